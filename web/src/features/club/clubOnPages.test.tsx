// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { PublicClubDetails } from '../../../../common/api/club';
import { renderPage } from '../../entry-server';
import { pageQueryKey } from '../content-pages/api/getPage';
import { seededPage } from '../content-pages/test/seededPages';
import { clubDetailsQueryKey } from './api/getClubDetails';
import { seededClubDetails } from './test/seededClubDetails';

// docs/product.md, Club details: the server renders every page with the club's details (its club query
// answered), so the page's own HTML paints the details staff saved: header, footer, titles, the contact
// section and the home page's structured data. Rendered here with the real app, as the server does.

const dunes: PublicClubDetails = {
  name: 'Golf des Dunes',
  tagline: { text: 'Le golf entre les dunes et le phare.', fallback: false },
  address: { street: 'Rue du Phare 7', postalCode: '59140', city: 'Dunkerque', countryCode: 'FR' },
  countryName: 'France',
  phone: '+33 3 28 00 00 00',
  email: 'accueil@dunes.example',
  map: { lat: 51.05, lon: 2.37 },
  socialLinks: [
    { network: 'facebook', url: 'https://www.facebook.com/dunes' },
    { network: 'tiktok', url: 'https://www.tiktok.com/@dunes' },
  ],
  membersUrl: 'https://membres.dunes.example',
  photoCredits: 'Marie Leroy',
};

/** The rendered body as a document, to read by role and text. */
function pageOf(body: string): Document {
  const page = document.implementation.createHTMLDocument('page');
  page.body.innerHTML = body;
  return page;
}

describe('a page the server renders with the club’s details', () => {
  it('paints them in the header and the footer, in the page’s language', async () => {
    const { head, body } = await renderPage('/fr/greenfees', 'fr', [[clubDetailsQueryKey('fr'), dunes]]);
    const page = pageOf(body);
    expect(page.querySelector('.site-header__name')?.textContent).toBe('Golf des Dunes');
    const footer = page.querySelector('footer');
    expect(footer?.querySelector('.site-footer__name')?.textContent).toBe('Golf des Dunes');
    expect(footer?.querySelector('.site-footer__tagline')?.textContent).toBe(
      'Le golf entre les dunes et le phare.',
    );
    expect(footer?.querySelector('address')?.textContent).toMatch(/Rue du Phare 759140 Dunkerque, France$/);
    const links = [...(footer?.querySelectorAll('a') ?? [])].map((a) => [
      a.textContent,
      a.getAttribute('href'),
    ]);
    expect(links).toEqual(
      expect.arrayContaining([
        ['+33 3 28 00 00 00', 'tel:+33328000000'],
        ['accueil@dunes.example', 'mailto:accueil@dunes.example'],
        ['Site des membres (s’ouvre dans un nouvel onglet)', 'https://membres.dunes.example'],
        ['Suivez-nous sur Facebook (s’ouvre dans un nouvel onglet)', 'https://www.facebook.com/dunes'],
        ['Suivez-nous sur TikTok (s’ouvre dans un nouvel onglet)', 'https://www.tiktok.com/@dunes'],
      ]),
    );
    expect(footer?.querySelector('.site-footer__copyright')?.textContent).toMatch(
      /^© \d{4} Golf des Dunes · Photos\u00a0: Marie Leroy$/,
    );
    expect(body).not.toMatch(/Royal Links|Zeedijk|Instagram/);
    expect(head.join('')).toContain('| Golf des Dunes</title>');
    expect(head).toContain('<meta property="og:site_name" content="Golf des Dunes"/>');
  });

  it('gives the home page its title, contact section and structured data from them', async () => {
    // The home page's texts too, which place the contact section (the server renders / with both).
    const { head, body } = await renderPage('/', 'en', [
      [clubDetailsQueryKey('en'), dunes],
      [pageQueryKey('home', 'en'), seededPage('home')],
    ]);
    const page = pageOf(body);
    expect(page.querySelector('h1')?.textContent).toBe('Golf des Dunes');
    expect(head).toContain('<title>Golf des Dunes</title>');
    const contact = page.querySelector('.contact');
    expect(contact?.querySelector('address')?.textContent).toBe(
      'Golf des DunesRue du Phare 759140 Dunkerque, France',
    );
    expect(contact?.querySelector('iframe')?.getAttribute('src')).toContain('marker=51.0500,2.3700');
    const data = page.querySelector('script[type="application/ld+json"]')?.textContent ?? '';
    const [organization, course] = (JSON.parse(data) as { '@graph': Record<string, unknown>[] })['@graph'];
    expect(organization).toMatchObject({
      name: 'Golf des Dunes',
      slogan: 'Le golf entre les dunes et le phare.',
      telephone: '+33 3 28 00 00 00',
      email: 'accueil@dunes.example',
      address: {
        streetAddress: 'Rue du Phare 7',
        postalCode: '59140',
        addressLocality: 'Dunkerque',
        addressCountry: 'FR',
      },
      sameAs: ['https://www.facebook.com/dunes', 'https://www.tiktok.com/@dunes'],
    });
    expect(course).toMatchObject({ geo: { latitude: 51.05, longitude: 2.37 } });
  });

  it('shows none of the club’s details without them, never the sample ones', async () => {
    const { body } = await renderPage('/', 'en');
    expect(body).not.toContain(seededClubDetails().name);
    expect(body).not.toContain(seededClubDetails().address.street);
    expect(body).not.toContain('application/ld+json');
  });
});
