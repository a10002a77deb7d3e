/**
 * Runs `task` every `everyMs`, never two at once, and lets a closing app wait for the run under
 * way. Without that wait, a run still queued for a database connection when the app closes would
 * reach a pool the app has let go, or change rows a test (or the next instance) has just written.
 */
export interface RepeatingTask {
  /** Runs the task now, unless a run is under way; resolves when that run ends. */
  runNow(): Promise<void>;
  /**
   * Runs the task once more after the run under way, or now: resolves when a run that began after
   * this call has ended. Calls made while that run waits share it. For a change the run under way
   * may have read too early to see.
   */
  runAgain(): Promise<void>;
  /** Stops the timer and waits for the run under way, if any; no run starts after. */
  stop(): Promise<void>;
}

export function repeatingTask(task: () => Promise<unknown>, everyMs: number): RepeatingTask {
  let running: Promise<void> | null = null;
  let queued: Promise<void> | null = null;
  let stopped = false;
  const runNow = () => {
    if (stopped) return Promise.resolve();
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
  // Chained to the run under way itself, not to a flag it reads when it ends: a call that comes after
  // the task has returned but before `running` is cleared still gets a run of its own.
  const runAgain = () => {
    queued ??= (running ?? Promise.resolve()).then(() => {
      queued = null;
      return runNow();
    });
    return queued;
  };
  const timer = setInterval(runNow, everyMs);
  // A background chore never keeps the process alive on its own.
  timer.unref();
  return {
    runNow,
    runAgain,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
