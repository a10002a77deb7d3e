import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Course } from '../../../../../common/api/holes';
import type { PublicPicture } from '../../../../../common/api/media';
import { courseQueryKey } from '../../course/api/getCourse';
import { courseFetch, testCourse } from '../../course/testCourse';
import { HolesScreen } from './HolesScreen';

const SECTION_HEIGHT = 800;
const FIRST_TOP = 300;

/** The test DOM lays nothing out: each hole's section is SECTION_HEIGHT high, the first at FIRST_TOP. */
function fakeLayout() {
  const rect = (top: number, height: number) =>
    ({ x: 0, y: top, top, bottom: top + height, left: 0, right: 1024, width: 1024, height }) as DOMRect;
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const hole = Number((this as HTMLElement).dataset?.hole);
    if (!hole) return rect(0, 0);
    return rect(FIRST_TOP + (hole - 1) * SECTION_HEIGHT - window.scrollY, SECTION_HEIGHT);
  });
}

/** The screen, with the course already answered when `rendered` is given (as the server renders it). */
function renderScreen(target?: number, rendered?: Course) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
  if (rendered) client.setQueryData(courseQueryKey('en'), rendered);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <HolesScreen target={target} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const section = (hole: number) => document.getElementById(`hole-${hole}`) as HTMLElement;

/** Role queries over 18 full sections are slow in a test DOM: wait for the data by text, query by role within. */
async function loaded(hole: number, name: string) {
  await waitFor(() => expect(section(hole).querySelector('.hole__name')?.textContent).toBe(name));
  expect(
    within(section(hole)).getByRole('heading', { level: 2, name: `Hole ${hole} of 18: ${name}` }),
  ).toBeTruthy();
}
const videoOf = (hole: number) => section(hole).querySelector('video');
const navLink = (name: RegExp) =>
  within(screen.getByRole('navigation', { name: 'Holes 1 to 18' })).getByRole('link', { name });

let reducedMotion = false;
const scrollIntoView = vi.fn();
const play = vi.fn(() => Promise.resolve());

beforeEach(() => {
  reducedMotion = false;
  vi.stubGlobal('fetch', vi.fn(courseFetch()));
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: reducedMotion && query.includes('reduce'),
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })),
  );
  Element.prototype.scrollIntoView = scrollIntoView;
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(play);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  fakeLayout();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  scrollIntoView.mockReset();
  play.mockClear();
});

// 18 full sections make a large DOM for a test DOM: slow machines need more than the default 5 s.
describe('HolesScreen', () => {
  it('has 18 sections, hole-1 to hole-18, named from the course data, each with a picture', async () => {
    renderScreen();
    await loaded(7, 'Sea Holly');
    for (let hole = 1; hole <= 18; hole++) {
      expect(section(hole).tagName).toBe('SECTION');
      const plan = section(hole).querySelector('.hole__plan img');
      expect(plan?.getAttribute('src')).toBe(`/media/hole-${hole}.svg`);
      expect(plan?.getAttribute('alt')).toMatch(new RegExp(`^Plan of hole ${hole}, `));
    }
    const hole5 = within(section(5));
    // The API's course (testCourse) replaces the one the build knows, which differs in its lengths.
    expect(await hole5.findByRole('row', { name: 'White 340 m' })).toBeTruthy();
    expect(hole5.getByText('Par').nextElementSibling?.textContent).toBe('5');
  });

  it('paints the course the page was rendered with, without asking the API', () => {
    const fetch = vi.fn(() => new Promise<Response>(() => undefined));
    vi.stubGlobal('fetch', fetch);
    renderScreen(undefined, testCourse);
    expect(within(section(1)).getByRole('heading', { level: 2, name: 'Hole 1 of 18: Zeewind' })).toBeTruthy();
    expect(within(section(1)).getByRole('row', { name: 'White 300 m' })).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('measures which hole is in view after the first frame, not in the task that commits the page', async () => {
    renderScreen(undefined, testCourse);
    // Measured in the effect, the browser would lay out all 18 sections at once there (issue 38, TBT).
    const measured = vi.mocked(Element.prototype.getBoundingClientRect);
    expect(measured).not.toHaveBeenCalled();
    await waitFor(() => expect(measured).toHaveBeenCalled());
    await waitFor(() => expect(navLink(/^Hole 1, Zeewind$/).getAttribute('aria-current')).toBe('location'));
  });

  it('numbers the holes, without names, while the course has not come', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    renderScreen();
    expect(section(18).querySelector('.hole__eyebrow')?.textContent).toBe('Hole 18 of 18');
    expect(section(18).querySelector('.hole__name')).toBeNull();
  });

  it('shows the plan, picture and video staff chose in the media library instead of the generated ones', async () => {
    const picture = (id: string, alt: string): PublicPicture => ({
      id,
      alt,
      caption: '',
      width: 1600,
      height: 900,
      src: `/files/${id}-1600.jpg`,
      sources: [
        { type: 'image/avif', srcset: `/files/${id}-800.avif 800w, /files/${id}-1600.avif 1600w` },
        { type: 'image/webp', srcset: `/files/${id}-800.webp 800w, /files/${id}-1600.webp 1600w` },
      ],
    });
    const withMedia = structuredClone(testCourse);
    const [first, second] = withMedia.holes;
    if (!first || !second) throw new Error('the test course has no holes');
    first.plan = { ...picture('plan-1', 'Hand-drawn plan of the first hole'), width: 600, height: 900 };
    first.video = {
      ...picture('flyover-1', ''),
      sources: [],
      video: { src: '/files/flyover-1.mp4', type: 'video/mp4', poster: '/files/flyover-1-poster.jpg' },
    };
    second.picture = picture('green-2', 'The second green');
    vi.stubGlobal('fetch', vi.fn(courseFetch(withMedia)));
    renderScreen();
    await loaded(1, 'Zeewind');
    const plan = section(1).querySelector('.hole__plan img');
    expect(plan?.getAttribute('src')).toBe('/files/plan-1-1600.jpg');
    expect(plan?.getAttribute('alt')).toBe('Hand-drawn plan of the first hole');
    expect(section(1).querySelector('.hole__plan source')?.getAttribute('srcset')).toContain('800w');
    expect(section(1).querySelector('.hole__plan-link')?.getAttribute('href')).toBe('/files/plan-1-1600.jpg');
    // Its video's poster stands behind it, and its video plays.
    expect(section(1).querySelector('img.hole__poster')?.getAttribute('src')).toBe(
      '/files/flyover-1-poster.jpg',
    );
    await waitFor(() =>
      expect(
        [...(videoOf(1)?.querySelectorAll('source') ?? [])].map((source) => source.getAttribute('src')),
      ).toEqual(['/files/flyover-1.mp4']),
    );
    // Hole 2 has a picture of its own and no video: the generated loop of the sample course stays away.
    const poster = section(2).querySelector('img.hole__poster');
    expect(poster?.getAttribute('src')).toBe('/files/green-2-1600.jpg');
    expect(section(2).querySelector('.hole__backdrop source')?.getAttribute('type')).toBe('image/avif');
    expect(videoOf(2)).toBeNull();
    // The holes without media keep the generated files.
    expect(section(3).querySelector('.hole__plan img')?.getAttribute('src')).toBe('/media/hole-3.svg');
  });

  it('plays the hole in view, preloads its neighbour, and loads no video source for the others', async () => {
    renderScreen();
    await loaded(1, 'Zeewind');
    // The first check of the hole in view comes after the page's first frame.
    await waitFor(() => expect(play).toHaveBeenCalled());
    const playing = videoOf(1);
    expect(playing).not.toBeNull();
    expect(
      [...(playing?.querySelectorAll('source') ?? [])].map((source) => source.getAttribute('src')),
    ).toEqual(['/media/hole-1.webm', '/media/hole-1.mp4']);
    expect(playing?.muted).toBe(true);
    expect(playing?.loop).toBe(true);
    expect(playing?.hasAttribute('playsinline')).toBe(true);
    // The picture under the video stands in until it plays: no second poster to download.
    expect(playing?.hasAttribute('poster')).toBe(false);
    expect(play).toHaveBeenCalled();
    expect(videoOf(2)?.getAttribute('preload')).toBe('auto');
    for (let hole = 3; hole <= 18; hole++) {
      expect(section(hole).querySelector('video, [src$=".webm"], [src$=".mp4"]')).toBeNull();
    }
  });

  it('shows only the posters with prefers-reduced-motion', async () => {
    reducedMotion = true;
    renderScreen();
    await loaded(1, 'Zeewind');
    expect(document.querySelector('video')).toBeNull();
    expect(section(1).querySelector('img.hole__poster')?.getAttribute('src')).toBe('/media/hole-1.jpg');
    // AVIF, then WebP, before the JPEG, for every hole.
    for (let hole = 1; hole <= 18; hole++) {
      const sources = [...section(hole).querySelectorAll('picture source')];
      expect(sources.map((source) => [source.getAttribute('type'), source.getAttribute('srcset')])).toEqual([
        ['image/avif', `/media/hole-${hole}.avif`],
        ['image/webp', `/media/hole-${hole}.webp`],
      ]);
    }
    expect(screen.queryByRole('button', { name: 'Pause the background videos' })).toBeNull();
  });

  it('highlights the hole in view in the circle navigation and jumps to a hole on a click', async () => {
    renderScreen();
    await loaded(1, 'Zeewind');
    await waitFor(() => expect(navLink(/^Hole 1, Zeewind$/).getAttribute('aria-current')).toBe('location'));
    const five = navLink(/^Hole 5, Long Beach$/);
    expect(five.getAttribute('href')).toBe('/holes/hole-5-page');
    fireEvent.click(five);
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(section(5));
    expect(five.getAttribute('aria-current')).toBe('location');
    expect(navLink(/^Hole 1, Zeewind$/).getAttribute('aria-current')).toBeNull();
    expect(videoOf(5)).not.toBeNull();
    expect(videoOf(1)).toBeNull();
  });

  it('links each hole to the next, and the 18th to Green Fees', async () => {
    renderScreen();
    await loaded(18, 'Clubhouse');
    expect(
      within(section(3))
        .getByRole('link', { name: /^Next: hole 4 ?Duinpan/ })
        .getAttribute('href'),
    ).toBe('/holes/hole-4-page');
    expect(
      within(section(18))
        .getByRole('link', { name: /Green Fees/ })
        .getAttribute('href'),
    ).toBe('/greenfees');
  });

  it('scrolls to the hole of its address one second after opening, not before', async () => {
    const opened = Date.now();
    let scrolledAt = 0;
    scrollIntoView.mockImplementation(() => {
      scrolledAt = Date.now();
    });
    renderScreen(12);
    await loaded(12, 'Horizon');
    await waitFor(() => expect(scrollIntoView).toHaveBeenCalledTimes(1));
    expect(scrolledAt - opened).toBeGreaterThanOrEqual(990);
    expect(scrollIntoView.mock.contexts[0]).toBe(section(12));
    expect(navLink(/^Hole 12, Horizon$/).getAttribute('aria-current')).toBe('location');
  });

  it('pauses the videos when asked', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'paused', 'get').mockReturnValue(false);
    renderScreen();
    await loaded(1, 'Zeewind');
    // Once the browser has said videos may play (after the hydration, in a transition).
    const toggle = await screen.findByRole('button', { name: 'Pause the background videos' });
    // The hole in view plays (checked after the first frame).
    await waitFor(() => expect(play).toHaveBeenCalled());
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(HTMLMediaElement.prototype.pause).toHaveBeenCalled();
  });
});
