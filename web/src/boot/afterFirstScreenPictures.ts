/**
 * Once the first screen's picture (elementtiming="first-screen": the home page's header image, the
 * course map; a page has one at most) is painted, or a second later: a picture can paint some frames
 * after it has loaded, and the app's scripts are not to share the line with the page's largest paint
 * (docs/decisions/0035, 0036). Without such a picture, or without element timing in the browser, at
 * once. `run` may be called twice (the paint, then the timer).
 */
export function afterFirstScreenPictures(run: () => void): void {
  const observable =
    typeof PerformanceObserver !== 'undefined' &&
    PerformanceObserver.supportedEntryTypes?.includes('element');
  if (!observable || !document.querySelector('[elementtiming="first-screen"]')) {
    run();
    return;
  }
  setTimeout(run, 1000);
  new PerformanceObserver((_entries, observer) => {
    observer.disconnect();
    run();
  }).observe({ type: 'element', buffered: true });
}
