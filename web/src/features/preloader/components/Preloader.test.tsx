import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render as renderAlone, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/queryClient';
import { seededClubQuery } from '../../club/test/seededClubDetails';
import { PRELOADER_ENABLED } from '../preloaderConfig';
import { Preloader } from './Preloader';

/** As in the app, whose pages come with the club's details. */
const render = (ui: ReactNode) =>
  renderAlone(
    <QueryClientProvider client={createQueryClient([seededClubQuery()])}>{ui}</QueryClientProvider>,
  );

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const preloader = () => screen.queryByRole('status');
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('Preloader', () => {
  it('is switched off by its flag', () => {
    expect(PRELOADER_ENABLED).toBe(false);
  });

  it('renders nothing when switched off, at any time', () => {
    const { container } = render(<Preloader />);
    expect(container.innerHTML).toBe('');
    advance(1000);
    expect(container.innerHTML).toBe('');
  });

  it('switched on: shows the logo, rotates it after 1000 ms, and is gone at 1850 ms', () => {
    render(<Preloader enabled />);
    expect(preloader()?.getAttribute('data-phase')).toBe('still');
    expect(preloader()?.getAttribute('style')).toContain('--preloader-rotate: 1500ms');

    advance(999);
    expect(preloader()?.getAttribute('data-phase')).toBe('still');
    advance(1);
    expect(preloader()?.getAttribute('data-phase')).toBe('rotating');

    advance(849);
    expect(preloader()).not.toBeNull();
    advance(1);
    expect(preloader()).toBeNull();
  });
});
