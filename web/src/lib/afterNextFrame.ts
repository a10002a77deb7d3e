/** After the next frame; a tab in the background draws none, and a timer stands in. */
export function afterNextFrame(run: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    run();
  };
  requestAnimationFrame(() => setTimeout(once, 0));
  setTimeout(once, 100);
}
