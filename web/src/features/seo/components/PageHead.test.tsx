// @vitest-environment jsdom
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { LOCALE_OF } from '../../../../../common/i18n/languages';
import { splitHoisted } from '../../../entry-server';
import { en } from '../../../i18n/en';
import { siteUrl } from '../siteUrl';
import { PageHead } from './PageHead';

const GREEN_FEES_DESCRIPTION = 'Green fees per player for a round of 18 holes.';
const GreenFeesHead = () => (
  <PageHead title="Green Fees | Royal Links Golf Club" description={GREEN_FEES_DESCRIPTION} />
);

/** As the app does: each language's router has the language's prefix as basename. */
function renderAt(path: string, basename = '/') {
  return render(
    <MemoryRouter initialEntries={[path]} basename={basename}>
      <GreenFeesHead />
    </MemoryRouter>,
  );
}

const attribute = (selector: string, name: string) =>
  document.head.querySelector(selector)?.getAttribute(name);

afterEach(() => {
  cleanup();
  document.head.replaceChildren();
});

describe('PageHead', () => {
  it('puts the description, canonical URL, languages and share tags of the screen in the head', async () => {
    renderAt('/greenfees/');
    await waitFor(() => expect(document.title).toBe('Green Fees | Royal Links Golf Club'));
    expect(attribute('meta[name="description"]', 'content')).toBe(GREEN_FEES_DESCRIPTION);
    expect(attribute('meta[property="og:description"]', 'content')).toBe(GREEN_FEES_DESCRIPTION);
    expect(attribute('link[rel="canonical"]', 'href')).toBe(`${siteUrl}/greenfees`);
    const alternates = [...document.head.querySelectorAll('link[rel="alternate"]')].map(
      (link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`,
    );
    expect(alternates).toEqual([
      `en ${siteUrl}/greenfees`,
      `nl ${siteUrl}/nl/greenfees`,
      `fr ${siteUrl}/fr/greenfees`,
      `de ${siteUrl}/de/greenfees`,
      `x-default ${siteUrl}/greenfees`,
    ]);
    expect(attribute('meta[property="og:url"]', 'content')).toBe(`${siteUrl}/greenfees`);
    expect(attribute('meta[property="og:locale"]', 'content')).toBe(LOCALE_OF.en.replace('-', '_'));
    expect(attribute('meta[name="twitter:card"]', 'content')).toBe('summary_large_image');
  });

  it("takes the holes' description from the dictionary, and states none for a page whose texts are not in", () => {
    const headAt = (path: string) =>
      splitHoisted(
        renderToString(
          <MemoryRouter initialEntries={[path]}>
            <PageHead title="A page" />
          </MemoryRouter>,
        ),
      ).head.join('');
    expect(headAt('/holes/hole-3-page')).toContain(
      `<meta name="description" content="${en['meta.description.holes']}"/>`,
    );
    expect(headAt('/greenfees')).not.toContain('description');
  });

  it("names the site by the club's saved name, and not at all before it is known", () => {
    const headOf = (siteName?: string) =>
      splitHoisted(
        renderToString(
          <MemoryRouter initialEntries={['/greenfees']}>
            <PageHead title="Green Fees" siteName={siteName} />
          </MemoryRouter>,
        ),
      ).head;
    expect(headOf('Golf des Dunes')).toContain('<meta property="og:site_name" content="Golf des Dunes"/>');
    expect(headOf().some((tag) => tag.includes('og:site_name'))).toBe(false);
  });

  it('gives a Dutch page its /nl canonical URL and locale', async () => {
    renderAt('/nl/greenfees', '/nl');
    await waitFor(() => expect(attribute('link[rel="canonical"]', 'href')).toBe(`${siteUrl}/nl/greenfees`));
    expect(attribute('meta[property="og:locale"]', 'content')).toBe('nl_BE');
  });

  it('gives an unknown path, which shows home, the home page as canonical URL', async () => {
    renderAt('/no/such/page');
    await waitFor(() => expect(attribute('link[rel="canonical"]', 'href')).toBe(`${siteUrl}/`));
  });

  it('gives a hole, which is the holes screen scrolled to it, the holes page as canonical URL', async () => {
    renderAt('/holes/hole-7-page');
    await waitFor(() => expect(attribute('link[rel="canonical"]', 'href')).toBe(`${siteUrl}/holes`));
  });

  it('adopts the head a prerendered page was served with when it hydrates, leaving one of each tag', async () => {
    const page = (
      <MemoryRouter initialEntries={['/greenfees']}>
        <GreenFeesHead />
      </MemoryRouter>
    );
    const { head, body } = splitHoisted(renderToString(page));
    document.head.innerHTML = [
      '<meta charset="utf-8">',
      ...head,
      '<link rel="stylesheet" href="/assets/index.css">',
    ].join('');
    const served = [...document.head.children];
    const container = document.createElement('div');
    container.innerHTML = body;
    document.body.append(container);
    const root = await act(async () => hydrateRoot(container, page));
    expect(document.title).toBe('Green Fees | Royal Links Golf Club');
    // The very elements the page was served with, none added.
    expect([...document.head.children]).toEqual(served);
    const count = (selector: string) => document.head.querySelectorAll(selector).length;
    expect(count('title')).toBe(1);
    expect(count('meta[name="description"]')).toBe(1);
    expect(count('link[rel="canonical"]')).toBe(1);
    expect(count('link[rel="alternate"][hreflang="en"]')).toBe(1);
    const alternateLocales = [...document.head.querySelectorAll('meta[property="og:locale:alternate"]')];
    expect(alternateLocales.map((meta) => meta.getAttribute('content'))).toEqual(['nl_BE', 'fr_BE', 'de_BE']);
    act(() => root.unmount());
    container.remove();
    // What is no head tag of a screen stays.
    expect(count('meta[charset]')).toBe(1);
    expect(count('link[rel="stylesheet"]')).toBe(1);
  });

  it('goes before the shell’s title, which is the title again once the screen goes', async () => {
    document.head.innerHTML = '<title>Royal Links Golf Club</title>';
    const { unmount } = renderAt('/greenfees');
    await waitFor(() => expect(document.title).toBe('Green Fees | Royal Links Golf Club'));
    unmount();
    expect(document.title).toBe('Royal Links Golf Club');
  });

  it('takes its tags out of the head when the screen goes', async () => {
    const { unmount } = renderAt('/greenfees');
    await waitFor(() => expect(document.head.querySelector('link[rel="canonical"]')).not.toBeNull());
    unmount();
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(document.head.querySelector('meta[property^="og:"]')).toBeNull();
    expect(document.head.querySelector('title')).toBeNull();
  });

  it('hands the same tags to the prerender, for the head, and renders nothing into the page', () => {
    const { head, body } = splitHoisted(
      renderToString(
        <MemoryRouter initialEntries={['/greenfees']}>
          <PageHead title="Fees & Prices <2027>" />
        </MemoryRouter>,
      ),
    );
    expect(body).toBe('');
    expect(head).toContain('<title>Fees &amp; Prices &lt;2027&gt;</title>');
    expect(head).toContain(`<link rel="canonical" href="${siteUrl}/greenfees"/>`);
    expect(head).toContain(`<link rel="alternate" hrefLang="nl" href="${siteUrl}/nl/greenfees"/>`);
    expect(head).toContain('<meta property="og:title" content="Fees &amp; Prices &lt;2027&gt;"/>');
    // Rendered on the server, nothing touches a document.
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
  });
});
