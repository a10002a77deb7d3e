import { afterEach, describe, expect, it, vi } from 'vitest';
import { repeatingTask } from './repeatingTask';

afterEach(() => {
  vi.useRealTimers();
});

describe('repeatingTask', () => {
  it('runs on every tick, never twice at once, and stop waits for the run under way', async () => {
    vi.useFakeTimers();
    let finish = () => {};
    let runs = 0;
    const task = repeatingTask(() => {
      runs += 1;
      return new Promise<void>((resolve) => {
        finish = resolve;
      });
    }, 100);

    await vi.advanceTimersByTimeAsync(100);
    expect(runs).toBe(1);
    await vi.advanceTimersByTimeAsync(300);
    expect(runs).toBe(1);

    let stopped = false;
    const stopping = task.stop().then(() => {
      stopped = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    finish();
    await stopping;
    expect(stopped).toBe(true);

    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toBe(1);
  });

  it('goes on after a run that failed', async () => {
    vi.useFakeTimers();
    let runs = 0;
    const task = repeatingTask(async () => {
      runs += 1;
      throw new Error('database away');
    }, 100);
    await vi.advanceTimersByTimeAsync(350);
    expect(runs).toBe(3);
    await task.runNow();
    expect(runs).toBe(4);
    await task.stop();
  });

  it('runs once more for calls made during a run, even as it ends, and not after stop', async () => {
    const finishes: Array<() => void> = [];
    const task = repeatingTask(
      () =>
        new Promise<void>((resolve) => {
          finishes.push(resolve);
        }),
      60_000,
    );
    const first = task.runNow();
    // Called while the first run is under way, twice: one more run serves both.
    let rerunDone = false;
    const reruns = [task.runAgain(), task.runAgain()];
    void Promise.all(reruns).then(() => {
      rerunDone = true;
    });
    finishes[0]?.();
    await first;
    await vi.waitFor(() => expect(finishes).toHaveLength(2));
    expect(rerunDone).toBe(false);
    finishes[1]?.();
    await Promise.all(reruns);

    // The task has returned but its run is not yet cleared: a call now still gets a run of its own.
    const third = task.runNow();
    finishes[2]?.();
    const late = task.runAgain();
    await third;
    await vi.waitFor(() => expect(finishes).toHaveLength(4));
    finishes[3]?.();
    await late;

    const fifth = task.runNow();
    const afterStop = task.runAgain();
    const stopping = task.stop();
    finishes[4]?.();
    await Promise.all([fifth, afterStop, stopping]);
    expect(finishes).toHaveLength(5);
  });
});
