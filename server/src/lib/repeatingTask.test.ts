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
});
