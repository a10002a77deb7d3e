// The inline classic script last in <body> (vite.config.ts builds it, and names the app loader's file in
// its data-loader attribute). It asks for the app loader (web/src/boot/appLoader.ts) once the page and
// what its first screen asked for have loaded (the window's load event) and been drawn: until then no
// script shares the line with the page's largest paint. The loader is a file of its own so that each
// page's first response carries these few bytes instead of its 2 KB (docs/decisions/0036).
import { afterFirstScreenPictures } from './afterFirstScreenPictures';
import { afterNextFrame } from './afterNextFrame';

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
 * Two frames after the load event and the first screen's pictures' paint: the page can load before its
 * first paint, and then the first frame after it is that paint, whose largest element the loader is not
 * to share the line with; and a picture can paint some frames after it has loaded.
 */
const afterLoaded = () => afterFirstScreenPictures(() => afterNextFrame(() => afterNextFrame(requestLoader)));

if (document.readyState === 'complete') afterLoaded();
else window.addEventListener('load', afterLoaded, { once: true });
setTimeout(requestLoader, LONGEST_WAIT_MS);
