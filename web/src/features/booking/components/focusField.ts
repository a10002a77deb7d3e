/**
 * Moves the focus to the field with this id after a failed check. For the tee times (a fieldset), that is
 * the chosen time, else the first one, else the group itself.
 */
export function focusField(id: string): void {
  const element = document.getElementById(id);
  if (!element) return;
  if (element instanceof HTMLFieldSetElement) {
    const button =
      element.querySelector<HTMLButtonElement>('button[aria-pressed="true"]') ??
      element.querySelector<HTMLButtonElement>('button');
    (button ?? element).focus();
    return;
  }
  element.focus();
}
