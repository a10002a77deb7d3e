import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicClubDetails } from '../../../../common/api/club';
import { clubDetailsQueryKey } from '../../features/club/api/getClubDetails';
import { seededClubDetails } from '../../features/club/test/seededClubDetails';
import { ConsentProvider } from '../../features/consent/ConsentProvider';
import { applyLiveChange } from '../../features/live/useLiveUpdates';
import { createQueryClient } from '../queryClient';
import { SiteFooter } from './SiteFooter';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const saved: PublicClubDetails = {
  ...seededClubDetails(),
  name: 'Golf des Dunes',
  tagline: { text: 'Golf between the dunes and the lighthouse.', fallback: false },
  address: { street: 'Rue du Phare 7', postalCode: '59140', city: 'Dunkerque', countryCode: 'FR' },
  countryName: 'France',
  phone: '+33 3 28 00 00 00',
  email: 'accueil@dunes.example',
  socialLinks: [
    { network: 'linkedin', url: 'https://www.linkedin.com/company/dunes' },
    { network: 'x', url: 'https://x.com/dunes' },
  ],
  membersUrl: 'https://membres.dunes.example',
  photoCredits: 'Marie Leroy',
};

function renderFooter(club: PublicClubDetails | null) {
  const client = createQueryClient(club ? [[clubDetailsQueryKey('en'), club]] : []);
  render(
    <QueryClientProvider client={client}>
      <ConsentProvider>
        <MemoryRouter>
          <SiteFooter />
        </MemoryRouter>
      </ConsentProvider>
    </QueryClientProvider>,
  );
  return { client, footer: screen.getByRole('contentinfo') };
}

const linksOf = (footer: HTMLElement) =>
  within(footer)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('SiteFooter', () => {
  it('shows the club’s details as staff saved them, with a link to each social network', () => {
    const { footer } = renderFooter(saved);
    expect(within(footer).getByText('Golf des Dunes')).toBeTruthy();
    const tagline = footer.querySelector('.site-footer__tagline');
    expect(tagline?.textContent).toBe('Golf between the dunes and the lighthouse.');
    expect(tagline?.hasAttribute('lang')).toBe(false);
    expect(footer.querySelector('address')?.textContent).toMatch(/Rue du Phare 759140 Dunkerque, France$/);
    expect(linksOf(footer)).toEqual([
      ['+33 3 28 00 00 00', 'tel:+33328000000'],
      ['accueil@dunes.example', 'mailto:accueil@dunes.example'],
      ['Members site (opens in a new tab)', 'https://membres.dunes.example'],
      ['Follow us on LinkedIn (opens in a new tab)', 'https://www.linkedin.com/company/dunes'],
      ['Follow us on X (opens in a new tab)', 'https://x.com/dunes'],
      ['Privacy Policy', '/privacy'],
    ]);
    expect(footer.querySelector('.site-footer__copyright')?.textContent).toMatch(
      /^© \d{4} Golf des Dunes · Photos: Marie Leroy$/,
    );
  });

  it('shows the seeded tagline of a new site, which is the club’s, not the interface’s', () => {
    const { footer } = renderFooter(seededClubDetails());
    expect(footer.querySelector('.site-footer__tagline')?.textContent).toBe(
      'Links golf in the dunes of the Belgian coast.',
    );
  });

  it('marks a tagline shown in English for want of the language’s, and shows none when there is none', () => {
    const english = renderFooter({ ...saved, tagline: { text: 'Links golf.', fallback: true } });
    expect(english.footer.querySelector('.site-footer__tagline')?.getAttribute('lang')).toBe('en');
    cleanup();
    const { footer } = renderFooter({ ...saved, tagline: { text: '', fallback: false } });
    expect(footer.querySelector('.site-footer__tagline')).toBeNull();
    expect(within(footer).getByText('Golf des Dunes')).toBeTruthy();
  });

  it('gives no photo line without credits, and no social link without links', () => {
    const { footer } = renderFooter({ ...saved, photoCredits: '', socialLinks: [] });
    expect(footer.querySelector('.site-footer__copyright')?.textContent).toMatch(/^© \d{4} Golf des Dunes$/);
    expect(within(footer).queryByRole('link', { name: /Follow us/ })).toBeNull();
  });

  it('shows nothing of the club before the details have come, never the sample ones', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    const { footer } = renderFooter(null);
    expect(footer.querySelector('address')).toBeNull();
    expect(footer.querySelector('.site-footer__tagline')).toBeNull();
    expect(footer.querySelector('.site-footer__copyright')).toBeNull();
    expect(linksOf(footer)).toEqual([['Privacy Policy', '/privacy']]);
    expect(footer.textContent).not.toMatch(/Royal Links|Zeedijk|example\.org/);
  });

  it('follows a change staff publish while the page is open', async () => {
    const fetched = vi.fn(async () =>
      Response.json({ ...saved, name: 'Golf des Dunes et du Phare', phone: '+33 3 28 11 11 11' }),
    );
    vi.stubGlobal('fetch', fetched);
    const { client, footer } = renderFooter(saved);
    await applyLiveChange(client, { topic: 'club' });
    expect(await within(footer).findByText('Golf des Dunes et du Phare')).toBeTruthy();
    expect(within(footer).getByRole('link', { name: '+33 3 28 11 11 11' })).toBeTruthy();
    expect(fetched).toHaveBeenCalledWith('/api/v1/club', expect.objectContaining({ method: 'GET' }));
  });
});
