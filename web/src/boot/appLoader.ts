// A classic script that web/src/boot/appLoaderStart.ts asks for once the page has loaded (vite.config.ts
// builds both): the app's modules are asked for once the prerendered page has painted, so on a slow
// network its HTML, styles and images are not sharing the line with some 80 KB of scripts. The addresses are data blocks the build writes:
// #app-scripts (the entry and what it imports) and, on a prerendered page, #page-scripts (its route's
// chunks and dictionary).
// A prerendered page's first paint has only the style rules its HTML uses (server/src/lib/criticalStyles.ts):
// its full stylesheets, named by disabled links, are loaded first, and the app starts once they are in.

import { afterNextFrame } from '../lib/afterNextFrame';

interface AppScripts {
  entry: string;
  preload: string[];
}

function readJson<T>(id: string, fallback: T): T {
  const text = document.getElementById(id)?.textContent;
  return text ? (JSON.parse(text) as T) : fallback;
}

let started = false;

function loadApp(): void {
  if (started) return;
  started = true;
  const app = readJson<AppScripts | null>('app-scripts', null);
  if (!app) return;
  // The entry is preloaded with its imports, and run once the full stylesheets are in.
  const preloads = [app.entry, ...app.preload, ...readJson<string[]>('page-scripts', [])];
  const elements: HTMLElement[] = preloads.map((href) => {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    return link;
  });
  const script = document.createElement('script');
  script.type = 'module';
  script.crossOrigin = '';
  script.src = app.entry;
  const stylesheets = loadFullStylesheets();
  const preloaded = appendInTurn(elements);
  // After the frame that restyles the page with them, so that the app's first task does not do it; and
  // once every preload is in: the app's own loads (Vite's helper) would otherwise add those still to come,
  // all in one of its tasks (issue 38: 15 links, 40 ms of a 184 ms task on /booking at 2.8×).
  void Promise.all([stylesheets, preloaded]).then(() => afterNextFrame(() => document.head.append(script)));
}

/**
 * Each disabled stylesheet link replaced, in its place in the cascade, by one the browser loads; settled
 * once all have loaded or one failed (which must not keep the app from starting). They load for print,
 * which a screen's styles do not depend on, and apply together, with the inline rules removed in the same
 * task: the page is restyled once.
 */
function loadFullStylesheets(): Promise<void> {
  // Not those the page holds already (`data-held`: scripts/prerender.mjs names Vite's own copy of the
  // shell's rules for Vite's loader, which would otherwise load it a second time).
  const disabled = document.querySelectorAll<HTMLLinkElement>(
    'link[rel="stylesheet"][disabled]:not([data-held])',
  );
  const links = [...disabled].map((old) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.media = 'print';
    link.href = old.getAttribute('href') ?? '';
    old.replaceWith(link);
    return link;
  });
  const loads = links.map(
    (link) =>
      new Promise<boolean>((resolve) => {
        link.onload = () => resolve(true);
        link.onerror = () => resolve(false);
      }),
  );
  return Promise.all(loads).then((loaded) => {
    for (const link of links) link.removeAttribute('media');
    if (links.length > 0 && loaded.every(Boolean)) removeCriticalStyles();
  });
}

/**
 * The inline rules go once the full stylesheets hold them all: every later restyle then matches each rule
 * once. The fonts' faces stay: the full stylesheets do not repeat them.
 */
function removeCriticalStyles(): void {
  for (const style of document.head.querySelectorAll('style:not(#font-faces)')) style.remove();
}

/** How long one task may spend starting requests (each 0.1–4 ms on a slow phone). */
const APPEND_SLICE_MS = 3;

/**
 * The requests are started in short tasks: starting some twenty at once is one long task on a slow phone
 * (docs/product.md, Speed budgets: TBT), and one a task left the app waiting for the last of them for some
 * twenty of the page's other tasks. A message, not a timer, ends each task, as timers would be held back by
 * 4 ms each. Settles once all are in.
 */
function appendInTurn(elements: HTMLElement[]): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      const until = performance.now() + APPEND_SLICE_MS;
      do {
        const element = elements.shift();
        if (element) document.head.append(element);
      } while (elements.length > 0 && performance.now() < until);
      if (elements.length > 0) {
        channel.port2.postMessage(null);
        return;
      }
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/**
 * Once the browser reports the page's first paint (a paint entry is queued after the frame is shown);
 * where paint timing is missing, after the next frame. A page opened in a background tab paints nothing
 * until it is shown, so a timer gives up waiting.
 */
function afterFirstPaint(run: () => void): void {
  setTimeout(run, 3000);
  if (performance.getEntriesByType('paint').length > 0) {
    run();
    return;
  }
  if (
    typeof PerformanceObserver !== 'undefined' &&
    PerformanceObserver.supportedEntryTypes?.includes('paint')
  ) {
    new PerformanceObserver((_entries, observer) => {
      observer.disconnect();
      run();
    }).observe({ type: 'paint', buffered: true });
    return;
  }
  requestAnimationFrame(() => setTimeout(run, 0));
}

afterFirstPaint(loadApp);
