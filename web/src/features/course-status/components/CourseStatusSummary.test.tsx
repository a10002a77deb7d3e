import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/queryClient';
import { CourseStatusSummary } from './CourseStatusSummary';

const info = (courseStatus: boolean) => ({
  courseStatus,
  summerGreens: true,
  winterGreens: 0,
  prefferedLies: false,
  buggies: true,
  drivingRange: true,
});

function answer(response: () => Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => response()),
  );
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function renderSummary() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <CourseStatusSummary />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('CourseStatusSummary', () => {
  it('says the course is open and links to the status panel', async () => {
    answer(() => json({ content: JSON.stringify(info(true)) }));
    renderSummary();
    const link = await screen.findByRole('link', { name: 'The course is open Today on the course' });
    expect(link.getAttribute('href')).toBe('/#course-status');
    expect(link.className).toContain('status-summary--positive');
  });

  it('says the course is closed', async () => {
    answer(() => json({ content: JSON.stringify(info(false)) }));
    renderSummary();
    const link = await screen.findByRole('link', { name: /The course is closed/ });
    expect(link.className).toContain('status-summary--negative');
    expect(screen.queryByText(/is open/)).toBeNull();
  });

  it('claims nothing while loading or when the status cannot be loaded', async () => {
    answer(() => json({ message: 'Not found' }, 404));
    const { container } = renderSummary();
    // While loading it only keeps its room: hidden from everyone, without a word.
    const placeholder = container.querySelector('.status-summary--pending');
    expect(placeholder?.getAttribute('aria-hidden')).toBe('true');
    expect(placeholder?.textContent?.trim()).toBe('');
    expect(screen.queryByRole('link')).toBeNull();
    await waitFor(() => expect(console.info).toHaveBeenCalled());
    expect(container.innerHTML).toBe('');
  });
});
