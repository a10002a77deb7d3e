import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Hole } from '../../../../../common/api/holes';
import { nl } from '../../../i18n/nl';
import { LanguageProvider } from '../../../lib/i18n';
import { testCourse } from '../../course/testCourse';
import { CourseMap } from './CourseMap';
import { ScoreCardTile } from './ScoreCardTile';

afterEach(cleanup);

const holes = new Map<number, Hole>(testCourse.holes.map((hole) => [hole.number, hole]));

describe('CourseMap', () => {
  it('puts a tile on the map for each of the 18 holes, linking to it by name and par', () => {
    render(
      <MemoryRouter>
        <CourseMap holes={holes} titleId="map-title" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('img', { name: /^Map of the links/ }).getAttribute('src')).toBe(
      '/media/course-map.svg',
    );
    const links = within(screen.getByRole('navigation', { name: 'The 18 holes on the map' })).getAllByRole(
      'link',
    );
    expect(links).toHaveLength(18);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      Array.from({ length: 18 }, (_, index) => `/holes/hole-${index + 1}-page`),
    );
    expect(screen.getByRole('link', { name: 'Hole 7, Sea Holly, par 3, 360 m' })).toBeTruthy();
    // Each tile sits where its hole is on the map.
    const tile = links[0]?.closest('li');
    expect(tile?.style.getPropertyValue('--x')).toMatch(/^\d+(\.\d+)?%$/);
    expect(tile?.style.getPropertyValue('--y')).toMatch(/^\d+(\.\d+)?%$/);
  });

  it('still numbers the tiles before the course data has come', () => {
    render(
      <MemoryRouter>
        <CourseMap holes={new Map()} titleId="map-title" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Hole 18' }).getAttribute('href')).toBe('/holes/hole-18-page');
  });
});

describe('ScoreCardTile', () => {
  it("downloads the PDF score card in the page's language", () => {
    render(<ScoreCardTile title="Score Card" html="<p>Print it for your round.</p>" />);
    const link = screen.getByRole('link', { name: /^Score Card Print it for your round\. Download/ });
    expect(link.getAttribute('href')).toBe('/api/v1/holes/scorecard.pdf?lang=en');
    expect(link.getAttribute('download')).toBe('score-card.pdf');
  });

  it('keeps only the words of a link in its text: the tile is one link', () => {
    render(<ScoreCardTile title="Score Card" html={'<p>See <a href="/holes">the holes</a>.</p>'} />);
    const tile = screen.getByRole('link');
    expect(tile.querySelectorAll('a')).toHaveLength(0);
    expect(tile.querySelector('.score-card-tile__text')?.innerHTML).toBe('<p>See the holes.</p>');
  });

  it('asks for the Dutch card on a Dutch page', () => {
    render(
      <LanguageProvider language="nl" dictionary={nl}>
        <ScoreCardTile />
      </LanguageProvider>,
    );
    expect(screen.getByRole('link').getAttribute('href')).toBe('/api/v1/holes/scorecard.pdf?lang=nl');
    expect(screen.getByRole('link').getAttribute('download')).toBe('score-card.pdf');
  });
});
