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
  for (const href of [...app.preload, ...readJson<string[]>('page-scripts', [])]) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  const script = document.createElement('script');
  script.type = 'module';
  script.crossOrigin = '';
  script.src = app.entry;
  document.head.append(script);
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
