const observes = (type: string) =>
  typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes(type);

/**
 * Once the page's first paint has been shown, and the first screen's picture (elementtiming="first-screen":
 * the home page's header image, the course map; a page has one at most) painted where there is one; or a
 * second later. The app's scripts are not to share the line with the page's largest paint (docs/decisions/
 * 0035, 0036), and a frame drawn is not yet a frame shown: on a busy machine the first paint was shown
 * after the main thread's next two frames (e2e/smoke.spec.ts). Without paint or element timing in the
 * browser, at once. `run` may be called twice (the paint, then the timer).
 */
export function afterFirstScreenPaint(run: () => void): void {
  const type =
    observes('element') && document.querySelector('[elementtiming="first-screen"]')
      ? 'element'
      : observes('paint')
        ? 'paint'
        : null;
  if (!type) {
    run();
    return;
  }
  setTimeout(run, 1000);
  new PerformanceObserver((_entries, observer) => {
    observer.disconnect();
    run();
  }).observe({ type, buffered: true });
}
