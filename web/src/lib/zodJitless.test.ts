import './zodJitless';
import { describe, expect, it, vi } from 'vitest';

describe('zod on the web', () => {
  it('never compiles with new Function, which the CSP forbids', async () => {
    const compile = vi.spyOn(globalThis, 'Function');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
    expect(z.object({ a: z.string() }).safeParse({ a: 'x' }).success).toBe(true);
    expect(compile).not.toHaveBeenCalled();
  });
});
