import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicBlock, PublicPage } from '../../../../common/api/pages';
import { club } from '../../config/club';
import { awardsAnswer, sampleAward } from '../../features/awards/test/awardsAnswer';
import { fakeApi, jsonResponse, testQueryClient } from '../../features/booking/test/fakeApi';
import { pageQueryKey } from '../../features/content-pages/api/getPage';
import { seededPage } from '../../features/content-pages/test/seededPages';
import { en } from '../../i18n/en';
import { LanguageProvider } from '../../lib/i18n';
import { HomePage } from './HomePage';
import { renderContentPage } from './test/renderContentPage';

const statusInfo = {
  courseStatus: true,
  summerGreens: true,
  winterGreens: 0,
  prefferedLies: false,
  buggies: true,
  drivingRange: true,
};

/** The live parts' answers; the page's texts as given (the header image, weather and notices find none). */
function serve(page: () => Response = () => jsonResponse(seededPage('home'))) {
  return fakeApi({
    'GET /api/v1/pages/home': page,
    'GET /api/v1/websitecontent/course-status-info': () =>
      jsonResponse({ content: JSON.stringify(statusInfo) }),
    'GET /api/v1/awards': () => jsonResponse(awardsAnswer(sampleAward)),
  });
}

/** The home page at `entry` without its texts in the page: they are fetched (the app reached / itself). */
function renderFetched(entry = '/') {
  render(
    <QueryClientProvider client={testQueryClient()}>
      <LanguageProvider language="en" dictionary={en}>
        <MemoryRouter initialEntries={[entry]}>
          <HomePage />
        </MemoryRouter>
      </LanguageProvider>
    </QueryClientProvider>,
  );
}

const body = () => document.querySelector('.home__body') as HTMLElement;
/** The body's parts in their order, each by its class. */
const partsOfBody = () => [...body().children].map((part) => part.className);
const onwardLinks = (name: string) =>
  within(screen.getByRole('navigation', { name }))
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));
const tagline = () => document.querySelector('.home-hero__tagline')?.textContent;

beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('HomePage', () => {
  it('reads as before the texts were the club’s: the status, the awards, The Course, The Club, the contact', async () => {
    serve();
    renderContentPage(<HomePage />, 'home');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(club.name);
    expect(document.title).toBe(club.name);
    expect(tagline()).toBe('18 holes of links golf in the dunes by the North Sea');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      seededPage('home').description,
    );

    await screen.findByRole('region', { name: 'Awards and labels' });
    expect(partsOfBody()).toEqual([
      'status-panel',
      'awards',
      'home-section home-section--course',
      'home-section home-section--club',
      'contact',
    ]);
    expect(within(body()).getByRole('region', { name: 'Today on the course' })).toBeTruthy();
    // The contact section's heading and intro are the page's blocks, shown in the contact card.
    const contact = within(body()).getByRole('region', { name: 'Visit the club' });
    expect(contact.className).toBe('contact');
    expect(contact.querySelector('h2')?.id).toBe('home-contact');
    expect(contact.querySelector('.contact__details .content-text')?.textContent).toBe(
      'The secretariat is glad to help with tee times, visits and any question about the club. Call, write, or come and find us in the dunes.',
    );

    const course = screen.getByRole('region', { name: 'The Course' });
    expect(course.querySelector('h2')?.id).toBe('home-course');
    const paragraphs = [...course.querySelectorAll('.home-section__text p')].map((p) => p.textContent);
    expect(paragraphs).toHaveLength(2);
    expect(paragraphs[0]).toMatch(/^The 18 holes run through the dunes between the polders and the sea/);
    expect(paragraphs[1]).toBe(
      'Walk the course hole by hole before you play, see how the holes lie on the map, and find where your handicap strokes fall.',
    );
    expect(onwardLinks('Explore the course')).toEqual(['/overview', '/holes', '/handicap-stroke-table']);
    expect(within(course).getByRole('link', { name: /^Holes All 18 holes, one by one/ })).toBeTruthy();

    const clubSection = screen.getByRole('region', { name: 'The Club' });
    expect(clubSection.textContent).toContain('For more than a century the club has welcomed golfers');
    expect(onwardLinks('Explore the club')).toEqual(['/history', '/dining-bar', '/bod']);
    expect(within(clubSection).getByRole('link', { name: /^Who's Who/ })).toBeTruthy();
  });

  it('reads in Dutch under /nl, its cards leading to the Dutch pages', () => {
    serve(() => jsonResponse(seededPage('home', 'nl')));
    renderContentPage(<HomePage />, 'home', 'nl');
    expect(tagline()).toBe('18 holes linksgolf in de duinen aan de Noordzee');
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toContain(
      'De baan',
    );
    expect(onwardLinks('Ontdek de baan')).toEqual(['/nl/overview', '/nl/holes', '/nl/handicap-stroke-table']);
    expect(onwardLinks('Ontdek de club')[0]).toBe('/nl/history');
  });

  it('puts the live parts where staff move them, and shows a section they added', async () => {
    serve();
    const client = renderContentPage(<HomePage />, 'home');
    const seeded = seededPage('home');
    // The contact card with its heading and intro, moved together.
    const contact = seeded.blocks.filter((block) =>
      ['contact', 'contact-text', 'club-contact'].includes(block.id),
    );
    const added: PublicBlock[] = [
      { id: 'lessons', kind: 'heading', text: 'Lessons', fallback: false },
      { id: 'lessons-text', kind: 'text', html: '<p>Book a lesson with our pro.</p>', fallback: false },
      // A feature of another page shows nothing here.
      { id: 'menu', kind: 'widget', widget: 'lunch-menu' },
    ];
    const page: PublicPage = {
      ...seeded,
      lead: 'Links golf since 1903',
      blocks: [...contact, ...seeded.blocks.filter((block) => !contact.includes(block)), ...added],
    };
    act(() => client.setQueryData(pageQueryKey('home', 'en'), page));

    await screen.findByRole('region', { name: 'Lessons' });
    expect(tagline()).toBe('Links golf since 1903');
    expect(partsOfBody()).toEqual([
      'contact',
      'status-panel',
      'awards',
      'home-section home-section--course',
      'home-section home-section--club',
      'home-section home-section--lessons',
    ]);
    expect(screen.getByRole('region', { name: 'Lessons' }).textContent).toContain(
      'Book a lesson with our pro.',
    );
    expect(body().firstElementChild?.getAttribute('aria-labelledby')).toBe('home-contact');
  });

  it('shows the contact card without a title when staff removed its heading and intro', async () => {
    serve();
    const client = renderContentPage(<HomePage />, 'home');
    const seeded = seededPage('home');
    const page: PublicPage = {
      ...seeded,
      blocks: seeded.blocks.filter((block) => block.id !== 'contact' && block.id !== 'contact-text'),
    };
    act(() => client.setQueryData(pageQueryKey('home', 'en'), page));

    await screen.findByRole('region', { name: 'Awards and labels' });
    expect(partsOfBody()).toEqual([
      'status-panel',
      'awards',
      'home-section home-section--course',
      'home-section home-section--club',
      'contact',
    ]);
    const contact = body().querySelector('.contact') as HTMLElement;
    expect(contact.querySelector('h2')).toBeNull();
    expect(body().textContent).not.toContain('Visit the club');
    expect(within(contact).getByRole('link', { name: club.email })).toBeTruthy();
  });

  it('shows the live parts without a tagline when its texts cannot be loaded, and no error', async () => {
    const calls = serve(() => jsonResponse({ message: 'Database unavailable' }, 503));
    renderFetched();
    expect(within(body()).getByText('Loading the page')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Book a tee time' })).toBeTruthy();

    await within(body()).findByRole('region', { name: 'Awards and labels' });
    expect(partsOfBody()).toEqual(['status-panel', 'awards', 'contact']);
    // The contact card's title is the page's text too: without the texts, the details alone.
    expect(body().querySelector('.contact h2')).toBeNull();
    expect(tagline()).toBeUndefined();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls.filter((call) => call.url.endsWith('/pages/home'))).toHaveLength(1);
    expect(body().textContent).not.toMatch(/Database unavailable|could not be loaded/);
  });

  it('shows staff the draft under ?preview=draft, saying it is a preview', async () => {
    const draft: PublicPage = { ...seededPage('home'), lead: 'A new tagline, not yet published' };
    const calls = fakeApi({
      'GET /api/v1/pages/home?draft=1': () => jsonResponse(draft),
      'GET /api/v1/pages/home': () => jsonResponse(seededPage('home')),
    });
    renderFetched('/?preview=draft');
    expect(await screen.findByText('A new tagline, not yet published')).toBeTruthy();
    expect(
      within(body())
        .getByText(/^Preview of the draft/)
        .getAttribute('role'),
    ).toBe('status');
    expect(calls.some((call) => call.url.endsWith('/pages/home?draft=1'))).toBe(true);
  });
});
