import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicPage } from '../../../../common/api/pages';
import type { Language } from '../../../../common/i18n/languages';
import { fakeApi, jsonResponse } from '../../features/booking/test/fakeApi';
import { pageQueryKey } from '../../features/content-pages/api/getPage';
import { seededPage } from '../../features/content-pages/test/seededPages';
import { seededCourseIn } from '../../features/course/testCourse';
import { HandicapStrokeTablePage } from './HandicapStrokeTablePage';
import { renderContentPage } from './test/renderContentPage';

/** The server's answers: the page as published and the seeded course, in the page's language. */
const serve = (page: PublicPage, language: Language = 'en') =>
  fakeApi({
    'GET /api/v1/pages/handicap-stroke-table': () => jsonResponse(page),
    'GET /api/v1/holes': () => jsonResponse(seededCourseIn(language)),
  });

/** The page body's own parts, by class, in order. */
const bodyParts = () =>
  [...(document.querySelector('.page__body')?.children ?? [])].map((element) => element.className);

const sectionOf = (heading: string) =>
  screen.getByRole('heading', { level: 2, name: heading }).closest('section') as HTMLElement;

beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// The text table has 70-odd rows: role queries over it are slow in a test DOM, so it is read by selectors.
describe('HandicapStrokeTablePage', () => {
  it('explains the sum beside the calculator, then shows the drawing, the table as text and the cards', async () => {
    serve(seededPage('handicap-stroke-table'));
    renderContentPage(<HandicapStrokeTablePage />, 'handicap-stroke-table');

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Handicap Stroke Table');
    expect(
      screen.getByText('How many strokes you receive on our course, from each tee, for your handicap index.')
        .className,
    ).toBe('page-header__lead');
    await screen.findByRole('heading', { level: 2, name: 'How it is worked out' });
    expect(bodyParts()).toEqual([
      'stroke-intro page__wide',
      'stroke-figure page__wide',
      'stroke-text-section page__wide',
      'link-cards',
    ]);
    const intro = document.querySelector('.stroke-intro') as HTMLElement;
    expect(
      [...intro.children].map((section) => [section.className, section.querySelector('h2')?.id]),
    ).toEqual([
      ['stroke-formula', 'stroke-formula'],
      ['stroke-calculator-card', 'stroke-calculator'],
    ]);

    const formula = sectionOf('How it is worked out');
    expect([...formula.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'Your course handicap = handicap index × slope ÷ 113 + (course rating − par), rounded to the nearest whole number; an exact half rounds up (12.5 gives 13, −0.5 gives 0).',
      'Plus handicaps are written with a “+”: a player of +2 gives two strokes back to the course.',
      'Par of the course: 70.',
    ]);
    // The explanation's first paragraph is set large (stroke-table.css), the par line is not.
    expect(
      formula.querySelector('.content-blocks > .content-text:first-child > p:first-child')?.textContent,
    ).toMatch(/^Your course handicap =/);

    const calculator = sectionOf('Your course handicap');
    fireEvent.change(within(calculator).getByLabelText('Your handicap index'), { target: { value: '10' } });
    expect(calculator.querySelector('.stroke-calculator__tee')?.textContent).toContain('14');

    const figure = document.querySelector('.stroke-figure') as HTMLElement;
    expect(within(figure).getByRole('img', { name: /^Stroke table of the course, by tee/ })).toBeTruthy();
    expect(within(figure).getByRole('button', { name: 'Download the table as an image (SVG)' })).toBeTruthy();

    const text = sectionOf('The table as text');
    expect(text.className).toBe('stroke-text-section page__wide');
    expect(text.querySelector('table caption')?.textContent).toMatch(
      /^Handicap index ranges for each course handicap/,
    );

    const onward = screen.getByRole('navigation', { name: 'Before you play' });
    expect(
      within(onward)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/overview', '/holes', '/booking']);
  });

  it('says the table cannot be shown when the course does not come, and still links on', async () => {
    fakeApi({ 'GET /api/v1/holes': () => jsonResponse({ message: 'Down' }, 500) });
    renderContentPage(<HandicapStrokeTablePage />, 'handicap-stroke-table');
    expect(screen.getByText('Loading the course data…')).toBeTruthy();
    expect(
      await screen.findByText('The stroke table cannot be shown right now. Please try again later.'),
    ).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Before you play' })).toBeTruthy();
  });

  it('reads in German under /de', async () => {
    serve(seededPage('handicap-stroke-table', 'de'), 'de');
    renderContentPage(<HandicapStrokeTablePage />, 'handicap-stroke-table', 'de');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Course-Handicap-Tabelle');
    await screen.findByRole('heading', { level: 2, name: 'So wird gerechnet' });
    expect(sectionOf('So wird gerechnet').textContent).toContain('Plus-Handicaps werden mit einem „+“');
    expect(sectionOf('Ihr Course Handicap').className).toBe('stroke-calculator-card');
    const onward = screen.getByRole('navigation', { name: 'Vor Ihrer Runde' });
    expect(within(onward).getAllByRole('link')[0]?.getAttribute('href')).toBe('/de/overview');
  });

  it('keeps the drawing page-wide wherever staff put it', async () => {
    const seeded = seededPage('handicap-stroke-table');
    const drawing = seeded.blocks.filter((block) => block.id === 'stroke-table-image');
    const others = seeded.blocks.filter((block) => block.id !== 'stroke-table-image');
    // Under the table as text, before the cards.
    const page: PublicPage = {
      ...seeded,
      blocks: others.flatMap((block) => (block.kind === 'links' ? [...drawing, block] : [block])),
    };
    serve(page);
    const client = renderContentPage(<HandicapStrokeTablePage />, 'handicap-stroke-table');
    act(() => client.setQueryData(pageQueryKey('handicap-stroke-table', 'en'), page));
    await screen.findByRole('heading', { level: 2, name: 'How it is worked out' });
    expect(bodyParts()).toEqual([
      'stroke-intro page__wide',
      'stroke-text-section page__wide',
      'stroke-figure page__wide',
      'link-cards',
    ]);
  });
});
