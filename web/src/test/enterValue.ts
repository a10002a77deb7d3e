import { fireEvent } from '@testing-library/react';

/**
 * What a browser sends when someone types into a field or picks an option: an input event, then a change
 * event. The component's onChange must see it whichever runtime runs it: React listens to both, Preact's
 * compat layer to input on text fields and to change on selects. (fireEvent.change alone reaches only
 * React.)
 */
export function enterValue(element: Element, value: string) {
  fireEvent.input(element, { target: { value } });
  fireEvent.change(element, { target: { value } });
}
