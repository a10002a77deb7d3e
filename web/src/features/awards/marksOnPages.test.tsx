// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../entry-server';
import { brandsQueryKey } from '../brands/api/getBrands';
import { seededBrandsAnswer } from '../brands/test/brandsAnswer';
import { pageQueryKey } from '../content-pages/api/getPage';
import { seededPage } from '../content-pages/test/seededPages';
import { awardsQueryKey } from './api/getAwards';
import { awardsAnswer, sampleAward, uploadedAward } from './test/awardsAnswer';

// docs/product.md, Award and brand marks: the server renders the home page and the golf shop with the
// marks staff published (their queries answered), so the page's own HTML paints them. Rendered here with
// the real app, as the server does (server/test/marksRendered.test.ts checks the server's side).

/**
 * The page as a browser without JavaScript reads it: a mark's picture is in the HTML inside <noscript>,
 * which a browser with JavaScript leaves until the app runs (LoadAfterStart).
 */
function pageOf(body: string): Document {
  const page = document.implementation.createHTMLDocument('page');
  page.body.innerHTML = body;
  for (const noscript of page.querySelectorAll('noscript')) {
    const shown = page.createElement('div');
    shown.innerHTML = noscript.textContent ?? '';
    noscript.replaceWith(...shown.childNodes);
  }
  return page;
}

describe('the pages the server renders with the marks', () => {
  it('paints the home page’s award marks, an uploaded logo with its alt text and its AVIF', async () => {
    const answer = awardsAnswer(uploadedAward, sampleAward);
    // With the page's texts, which place the marks, as the server renders it.
    const { head, body } = await renderPage('/nl', 'nl', [
      [awardsQueryKey('nl'), answer],
      [pageQueryKey('home', 'nl'), seededPage('home', 'nl')],
    ]);
    const awards = pageOf(body).querySelector('.awards');
    expect(awards?.querySelector('h2')?.textContent).toBe('Onderscheidingen en labels');
    const logo = awards?.querySelector('img[alt="Het logo van de Duinstichting: een stern boven een duin"]');
    expect(logo?.getAttribute('src')).toBe('/files/media-0a1b2c3d4e5f6a7b-480w.jpg');
    expect(logo?.closest('picture')?.querySelector('source')?.getAttribute('type')).toBe('image/avif');
    expect(logo?.closest('a')?.getAttribute('href')).toBe('https://dunetrust.example/partners');
    expect([...(awards?.querySelectorAll('.award__name') ?? [])].map((name) => name.textContent)).toEqual([
      'Partner van de Duinstichting',
      'Sample Ecology Certificate',
    ]);
    // The browser's first render finds the same answer in the page, and paints the same marks.
    expect(head.join('')).toContain('Het logo van de Duinstichting');
  });

  it('paints the golf shop’s brand marks from its own HTML', async () => {
    const { body } = await renderPage('/golfshop', 'en', [
      [pageQueryKey('golfshop', 'en'), seededPage('golfshop')],
      [brandsQueryKey('en'), seededBrandsAnswer()],
    ]);
    const page = pageOf(body);
    const list = page.querySelector('ul[aria-label="Brands in the shop"]');
    expect([...(list?.querySelectorAll('img') ?? [])].map((img) => img.getAttribute('alt'))).toEqual([
      'Dune Forge',
      'Marram & Sons',
      'Tideline Outfitters',
      'Kestrel Balls',
      'Saltwind Footwear',
      'Sandwedge Leather',
    ]);
    expect(page.body.textContent).toContain('The brand names shown are samples.');
    // Each mark's box is in the page, so that nothing moves when its picture arrives.
    expect(pageOf(body).querySelectorAll('span.brand-badges__mark')).toHaveLength(6);
    expect(body).toMatch(/<span class="brand-badges__mark"><noscript>/);
  });
});
