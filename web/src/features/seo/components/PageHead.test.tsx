// @vitest-environment jsdom
import { cleanup, render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { club } from '../../../../../common/config/club';
import { LOCALE_OF } from '../../../../../common/i18n/languages';
import { en } from '../../../lib/i18n';
import { PageHead } from './PageHead';

const GreenFeesHead = () => <PageHead title="Green Fees | Royal Links Golf Club" />;

/** As the app does: each language's router has the language's prefix as basename. */
function renderAt(path: string, basename = '/') {
  const router = createMemoryRouter([{ path: '*', Component: GreenFeesHead }], {
    initialEntries: [path],
    basename,
  });
  render(<RouterProvider router={router} />);
}

const attribute = (selector: string, name: string) =>
  document.head.querySelector(selector)?.getAttribute(name);

afterEach(cleanup);

describe('PageHead', () => {
  it('puts the description, canonical URL, languages and share tags of the screen in the head', async () => {
    renderAt('/greenfees/');
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
    expect(attribute('meta[property="og:locale"]', 'content')).toBe(LOCALE_OF.en.replace('-', '_'));
    expect(attribute('meta[name="twitter:card"]', 'content')).toBe('summary_large_image');
  });

  it('gives a Dutch page its /nl canonical URL and locale', async () => {
    renderAt('/nl/greenfees', '/nl');
    await waitFor(() =>
      expect(attribute('link[rel="canonical"]', 'href')).toBe(`${club.siteUrl}/nl/greenfees`),
    );
    expect(attribute('meta[property="og:locale"]', 'content')).toBe('nl_BE');
  });

  it('gives an unknown path, which shows home, the home page as canonical URL', async () => {
    renderAt('/no/such/page');
    await waitFor(() => expect(attribute('link[rel="canonical"]', 'href')).toBe(`${club.siteUrl}/`));
  });

  it('gives a hole, which is the holes screen scrolled to it, the holes page as canonical URL', async () => {
    renderAt('/holes/hole-7-page');
    await waitFor(() => expect(attribute('link[rel="canonical"]', 'href')).toBe(`${club.siteUrl}/holes`));
  });
});
