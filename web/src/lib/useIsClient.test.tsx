import { act } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useIsClient } from './useIsClient';

/** What each render of the probe saw, in order. */
let seen: boolean[] = [];

function Probe({ needed }: { needed?: boolean }) {
  const isClient = useIsClient(needed);
  seen.push(isClient);
  return <p>{isClient ? 'client' : 'ahead'}</p>;
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  delete document.documentElement.dataset.interactive;
  seen = [];
  vi.restoreAllMocks();
});

describe('useIsClient', () => {
  it('is false when the page is rendered ahead of time', () => {
    expect(renderToString(<Probe />)).toBe('<p>ahead</p>');
  });

  it('hydrates the prerendered page as it is, then turns true without a mismatch', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe />);
    document.body.append(container);
    const recoverable = vi.fn();
    seen = [];
    await act(async () => {
      root = hydrateRoot(container, <Probe />, { onRecoverableError: recoverable });
    });
    expect(seen[0]).toBe(false);
    expect(seen.at(-1)).toBe(true);
    expect(container.textContent).toBe('client');
    expect(recoverable).not.toHaveBeenCalled();
  });

  it('starts true in what mounts once the app is interactive', async () => {
    document.documentElement.dataset.interactive = 'true';
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => {
      root = createRoot(container);
      root.render(<Probe />);
    });
    expect(seen).toEqual([true]);
    expect(container.textContent).toBe('client');
  });

  it('renders nothing again while the caller does not need it, and turns true once it does', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe needed={false} />);
    document.body.append(container);
    seen = [];
    await act(async () => {
      root = hydrateRoot(container, <Probe needed={false} />);
    });
    // Hydrated once and left alone: the switch would render the caller and all it holds again.
    expect(seen).toEqual([false]);
    await act(async () => {
      root?.render(<Probe needed />);
    });
    expect(seen.at(-1)).toBe(true);
    expect(container.textContent).toBe('client');
  });
});
