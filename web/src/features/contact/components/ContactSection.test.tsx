import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ContactSection } from './ContactSection';
import { mapEmbedUrl } from './clubMap';

afterEach(cleanup);

function renderContact() {
  render(
    <MemoryRouter>
      <ContactSection />
    </MemoryRouter>,
  );
  return screen.getByRole('region', { name: 'Visit the club' });
}

describe('ContactSection', () => {
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

  it('reveals the photo credits with the copyright toggle, and hides them again', () => {
    renderContact();
    const toggle = screen.getByRole('button', { name: /Copyright and photo credits/ });
    const credits = () => screen.getByText(/original illustrations drawn for this website/);
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
