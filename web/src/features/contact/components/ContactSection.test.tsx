import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { PublicClubDetails } from '../../../../../common/api/club';
import { createQueryClient } from '../../../app/queryClient';
import { clubDetailsQueryKey } from '../../club/api/getClubDetails';
import { mapEmbedUrl } from '../../club/clubMap';
import { seededClubDetails } from '../../club/test/seededClubDetails';
import { ContactSection, type ContactTitle } from './ContactSection';

afterEach(cleanup);

/** The heading and intro as the home page gives them (its blocks before the widget). */
const title: ContactTitle = {
  id: 'home-contact',
  content: (
    <>
      <h2 id="home-contact">Visit the club</h2>
      <p>The secretariat is glad to help.</p>
    </>
  ),
};

function renderContact(
  club: PublicClubDetails | null = seededClubDetails(),
  given: ContactTitle | null = title,
) {
  const { container } = render(
    <QueryClientProvider client={createQueryClient(club ? [[clubDetailsQueryKey('en'), club]] : [])}>
      <MemoryRouter>
        <ContactSection title={given} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return container.querySelector('section.contact') as HTMLElement;
}

describe('ContactSection', () => {
  it('shows the page’s heading and intro above the details, named by that heading', () => {
    const section = renderContact();
    expect(within(section.parentElement as HTMLElement).getByRole('region', { name: 'Visit the club' })).toBe(
      section,
    );
    expect(section.querySelector('.contact__details')?.firstElementChild?.textContent).toBe('Visit the club');
    expect(within(section).getByText('The secretariat is glad to help.')).toBeTruthy();
  });

  it('shows the details alone without them, writing no title of its own', () => {
    const section = renderContact(seededClubDetails(), null);
    expect(section.hasAttribute('aria-labelledby')).toBe(false);
    expect(section.querySelector('h2')).toBeNull();
    expect(section.querySelector('.contact__details')?.firstElementChild?.className).toBe('contact__list');
    expect(within(section).getByRole('link', { name: 'info@example.org' })).toBeTruthy();
  });

  it('gives the address, a phone link, an e-mail link, the social link and the privacy link', () => {
    const section = renderContact();
    expect(within(section).getByText(/Zeedijk 1/)).toBeTruthy();
    expect(within(section).getByRole('link', { name: '+32 50 00 00 00' }).getAttribute('href')).toBe(
      'tel:+3250000000',
    );
    expect(within(section).getByRole('link', { name: 'info@example.org' }).getAttribute('href')).toBe(
      'mailto:info@example.org',
    );
    const social = within(section).getByRole('link', { name: /Follow us on Instagram/ });
    expect(social.getAttribute('href')).toBe('https://www.instagram.com/example');
    expect(social.getAttribute('rel')).toContain('noopener');
    expect(within(section).getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe(
      '/privacy',
    );
  });

  it('embeds the OpenStreetMap map of the club, lazily, with a title and a size', () => {
    const section = renderContact();
    const map = within(section).getByTitle('Map of the club and its surroundings, on OpenStreetMap');
    expect(map.tagName).toBe('IFRAME');
    expect(map.getAttribute('src')).toBe(
      'https://www.openstreetmap.org/export/embed.html?bbox=3.2200,51.3180,3.2800,51.3420&layer=mapnik&marker=51.3300,3.2500',
    );
    expect(map.getAttribute('loading')).toBe('lazy');
    expect(map.getAttribute('width')).toBe('640');
    expect(map.getAttribute('height')).toBe('420');
  });

  it('reveals the copyright and the club’s photo credits with the toggle, and hides them again', () => {
    const section = renderContact({ ...seededClubDetails(), photoCredits: 'Marie Leroy' });
    const toggle = within(section).getByRole('button', { name: /Copyright and photo credits/ });
    const credits = () => within(section).getByText('Photos: Marie Leroy');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(credits().closest('[hidden]')).not.toBeNull();

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(credits().closest('[hidden]')).toBeNull();
    expect(toggle.getAttribute('aria-controls')).toBe(credits().parentElement?.id);

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(credits().closest('[hidden]')).not.toBeNull();
  });

  it('credits no photos while staff have given no credits, as the footer', () => {
    const section = renderContact();
    const panel = section.querySelector('.credits__panel');
    expect([...(panel?.querySelectorAll('p') ?? [])].map((p) => p.textContent)).toEqual([
      `© ${new Date().getFullYear()} Royal Links Golf Club. All rights reserved.`,
      'Map data © OpenStreetMap contributors, available under the Open Database License.',
    ]);
  });
});

describe('ContactSection with the details staff saved', () => {
  const saved: PublicClubDetails = {
    ...seededClubDetails(),
    name: 'Golf des Dunes',
    address: { street: 'Rue du Phare 7', postalCode: '59140', city: 'Dunkerque', countryCode: 'FR' },
    countryName: 'France',
    phone: '+33 3 28 00 00 00',
    email: 'accueil@dunes.example',
    map: { lat: 51.05, lon: 2.37 },
    socialLinks: [
      { network: 'facebook', url: 'https://www.facebook.com/dunes' },
      { network: 'youtube', url: 'https://www.youtube.com/@dunes' },
    ],
  };

  it('shows them: name, address with its country, phone, e-mail, every social link, and the map', () => {
    const section = renderContact(saved);
    const address = section.querySelector('address')?.textContent;
    expect(address).toBe('Golf des DunesRue du Phare 759140 Dunkerque, France');
    expect(within(section).getByRole('link', { name: '+33 3 28 00 00 00' }).getAttribute('href')).toBe(
      'tel:+33328000000',
    );
    expect(within(section).getByRole('link', { name: 'accueil@dunes.example' }).getAttribute('href')).toBe(
      'mailto:accueil@dunes.example',
    );
    expect(
      within(section)
        .getAllByRole('link', { name: /^Follow us on/ })
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Follow us on Facebook (opens in a new tab)', 'https://www.facebook.com/dunes'],
      ['Follow us on YouTube (opens in a new tab)', 'https://www.youtube.com/@dunes'],
    ]);
    expect(
      within(section)
        .getByTitle(/Map of the club/)
        .getAttribute('src'),
    ).toBe(mapEmbedUrl(saved.map));
    expect(within(section).queryByText(/Zeedijk|Royal Links/)).toBeNull();
  });

  it('shows nothing of the club until they have come, never the sample values', () => {
    const section = renderContact(null);
    expect(within(section).queryByRole('link', { name: /Follow us/ })).toBeNull();
    expect(section.querySelector('address')).toBeNull();
    expect(section.querySelector('iframe')).toBeNull();
    expect(within(section).getByRole('link', { name: 'Privacy Policy' })).toBeTruthy();
  });
});

describe('mapEmbedUrl', () => {
  it('centres the map and its marker on the given position', () => {
    const url = new URL(mapEmbedUrl({ lat: 50.5, lon: 4 }));
    expect(url.origin).toBe('https://www.openstreetmap.org');
    expect(url.searchParams.get('marker')).toBe('50.5000,4.0000');
    expect(url.searchParams.get('bbox')).toBe('3.9700,50.4880,4.0300,50.5120');
    expect(url.searchParams.get('layer')).toBe('mapnik');
  });
});
