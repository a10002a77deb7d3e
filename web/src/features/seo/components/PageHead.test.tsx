// @vitest-environment jsdom
import { cleanup, render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { club } from '../../../../../common/config/club';
import type { RouteHandle } from '../../../app/routes';
import { en, LanguageProvider } from '../../../lib/i18n';
import { PageHead } from './PageHead';

const GreenFeesHead = () => <PageHead title="Green Fees | Royal Links Golf Club" />;

function renderAt(path: string, handle: RouteHandle, language: 'en' | 'nl' = 'en') {
  const router = createMemoryRouter([{ path: '*', handle, Component: GreenFeesHead }], {
    initialEntries: [path],
  });
  render(
    <LanguageProvider language={language} dictionary={en}>
      <RouterProvider router={router} />
    </LanguageProvider>,
  );
}

const attribute = (selector: string, name: string) =>
  document.head.querySelector(selector)?.getAttribute(name);

afterEach(cleanup);

describe('PageHead', () => {
  it('puts the description, canonical URL, languages and share tags of the screen in the head', async () => {
    renderAt('/greenfees/', { animation: 'page', screen: 'greenfees' });
    await waitFor(() => expect(document.title).toBe('Green Fees | Royal Links Golf Club'));
    expect(attribute('meta[name="description"]', 'content')).toBe(en['meta.description.greenfees']);
    expect(attribute('link[rel="canonical"]', 'href')).toBe(`${club.siteUrl}/greenfees`);
    const alternates = [...document.head.querySelectorAll('link[rel="alternate"]')].map(
      (link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`,
    );
    expect(alternates).toEqual([
      `en ${club.siteUrl}/greenfees`,
      `nl ${club.siteUrl}/nl/greenfees`,
      `fr ${club.siteUrl}/fr/greenfees`,
      `de ${club.siteUrl}/de/greenfees`,
      `x-default ${club.siteUrl}/greenfees`,
    ]);
    expect(attribute('meta[property="og:url"]', 'content')).toBe(`${club.siteUrl}/greenfees`);
    expect(attribute('meta[property="og:locale"]', 'content')).toBe('en_US');
    expect(attribute('meta[name="twitter:card"]', 'content')).toBe('summary_large_image');
    expect(document.querySelector('script[type="application/ld+json"]')).toBeNull();
  });

  it('gives a Dutch page its /nl canonical URL and locale', async () => {
    renderAt('/nl/greenfees', { animation: 'page', screen: 'greenfees' }, 'nl');
    await waitFor(() =>
      expect(attribute('link[rel="canonical"]', 'href')).toBe(`${club.siteUrl}/nl/greenfees`),
    );
    expect(attribute('meta[property="og:locale"]', 'content')).toBe('nl_BE');
  });

  it('gives an unknown path, which shows home, the home page as canonical, with the club as JSON-LD', async () => {
    renderAt('/no/such/page', { animation: 'home', screen: 'home' });
    await waitFor(() => expect(attribute('link[rel="canonical"]', 'href')).toBe(`${club.siteUrl}/`));
    const json = JSON.parse(
      document.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}',
    );
    const [organization, course] = json['@graph'];
    expect(organization.telephone).toBe(club.phone);
    expect(organization.address.streetAddress).toBe(club.address.street);
    expect(organization.openingHoursSpecification.length).toBeGreaterThan(0);
    expect(course['@type']).toBe('GolfCourse');
  });
});
