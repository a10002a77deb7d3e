/**
 * Runs `task` every `everyMs`, never two at once, and lets a closing app wait for the run under
 * way. Without that wait, a run still queued for a database connection when the app closes would
 * reach a pool the app has let go, or change rows a test (or the next instance) has just written.
 */
export interface RepeatingTask {
  /** Runs the task now, unless a run is under way; resolves when that run ends. */
  runNow(): Promise<void>;
  /** Stops the timer and waits for the run under way, if any. */
  stop(): Promise<void>;
}

export function repeatingTask(task: () => Promise<unknown>, everyMs: number): RepeatingTask {
  let running: Promise<void> | null = null;
  const runNow = () => {
    running ??= task()
      .then(
        () => undefined,
        () => undefined,
      )
      .finally(() => {
        running = null;
      });
    return running;
  };
  const timer = setInterval(runNow, everyMs);
  // A background chore never keeps the process alive on its own.
  timer.unref();
  return {
    runNow,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
