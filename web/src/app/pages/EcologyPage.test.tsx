// @vitest-environment jsdom
// (happy-dom reports every frame it does not load as an error: the dashboard is one.)
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { PublicBlock, PublicPage } from '../../../../common/api/pages';
import { fakeApi, jsonResponse, testQueryClient } from '../../features/booking/test/fakeApi';
import { pageQueryKey } from '../../features/content-pages/api/getPage';
import { seededPage } from '../../features/content-pages/test/seededPages';
import { VLINDER_ANCHOR, VLINDER_DASHBOARD_URL } from '../../features/dashboard/components/VlinderDashboard';
import { SPECIES_ANCHOR } from '../../features/species/species';
import { EcologyPage } from './EcologyPage';
import { renderContentPage } from './test/renderContentPage';

const serve = (page: PublicPage) => fakeApi({ 'GET /api/v1/pages/ecology': () => jsonResponse(page) });

/** A timeline's steps as the visitor reads them: when, and what. */
const stepsOf = (timeline: HTMLElement) =>
  within(timeline)
    .getAllByRole('listitem')
    .map((step) => [...step.children].map((part) => part.textContent));

const headingsIn = (selector: string) =>
  [...document.querySelectorAll(`${selector} > section > h2`)].map((heading) => heading.textContent);

beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('EcologyPage', () => {
  it('gives the plans in the text column, the timeline beside them', () => {
    serve(seededPage('ecology'));
    renderContentPage(<EcologyPage />, 'ecology');

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Ecological Management');
    expect(headingsIn('.club-layout__main')).toEqual([
      'An ecology plan since 2003',
      'A new 20-year plan from 2020',
      'What it means for your round',
    ]);
    const plan2020 = screen.getByRole('region', { name: 'A new 20-year plan from 2020' });
    expect(within(plan2020).getAllByRole('listitem')).toHaveLength(3);
    expect(within(plan2020).getByText(/approved in spring 2021/)).toBeTruthy();

    const aside = document.querySelector<HTMLElement>('.club-layout__aside');
    if (!aside) throw new Error('no aside');
    const timeline = within(aside).getByRole('region', { name: 'The plans at a glance' });
    expect(stepsOf(timeline)).toEqual([
      ['2003', 'The first ecology plan divides the course into play areas and nature areas.'],
      ['2020', 'A new plan is drawn up for the next twenty years.'],
      ['Spring 2021', 'The new 20-year plan is approved.'],
      ['Until 2040', 'Nature areas connected, grey dune restored, results monitored every year.'],
    ]);
  });

  it('keeps the timeline beside the text wherever staff placed it, in the page language', () => {
    const seeded = seededPage('ecology', 'de');
    const timeline = seeded.blocks.filter((block) => block.kind === 'timeline');
    const page: PublicPage = {
      ...seeded,
      blocks: [...seeded.blocks.filter((block) => block.kind !== 'timeline'), ...timeline],
    };
    serve(page);
    const client = renderContentPage(<EcologyPage />, 'ecology', 'de');
    act(() => client.setQueryData(pageQueryKey('ecology', 'de'), page));

    const aside = document.querySelector<HTMLElement>('.club-layout__aside');
    if (!aside) throw new Error('no aside');
    const region = within(aside).getByRole('region', { name: 'Die Pläne im Überblick' });
    expect(stepsOf(region).map(([when]) => when)).toEqual(['2003', '2020', 'Frühjahr 2021', 'Bis 2040']);
    expect(document.querySelectorAll('.content-timeline')).toHaveLength(1);
  });

  it('gives the species and the dashboard at the anchors other pages link to', () => {
    serve(seededPage('ecology'));
    renderContentPage(<EcologyPage />, 'ecology');

    const species = document.getElementById(SPECIES_ANCHOR);
    expect(species?.matches('.club-layout > section.club-section')).toBe(true);
    expect(species?.getAttribute('aria-labelledby')).toBe('ecology-species');
    const speciesSection = within(species as HTMLElement);
    expect(speciesSection.getByRole('heading', { level: 2 }).textContent).toBe(
      'Protected species on the course',
    );
    expect(speciesSection.getAllByRole('heading', { level: 3 }).map((name) => name.textContent)).toEqual([
      'Natterjack toad',
      'Sand lizard',
      'Sea holly',
      'Marram grass',
      'Skylark',
      'Bee orchid',
      'Sea buckthorn',
    ]);
    const toad = speciesSection.getByRole('img', { name: /natterjack toad/ });
    expect(toad.getAttribute('src')).toBe('/art/species-natterjack-toad.svg');
    expect(toad.getAttribute('alt')).toBe(
      'Illustration of a natterjack toad: an olive, warty toad with a yellow stripe',
    );
    expect([toad.getAttribute('width'), toad.getAttribute('height')]).toEqual(['480', '360']);
    expect(speciesSection.getAllByRole('img')).toHaveLength(7);

    const dashboard = document.getElementById(VLINDER_ANCHOR);
    expect(dashboard?.matches('.club-layout > section.club-section')).toBe(true);
    const dashboardSection = within(dashboard as HTMLElement);
    expect(dashboardSection.getByRole('heading', { level: 2 }).textContent).toBe(
      'VLINDER: live data from the dunes',
    );
    expect(
      dashboardSection.getByTitle('VLINDER live dashboard of citizen-science weather stations'),
    ).toHaveProperty('src', VLINDER_DASHBOARD_URL);
  });

  it('gives each species its picture, names and text in the page language, the English where one is empty', async () => {
    const seeded = seededPage('ecology', 'nl');
    // As the server answers a card whose Dutch text staff left empty, and one whose picture was deleted.
    const page: PublicPage = {
      ...seeded,
      blocks: seeded.blocks.map((block) =>
        block.kind === 'cards'
          ? {
              ...block,
              items: block.items.map((card, at) => {
                if (at === 1)
                  return { ...card, text: 'Basks on south-facing slopes.', fallback: ['text' as const] };
                return at === 2 ? { ...card, picture: null } : card;
              }),
            }
          : block,
      ),
    };
    serve(page);
    const client = renderContentPage(<EcologyPage />, 'ecology', 'nl');
    act(() => client.setQueryData(pageQueryKey('ecology', 'nl'), page));

    await screen.findByText('Basks on south-facing slopes.');
    const species = document.getElementById(SPECIES_ANCHOR) as HTMLElement;
    const cards = within(species).getAllByRole('listitem');
    expect(cards).toHaveLength(7);
    const [toad, lizard, holly] = cards as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(toad).getByRole('heading', { level: 3 }).textContent).toBe('Rugstreeppad');
    expect(within(toad).getByRole('img').getAttribute('alt')).toBe(
      'Illustratie van een rugstreeppad: een olijfkleurige, wrattige pad met een gele streep',
    );
    expect([...toad.querySelectorAll('p')].map((line) => line.textContent)).toEqual([
      'Epidalea calamita',
      'Een kleine pad die eerder loopt dan springt, met een dunne gele streep over de rug. Ze plant zich voort in de ondiepe, door de zon opgewarmde poelen van de duinpannen en roept luid op lentenachten.',
    ]);
    expect(within(lizard).getByText('Basks on south-facing slopes.').getAttribute('lang')).toBe('en');
    expect(within(lizard).getByText('Zandhagedis').getAttribute('lang')).toBeNull();
    expect(within(holly).queryByRole('img')).toBeNull();
    expect(within(holly).getByRole('heading', { level: 3 }).textContent).toBe('Blauwe zeedistel');
  });

  it('links on to biodiversity and the holes, in the page language', () => {
    serve(seededPage('ecology', 'de'));
    renderContentPage(<EcologyPage />, 'ecology', 'de');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Ökologisches Management');
    const onward = screen.getByRole('navigation', { name: 'Weiter entdecken' });
    expect(
      within(onward)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/de/biodiversity', '/de/holes']);
  });

  it('keeps the anchors on the sections that show the list and the dashboard, however staff title them', async () => {
    const seeded = seededPage('ecology');
    const retitled = (block: PublicBlock): PublicBlock =>
      block.kind === 'heading' && block.id === 'species' ? { ...block, text: 'What lives here' } : block;
    const page: PublicPage = { ...seeded, blocks: seeded.blocks.map(retitled) };
    serve(page);
    const client = renderContentPage(<EcologyPage />, 'ecology');
    act(() => client.setQueryData(pageQueryKey('ecology', 'en'), page));

    await screen.findByRole('heading', { level: 2, name: 'What lives here' });
    expect(document.getElementById(SPECIES_ANCHOR)?.querySelector('h2')?.textContent).toBe('What lives here');
    expect(document.getElementById(VLINDER_ANCHOR)).toBeTruthy();
  });

  it('scrolls to the anchor a link from another page named, once the texts have arrived', async () => {
    serve(seededPage('ecology'));
    // jsdom does not scroll: the test only asks where the page would.
    const scrolledTo: Element[] = [];
    Object.defineProperty(Element.prototype, 'scrollIntoView', {
      configurable: true,
      value(this: Element) {
        scrolledTo.push(this);
      },
    });
    onTestFinished(() => {
      Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
    });
    render(
      <QueryClientProvider client={testQueryClient()}>
        <MemoryRouter initialEntries={['/biodiversity']}>
          <Routes>
            <Route path="/biodiversity" element={<Link to={`/ecology#${VLINDER_ANCHOR}`}>Dashboard</Link>} />
            <Route path="/ecology" element={<EcologyPage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );

    fireEvent.click(screen.getByRole('link', { name: 'Dashboard' }));

    await screen.findByRole('heading', { level: 2, name: 'VLINDER: live data from the dunes' });
    expect(scrolledTo.map((element) => element.id)).toEqual([VLINDER_ANCHOR]);
  });
});
