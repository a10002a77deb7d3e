import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/queryClient';
import { HomeHero } from './HomeHero';

const info = (courseStatus: boolean) => ({
  courseStatus,
  summerGreens: true,
  winterGreens: 0,
  prefferedLies: false,
  buggies: true,
  drivingRange: true,
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The course status answers as given; the hero's other live parts (image, weather, notices) find nothing. */
function answerStatus(status: Response | null) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) =>
      String(input).includes('course-status-info') && status
        ? status.clone()
        : json({ message: 'Not Found' }, 404),
    ),
  );
}

function renderHero(tagline?: string) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <HomeHero tagline={tagline} />
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

describe('HomeHero booking button', () => {
  it('leads to the green-fee conditions, and says why, while the course is closed', async () => {
    answerStatus(json({ content: JSON.stringify(info(false)) }));
    renderHero();
    const button = await screen.findByRole('link', { name: 'Course closed today — green-fee conditions' });
    expect(button.getAttribute('href')).toBe('/greenfees#greenfees-conditions');
    expect(screen.queryByRole('link', { name: 'Book a tee time' })).toBeNull();
  });

  it('books a tee time while the course is open', async () => {
    answerStatus(json({ content: JSON.stringify(info(true)) }));
    renderHero();
    await screen.findByRole('link', { name: /The course is open/ });
    expect(screen.getByRole('link', { name: 'Book a tee time' }).getAttribute('href')).toBe('/booking');
    expect(screen.queryByRole('link', { name: /Course closed today/ })).toBeNull();
  });

  it('books a tee time, as prerendered, while the status is not known', async () => {
    answerStatus(null);
    renderHero();
    expect(screen.getByRole('link', { name: 'Book a tee time' }).getAttribute('href')).toBe('/booking');
    await waitFor(() => expect(console.info).toHaveBeenCalled());
    expect(screen.getByRole('link', { name: 'Book a tee time' })).toBeTruthy();
  });
});

describe('HomeHero tagline', () => {
  it('is the page’s lead, as staff wrote it', () => {
    answerStatus(null);
    const { container } = renderHero('18 holes of links golf in the dunes by the North Sea');
    expect(container.querySelector('.home-hero__tagline')?.textContent).toBe(
      '18 holes of links golf in the dunes by the North Sea',
    );
  });

  it('is left out while the page’s texts are not there, the buttons shown all the same', () => {
    answerStatus(null);
    const { container } = renderHero();
    expect(container.querySelector('.home-hero__tagline')).toBeNull();
    expect(screen.getByRole('link', { name: 'Green fees' }).getAttribute('href')).toBe('/greenfees');
  });
});
