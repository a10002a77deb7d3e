import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicPage } from '../../../../common/api/pages';
import type { Language } from '../../../../common/i18n/languages';
import { fakeApi, jsonResponse } from '../../features/booking/test/fakeApi';
import { pageQueryKey } from '../../features/content-pages/api/getPage';
import { seededPage } from '../../features/content-pages/test/seededPages';
import { VLINDER_ANCHOR } from '../../features/dashboard/components/VlinderDashboard';
import { SPECIES_ANCHOR } from '../../features/species/species';
import { BiodiversityPage } from './BiodiversityPage';
import { renderContentPage } from './test/renderContentPage';

const serve = (page: PublicPage) => fakeApi({ 'GET /api/v1/pages/biodiversity': () => jsonResponse(page) });

/** Where the router is: an in-text link must move it, not load another page. */
function Location() {
  const { pathname, hash } = useLocation();
  return <output aria-label="location">{`${pathname}${hash}`}</output>;
}

const renderPage = (language: Language = 'en') =>
  renderContentPage(
    <>
      <BiodiversityPage />
      <Location />
    </>,
    'biodiversity',
    language,
  );

beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('BiodiversityPage', () => {
  it('gives the habitats, the protected species and the sensor project in the text column', () => {
    serve(seededPage('biodiversity'));
    renderPage();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Biodiversity');
    const headings = [...document.querySelectorAll('.club-layout__main > section.club-section > h2')];
    expect(headings.map((heading) => [heading.id, heading.textContent])).toEqual([
      ['bio-habitats', 'Dune habitats'],
      ['bio-protected', 'Protected species'],
      ['bio-sensor', 'A citizen-science sensor project'],
    ]);
    const habitats = within(screen.getByRole('region', { name: 'Dune habitats' })).getAllByRole('listitem');
    expect(habitats.map((habitat) => habitat.querySelector('strong')?.textContent)).toEqual([
      'White dunes',
      'Grey dunes',
      'Dune grassland',
      'Dune slacks',
      'Scrub',
    ]);
    expect(habitats[3]?.textContent).toContain('the breeding pools of the natterjack toad.');
  });

  it('links into the species list and the dashboard of the ecology page, and stays in the app', () => {
    serve(seededPage('biodiversity'));
    renderPage();
    const species = screen.getByRole('link', { name: 'See the species list' });
    expect(species.getAttribute('href')).toBe(`/ecology#${SPECIES_ANCHOR}`);
    expect(screen.getByRole('link', { name: 'See the live dashboard' }).getAttribute('href')).toBe(
      `/ecology#${VLINDER_ANCHOR}`,
    );

    fireEvent.click(screen.getByRole('link', { name: 'See the live dashboard' }));
    expect(screen.getByRole('status', { name: 'location' }).textContent).toBe(`/ecology#${VLINDER_ANCHOR}`);
  });

  it('shows the gallery of the dunes beside the text, with its captions and how to read them', () => {
    serve(seededPage('biodiversity'));
    renderPage();
    const gallery = screen.getByRole('region', { name: 'Life in the dunes' });
    expect(gallery.matches('.club-layout--split > section.club-layout__aside.club-gallery')).toBe(true);
    expect(gallery.querySelector('h2')?.id).toBe('bio-gallery');
    expect(within(gallery).getByText('Hover over or tab to a picture to read its caption.')).toBeTruthy();
    const figures = within(gallery).getAllByRole('figure');
    expect(figures).toHaveLength(4);
    expect(figures[0]?.querySelector('figcaption')?.textContent).toBe(
      'The dunes at dusk, when the rabbits come out and the wind drops.',
    );
    expect(
      within(figures[0] as HTMLElement)
        .getByRole('img')
        .getAttribute('src'),
    ).toBe('/art/bio-dunes-dusk.svg');
  });

  it('reads in Dutch, its links into the ecology page staying in Dutch', () => {
    serve(seededPage('biodiversity', 'nl'));
    renderPage('nl');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Biodiversiteit');
    expect(screen.getByRole('link', { name: 'Bekijk de lijst van soorten' }).getAttribute('href')).toBe(
      `/nl/ecology#${SPECIES_ANCHOR}`,
    );
    const onward = screen.getByRole('navigation', { name: 'Verder ontdekken' });
    expect(
      within(onward)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/nl/ecology', '/nl/holes']);
  });

  it('shows the pictures staff chose for the gallery, in their order', async () => {
    const seeded = seededPage('biodiversity');
    const page: PublicPage = {
      ...seeded,
      blocks: seeded.blocks.map((block) =>
        block.kind === 'gallery' ? { ...block, pictures: [...block.pictures].reverse().slice(0, 2) } : block,
      ),
    };
    serve(page);
    const client = renderPage();
    act(() => client.setQueryData(pageQueryKey('biodiversity', 'en'), page));
    const captions = () =>
      within(screen.getByRole('region', { name: 'Life in the dunes' }))
        .getAllByRole('figure')
        .map((figure) => figure.querySelector('figcaption')?.textContent);
    await waitFor(() =>
      expect(captions()).toEqual([
        'The VLINDER weather station among the marram grass.',
        'A dune slack in spring, the breeding pool of the natterjack toad.',
      ]),
    );
  });
});
