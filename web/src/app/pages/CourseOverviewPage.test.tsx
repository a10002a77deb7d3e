import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicBlock, PublicPage } from '../../../../common/api/pages';
import type { Language } from '../../../../common/i18n/languages';
import { fakeApi, jsonResponse } from '../../features/booking/test/fakeApi';
import { pageQueryKey } from '../../features/content-pages/api/getPage';
import { seededPage } from '../../features/content-pages/test/seededPages';
import { seededCourseIn } from '../../features/course/testCourse';
import { CourseOverviewPage } from './CourseOverviewPage';
import { renderContentPage } from './test/renderContentPage';

/** The server's answers: the page as published and the seeded course, in the page's language. */
const serve = (page: PublicPage, language: Language = 'en') =>
  fakeApi({
    'GET /api/v1/pages/overview': () => jsonResponse(page),
    'GET /api/v1/holes': () => jsonResponse(seededCourseIn(language)),
  });

/** The page body's own parts, by class, in order. */
const bodyParts = () =>
  [...(document.querySelector('.page__body')?.children ?? [])].map((element) => element.className);

const h2s = () =>
  screen.getAllByRole('heading', { level: 2 }).map((heading) => [heading.textContent, heading.id]);

beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('CourseOverviewPage', () => {
  it('shows the map, the score card and the tees, the course hole by hole, and the onward cards', async () => {
    serve(seededPage('overview'));
    renderContentPage(<CourseOverviewPage />, 'overview');

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Course overview');
    // No lead written: the course's facts, from its data.
    expect((await screen.findByText(/^18 holes, par 70, /)).className).toBe('page-header__lead');
    expect(bodyParts()).toEqual([
      'overview-map page__wide',
      'overview-details page__wide',
      'overview-card page__wide',
      'link-cards',
    ]);
    expect(h2s()).toEqual([
      ['The links', 'overview-map'],
      ['Hole by hole', 'overview-card'],
    ]);

    const map = document.querySelector('.overview-map') as HTMLElement;
    expect(map.getAttribute('aria-labelledby')).toBe('overview-map');
    expect(
      within(map.querySelector('.overview-map__intro') as HTMLElement).getByText(
        /^The front nine run out east/,
      ),
    ).toBeTruthy();
    expect(map.querySelector('figure.course-map')?.getAttribute('aria-labelledby')).toBe('overview-map');
    const tiles = within(
      within(map).getByRole('navigation', { name: 'The 18 holes on the map' }),
    ).getAllByRole('link');
    expect(tiles).toHaveLength(18);
    expect(tiles[6]?.getAttribute('aria-label')).toMatch(/^Hole 7, Sea Holly, par 3/);

    const details = document.querySelector('.overview-details') as HTMLElement;
    const tile = within(details).getByRole('link', { name: /^Score Card Every hole with its par/ });
    expect(tile.className).toBe('score-card-tile');
    expect(tile.getAttribute('href')).toBe('/api/v1/holes/scorecard.pdf?lang=en');
    expect(tile.textContent).toContain('Download the score card');
    expect(within(details).getByRole('table', { name: 'Course rating and slope of each tee' })).toBeTruthy();

    const card = document.querySelector('.overview-card') as HTMLElement;
    const table = within(card).getByRole('table', { name: /^The course hole by hole/ });
    expect(within(table).getByRole('link', { name: 'Natterjack' }).getAttribute('href')).toBe(
      '/holes/hole-14-page',
    );

    const onward = screen.getByRole('navigation', { name: 'On the course' });
    expect(
      within(onward)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/holes', '/handicap-stroke-table', '/booking']);
    expect(within(onward).getByRole('link', { name: /^Online Booking/ }).textContent).toContain(
      'Ask for a tee time.',
    );
  });

  it('numbers the tiles and says the table is loading before the course has come', () => {
    fakeApi({ 'GET /api/v1/holes': () => new Promise<Response>(() => undefined) });
    renderContentPage(<CourseOverviewPage />, 'overview');
    expect(screen.getByText('18 holes of links golf between the dunes and the North Sea.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Hole 18' }).getAttribute('href')).toBe('/holes/hole-18-page');
    expect(
      within(document.querySelector('.overview-card') as HTMLElement).getByText('Loading the course…'),
    ).toBeTruthy();
  });

  it('reads in French under /fr, with the French score card', async () => {
    serve(seededPage('overview', 'fr'), 'fr');
    renderContentPage(<CourseOverviewPage />, 'overview', 'fr');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Présentation du parcours');
    expect(h2s().map(([text]) => text)).toEqual(['Le links', 'Trou par trou']);
    // Written as the dictionary had it: a no-break space before the semicolon.
    expect(document.querySelector('.overview-map__intro p')?.textContent).toContain(
      'revient au club-house\u00a0; le retour',
    );
    const tile = screen.getByRole('link', { name: /^Carte de score Chaque trou/ });
    expect(tile.getAttribute('href')).toBe('/api/v1/holes/scorecard.pdf?lang=fr');
    expect(await screen.findByRole('table', { name: /^Course rating et slope/ })).toBeTruthy();
    const onward = screen.getByRole('navigation', { name: 'Sur le parcours' });
    expect(within(onward).getAllByRole('link')[0]?.getAttribute('href')).toBe('/fr/holes');
  });

  it('shows the lead staff wrote, and a section they added before the links', async () => {
    const seeded = seededPage('overview');
    const added: PublicBlock[] = [
      { id: 'walking', kind: 'heading', text: 'Walking the links', fallback: false },
      { id: 'walking-text', kind: 'text', html: '<p>Allow four hours.</p>', fallback: false },
    ];
    const page: PublicPage = {
      ...seeded,
      lead: 'Eighteen holes by the sea.',
      blocks: seeded.blocks.flatMap((block) => (block.kind === 'links' ? [...added, block] : [block])),
    };
    serve(page);
    const client = renderContentPage(<CourseOverviewPage />, 'overview');
    act(() => client.setQueryData(pageQueryKey('overview', 'en'), page));

    expect((await screen.findByText('Eighteen holes by the sea.')).className).toBe('page-header__lead');
    expect(bodyParts()).toEqual([
      'overview-map page__wide',
      'overview-details page__wide',
      'overview-card page__wide',
      'overview-section page__wide',
      'link-cards',
    ]);
    const section = screen.getByRole('region', { name: 'Walking the links' });
    expect(within(section).getByText('Allow four hours.')).toBeTruthy();
  });
});
