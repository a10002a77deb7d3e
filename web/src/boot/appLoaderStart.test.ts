import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// boot/appLoaderStart.ts: the app loader's file is asked for once the page has loaded and been drawn.
describe('asking for the app loader', () => {
  const LOADER = '/assets/app-loader-abc123.js';
  /** The scripts put in <head>, kept here: the test environment loads no script file. */
  let appended: string[] = [];

  beforeEach(() => {
    appended = [];
    vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
      for (const node of nodes) if (node instanceof HTMLScriptElement) appended.push(node.src);
    });
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', (run: FrameRequestCallback) => setTimeout(() => run(0), 16));
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  /** Runs the script as the page's last script, with `loader` in its data-loader attribute. */
  async function boot(loader: string | undefined, readyState: DocumentReadyState = 'interactive') {
    const script = document.createElement('script');
    if (loader) script.dataset.loader = loader;
    vi.spyOn(document, 'currentScript', 'get').mockReturnValue(script);
    vi.spyOn(document, 'readyState', 'get').mockReturnValue(readyState);
    vi.resetModules();
    await import('./appLoaderStart');
  }

  const requested = () => appended.map((src) => new URL(src, document.baseURI).pathname);

  it('waits for the load event and two frames after it', async () => {
    await boot(LOADER);
    await vi.advanceTimersByTimeAsync(1000);
    expect(requested()).toEqual([]);
    window.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(16);
    expect(requested()).toEqual([]);
    await vi.advanceTimersByTimeAsync(20);
    expect(requested()).toEqual([LOADER]);
    await vi.advanceTimersByTimeAsync(5000);
    expect(requested()).toEqual([LOADER]);
  });

  it('asks after 3 s when the page is still loading, and once only', async () => {
    await boot(LOADER);
    await vi.advanceTimersByTimeAsync(2999);
    expect(requested()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(requested()).toEqual([LOADER]);
    window.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(1000);
    expect(requested()).toEqual([LOADER]);
  });

  it('goes on at once when the page has loaded already', async () => {
    await boot(LOADER, 'complete');
    await vi.advanceTimersByTimeAsync(40);
    expect(requested()).toEqual([LOADER]);
  });

  it('asks for nothing without a loader named', async () => {
    await boot(undefined);
    window.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(5000);
    expect(requested()).toEqual([]);
  });
});
