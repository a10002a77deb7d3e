import { afterEach, describe, expect, it, vi } from 'vitest';
import { backgroundVideoAllowed } from './useBackgroundVideo';

const media = (reduce: boolean) =>
  vi.fn((query: string) => ({ matches: reduce && query.includes('reduce') }) as MediaQueryList);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('backgroundVideoAllowed', () => {
  it('allows the videos by default', () => {
    vi.stubGlobal('matchMedia', media(false));
    expect(backgroundVideoAllowed()).toBe(true);
  });

  it('shows only the posters with prefers-reduced-motion', () => {
    vi.stubGlobal('matchMedia', media(true));
    expect(backgroundVideoAllowed()).toBe(false);
  });

  it('shows only the posters with Save-Data', () => {
    vi.stubGlobal('matchMedia', media(false));
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
    try {
      expect(backgroundVideoAllowed()).toBe(false);
    } finally {
      Reflect.deleteProperty(navigator, 'connection');
    }
  });
});
