import { act, cleanup, render } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoadAfterStart } from './LoadAfterStart';

const plan = (
  <LoadAfterStart>
    <img src="/media/hole-2.svg" alt="Plan of hole 2" width={400} height={600} loading="lazy" />
  </LoadAfterStart>
);

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

// What a browser does with the prerendered <noscript> (loads nothing with JavaScript, the image without)
// is checked in a real browser: e2e/course.spec.ts.
describe('LoadAfterStart', () => {
  it('is prerendered inside <noscript>', () => {
    expect(renderToString(plan)).toMatch(/^<noscript><img src="\/media\/hole-2.svg"[^>]*\/><\/noscript>$/);
  });

  it('hydrates the prerendered <noscript> without a warning, then draws its child', async () => {
    const errors = vi.spyOn(console, 'error');
    const container = document.createElement('div');
    container.innerHTML = renderToString(plan);
    document.body.append(container);
    const root = await act(async () => hydrateRoot(container, plan));
    expect(container.querySelector('noscript')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/media/hole-2.svg');
    expect(errors).not.toHaveBeenCalled();
    act(() => root.unmount());
    container.remove();
  });

  it('draws its child at once when the browser renders the page itself', () => {
    const { container } = render(plan);
    expect(container.querySelector('noscript')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/media/hole-2.svg');
  });
});
