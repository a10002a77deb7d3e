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

// After the next frame is painted; a tab opened in the background paints no frame, so a timer too.
requestAnimationFrame(() => setTimeout(loadApp, 0));
setTimeout(loadApp, 1000);
