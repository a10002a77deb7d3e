import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// boot/appLoader.ts: the app's modules are preloaded in short tasks, and the entry runs once all are in.
// On a slow phone each preload costs about a millisecond to start; here each append takes one.
describe('the app loader', () => {
  const ENTRY = '/assets/index-abc.js';
  const pageScripts = Array.from({ length: 20 }, (_, index) => `/assets/part-${index}.js`);
  /** What the loader put in <head>, in order, and how many of those each task put there. */
  let appended: string[] = [];
  let perTask: number[] = [];
  let inTask = false;

  const busyFor = (ms: number) => {
    const until = performance.now() + ms;
    while (performance.now() < until) {
      // A slow phone starting a request.
    }
  };

  beforeEach(() => {
    appended = [];
    perTask = [];
    document.head.innerHTML = '';
    document.body.innerHTML = `
      <script type="application/json" id="app-scripts">${JSON.stringify({ entry: ENTRY, preload: ['/assets/vendor.js'] })}</script>
      <script type="application/json" id="page-scripts">${JSON.stringify(pageScripts)}</script>`;
    vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
      for (const node of nodes) {
        if (!inTask) {
          inTask = true;
          perTask.push(0);
          queueMicrotask(() => {
            inTask = false;
          });
        }
        perTask[perTask.length - 1] = (perTask.at(-1) ?? 0) + 1;
        if (node instanceof HTMLScriptElement) appended.push(`script ${new URL(node.src).pathname}`);
        else if (node instanceof HTMLLinkElement) appended.push(new URL(node.href).pathname);
        busyFor(1);
      }
    });
    // The first paint has happened, and a frame comes at once.
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([{} as PerformanceEntry]);
    vi.stubGlobal('requestAnimationFrame', (run: FrameRequestCallback) => setTimeout(() => run(0), 0));
    // Messages as timers, queued in turn with the frames' (Node delivers a port's messages in one go).
    vi.stubGlobal(
      'MessageChannel',
      class {
        port1 = { onmessage: null as (() => void) | null, close: () => undefined };
        port2 = { postMessage: () => setTimeout(() => this.port1.onmessage?.(), 0) };
      },
    );
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('starts the entry once every preload is in, a few preloads a task', async () => {
    vi.resetModules();
    await import('./appLoader');
    await vi.waitFor(() => expect(appended.at(-1)).toBe(`script ${ENTRY}`), { timeout: 5000 });

    // Every preload, the entry's first, then the script: the app's own loads find them all there.
    expect(appended).toEqual([ENTRY, '/assets/vendor.js', ...pageScripts, `script ${ENTRY}`]);
    // A 3 ms slice holds three or four of them; never all in one task.
    expect(Math.max(...perTask)).toBeLessThanOrEqual(4);
    expect(perTask.length).toBeGreaterThan(5);
  });
});
