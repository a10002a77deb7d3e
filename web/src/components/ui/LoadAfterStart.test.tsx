import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LoadAfterStart } from './LoadAfterStart';

const plan = (
  <LoadAfterStart>
    <img src="/media/hole-2.svg" alt="Plan of hole 2" width={400} height={600} loading="lazy" />
  </LoadAfterStart>
);

afterEach(() => {
  cleanup();
});

// The prerender (Preact writes the child inside <noscript>; React's server renderer writes an empty
// one) and the hydration (Preact keeps the prerendered <noscript>, then draws the image) are checked in
// a real browser, with and without JavaScript: e2e/course.spec.ts.
describe('LoadAfterStart', () => {
  it('draws its child at once when the browser renders the page itself', () => {
    const { container } = render(plan);
    expect(container.querySelector('noscript')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/media/hole-2.svg');
  });
});
