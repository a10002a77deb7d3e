// An inline classic script at the end of <body> (vite.config.ts builds it): the app's modules are asked
// for once the prerendered page has painted, so on a slow network its HTML, styles and images are not
// sharing the line with some 80 KB of scripts. The addresses are data blocks the build writes:
// #app-scripts (the entry and what it imports) and, on a prerendered page, #page-scripts (its route's
// chunks and dictionary).

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
  const elements: HTMLElement[] = [...app.preload, ...readJson<string[]>('page-scripts', [])].map((href) => {
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
  elements.push(script);
  appendInTurn(elements);
}

/**
 * Each request is started in a task of its own: starting some twenty at once is one long task on a slow
 * phone (docs/product.md, Speed budgets: TBT). A message, not a timer, ends each task, as timers would be
 * held back by 4 ms each.
 */
function appendInTurn(elements: HTMLElement[]): void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    const element = elements.shift();
    if (element) document.head.append(element);
    if (elements.length > 0) channel.port2.postMessage(null);
    else channel.port1.close();
  };
  channel.port2.postMessage(null);
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
