// Before the first paint: the site header's height as --site-header-height on <html>, as the app publishes
// it once it runs (app/layout/usePublishedHeight.ts). Until then the stylesheets' guess (--header-height in
// tokens.css) stood in, and a club name that wraps on a phone makes the header taller than the guess: the
// holes, a screen high under the header with their text at the bottom, and the home page's header image
// were painted at one height and moved to another once the app ran (issue 38, CLS).
// The render is blocked until #main is parsed (index.html), so the first frame has the header. A resize
// observer's first report comes within that frame, after its layout and before its paint.
export const HEADER_HEIGHT_PROPERTY = '--site-header-height';

try {
  requestAnimationFrame(() => {
    const header = document.querySelector('.site-header');
    if (!header || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      observer.disconnect();
      // The app's own measure, once it runs, is the one that counts.
      if (root.style.getPropertyValue(HEADER_HEIGHT_PROPERTY)) return;
      root.style.setProperty(HEADER_HEIGHT_PROPERTY, `${header.getBoundingClientRect().height}px`);
    });
    observer.observe(header);
  });
} catch {
  // No frame callbacks: the stylesheets' guess stands until the app measures.
}
