import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { seedMedia } from '../../../../server/src/content/seed/media';
import { HistoryPage } from './HistoryPage';
import { renderContentPage } from './test/renderContentPage';

afterEach(cleanup);

const gallery = () => screen.getByRole('region', { name: 'Pictures from the club' });

describe('HistoryPage', () => {
  it('tells the story under its headings in the text column, with the link on to the ecology page', () => {
    renderContentPage(<HistoryPage />, 'history');
    expect(screen.getByRole('heading', { level: 1, name: 'History' })).toBeTruthy();
    const main = document.querySelector('.club-layout__main') as HTMLElement;
    expect(
      within(main)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Links laid out by the sea', 'A royal title', 'Hard years and rebuilding', 'The club today']);
    expect(document.getElementById('history-origins')?.textContent).toBe('Links laid out by the sea');
    expect(within(main).getByText(/Since 2003 the club also looks after the dunes themselves/)).toBeTruthy();
    expect(
      within(main).getByRole('link', { name: 'Read about our ecological management' }).getAttribute('href'),
    ).toBe('/ecology');
  });

  it('shows the gallery beside the text: the seeded pictures in order, with their alt texts and captions', () => {
    renderContentPage(<HistoryPage />, 'history');
    expect(gallery().classList).toContain('club-layout__aside');
    expect(within(gallery()).getByText('Hover over or tab to a picture to read its caption.')).toBeTruthy();
    const images = within(gallery()).getAllByRole('img');
    const history = seedMedia.filter((seed) => seed.id.startsWith('history-'));
    expect(images.map((image) => image.getAttribute('src'))).toEqual([
      '/art/history-clubhouse.svg',
      '/art/history-early-links.svg',
      '/art/history-18th-green.svg',
      '/art/history-honours-board.svg',
    ]);
    expect(images.map((image) => image.getAttribute('alt'))).toEqual(history.map((seed) => seed.alt.en));
    expect(images[0]?.getAttribute('width')).toBe('800');
    expect([...gallery().querySelectorAll('figcaption')].map((caption) => caption.textContent)).toEqual(
      history.map((seed) => seed.caption.en),
    );
  });

  it('ends with the onward links, in the page language', () => {
    renderContentPage(<HistoryPage />, 'history', 'nl');
    expect(screen.getByRole('heading', { level: 1, name: 'Geschiedenis' })).toBeTruthy();
    const onward = screen.getByRole('navigation', { name: 'Verder ontdekken' });
    expect(
      within(onward)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/nl/bod', '/nl/dining-bar']);
    const dutchGallery = screen.getByRole('region', { name: 'Beelden van de club' });
    const clubhouse = seedMedia.find((seed) => seed.id === 'history-clubhouse');
    expect(within(dutchGallery).getAllByRole('img')[0]?.getAttribute('alt')).toBe(clubhouse?.alt.nl);
    expect(
      screen.getByRole('link', { name: 'Lees meer over ons ecologisch beheer' }).getAttribute('href'),
    ).toBe('/nl/ecology');
  });
});
