/**
 * Runs `run` at most once per `wait` ms: at once on the first call, then once more at the end of each
 * period in which calls came in, so the last position is always checked. docs/product.md, Holes: scroll
 * checks are throttled to once per second.
 */
export function throttle(run: () => void, wait: number) {
  let last = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const fire = () => {
    timer = undefined;
    last = Date.now();
    run();
  };
  const throttled = () => {
    if (timer !== undefined) return;
    const since = Date.now() - last;
    if (since >= wait) fire();
    else timer = setTimeout(fire, wait - since);
  };
  throttled.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  return throttled;
}
