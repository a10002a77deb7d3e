// The inline classic script last in <body> (vite.config.ts builds it, and names the app loader's file in
// its data-loader attribute). It asks for the app loader (web/src/boot/appLoader.ts) once the page and
// what its first screen asked for have loaded (the window's load event) and been drawn: until then no
// script shares the line with the page's largest paint. The loader is a file of its own so that each
// page's first response carries these few bytes instead of its 2 KB (docs/decisions/0036).
import { afterFirstScreenPaint } from './afterFirstScreenPaint';

/** However long a picture takes, the app is asked for after this. */
const LONGEST_WAIT_MS = 3000;

const loader = document.currentScript?.dataset.loader;
let requested = false;

function requestLoader(): void {
  if (requested || !loader) return;
  requested = true;
  const script = document.createElement('script');
  script.src = loader;
  document.head.append(script);
}

/**
 * After the frame that follows the next one: the page can load before its first paint, and the loader is
 * not to share the line with that paint's largest element. Frames only: a timer standing in for a slow
 * frame asked for the loader before the first paint on a busy machine (e2e/smoke.spec.ts). A tab in the
 * background draws no frame; LONGEST_WAIT_MS stands in there.
 */
const afterTwoFrames = (run: () => void) =>
  requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(run, 0)));

/** After the load event, the first paint shown and the first screen's picture's paint (it can paint frames after it loads). */
const afterLoaded = () => afterFirstScreenPaint(() => afterTwoFrames(requestLoader));

if (document.readyState === 'complete') afterLoaded();
else window.addEventListener('load', afterLoaded, { once: true });
setTimeout(requestLoader, LONGEST_WAIT_MS);
