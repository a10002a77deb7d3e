import type { Page } from '@playwright/test';
import { localizedPages } from '../common/config/publicRoutes';
import { expect, PHONE, test } from './fixtures';

/**
 * A page's first paint has only the style rules its HTML uses (server/src/lib/criticalStyles.ts); the full
 * stylesheets follow and take their place. Every element must look the same with both, or the page would
 * shift and change when they arrive. The app itself is kept from running, so both loads show the same
 * prerendered markup.
 */

/**
 * Every element's computed style, and its ::before's and ::after's, in document order: kept in the page
 * (window.computedStyles), and returned as hashes, to compare two pages without sending megabytes.
 */
const computedStyles = (page: Page) =>
  page.evaluate(() => {
    // A spinner's turn is no difference of style.
    for (const animation of document.getAnimations()) {
      animation.pause();
      animation.currentTime = 0;
    }
    const serialize = (style: CSSStyleDeclaration) => {
      const values: string[] = [];
      for (let i = 0; i < style.length; i++) {
        const name = style.item(i);
        values.push(`${name}:${style.getPropertyValue(name)}`);
      }
      // Custom properties come in no fixed order.
      return values.sort().join(';');
    };
    const styles = [...document.body.querySelectorAll('*')].flatMap((element, i) => {
      const name = `${i} ${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`;
      return ['', '::before', '::after'].map((pseudo) => {
        const style = getComputedStyle(element, pseudo || null);
        // A ::before or ::after without content is not drawn: its content is all there is to compare.
        const drawn = !pseudo || !['none', 'normal'].includes(style.content);
        return `${name}${pseudo} ${drawn ? serialize(style) : `content:${style.content}`}`;
      });
    });
    (window as unknown as { computedStyles: string[] }).computedStyles = styles;
    // FNV-1a
    return styles.map((style) => {
      let hash = 0x811c9dc5;
      for (let i = 0; i < style.length; i++) hash = Math.imul(hash ^ style.charCodeAt(i), 0x01000193);
      return hash >>> 0;
    });
  });

/** The styles kept by computedStyles at these places. */
const stylesAt = (page: Page, places: number[]) =>
  page.evaluate(
    (at) => at.map((i) => (window as unknown as { computedStyles: string[] }).computedStyles[i] ?? ''),
    places,
  );

/**
 * The first ten of these places (three to an element: itself, ::before, ::after) whose elements hold
 * none of the others: an element taller in one page makes every box around it taller too, and the
 * message should name the element, not the page's outer boxes.
 */
const innermost = (page: Page, places: number[]) =>
  page.evaluate((at) => {
    const elements = [...document.body.querySelectorAll('*')];
    const differing = at.map((place) => elements[Math.floor(place / 3)]);
    return at
      .filter(
        (_, k) => !differing.some((other) => other !== differing[k] && differing[k]?.contains(other ?? null)),
      )
      .slice(0, 10);
  }, places);

/** The properties whose values differ, named with their element ('12 a.menu-link color: red ≠ blue'). */
function differenceOf(critical: string, full: string): string[] {
  if (critical === full) return [];
  const split = (style: string) => {
    const at = style.indexOf(' ', style.indexOf(' ') + 1);
    return { name: style.slice(0, at), values: style.slice(at + 1).split(';') };
  };
  const a = split(critical);
  const b = split(full);
  if (a.name !== b.name) return [`${a.name} ≠ ${b.name}`];
  const other = new Map(b.values.map((value) => [value.split(':')[0], value]));
  return a.values
    .filter((value) => other.get(value.split(':')[0]) !== value)
    .map((value) => `${a.name} ${value} ≠ ${other.get(value.split(':')[0])}`);
}

async function load(page: Page, path: string, fullStylesheets: boolean): Promise<number[]> {
  // The app's modules never come; the app loader (web/src/boot/appLoader.ts) does, to swap the full
  // stylesheets in.
  await page.route(/\/assets\/.*\.(js|css)$/, async (route) => {
    const url = route.request().url();
    const swapsStylesheets = url.endsWith('.css') || /\/app-loader-[\w-]+\.js$/.test(url);
    return swapsStylesheets && fullStylesheets ? route.continue() : route.abort();
  });
  await page.goto(path);
  if (fullStylesheets) {
    // The app loader replaces each disabled link by one that loads, then removes the inline rules.
    // (All but Vite's own copy of the shell's rules, which the page holds already: scripts/prerender.mjs.)
    await expect(page.locator('link[rel="stylesheet"][disabled]:not([data-held])')).toHaveCount(0);
    await expect(page.locator('head style:not(#font-faces)')).toHaveCount(0);
  }
  // A font that comes after the load event would lay the text out again: compare the pages as they settle.
  await page.evaluate(() => document.fonts.ready);
  return computedStyles(page);
}

const pages = localizedPages.filter(({ language, path }) => language === 'en' || path === '/nl/holes');

for (const { path } of pages) {
  test(`${path} looks the same before and after its full stylesheets`, PHONE, async ({ context }) => {
    // Pages of their own, not the fixture's, which waits for the app to run.
    const [criticalPage, fullPage] = [await context.newPage(), await context.newPage()];
    const critical = await load(criticalPage, path, false);
    const full = await load(fullPage, path, true);
    expect(critical.length).toBeGreaterThan(100);
    expect(critical.length).toBe(full.length);
    const places = await innermost(
      fullPage,
      critical.flatMap((hash, i) => (hash === full[i] ? [] : [i])),
    );
    const [a, b] = [await stylesAt(criticalPage, places), await stylesAt(fullPage, places)];
    const differences = a.flatMap((style, i) => differenceOf(style, b[i] ?? '')).slice(0, 10);
    expect(differences, 'elements styled otherwise by the full stylesheets').toEqual([]);
    expect(places).toEqual([]);
  });
}

test('a lazy chunk never loads the shell’s rules a second time', PHONE, async ({ page }) => {
  const stylesheets: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') stylesheets.push(new URL(request.url()).pathname);
  });
  // The booking form is a chunk that imports from the app's entry, so Vite's loader asks for the entry's
  // stylesheet with it, unless the page names it (its disabled, held link).
  await page.goto('/booking');
  await expect(page.getByLabel('First name')).toBeVisible();
  const held = await page.locator('link[rel="stylesheet"][disabled][data-held]').getAttribute('href');
  expect(held).toMatch(/^\/assets\/index-[\w-]+\.css$/);
  expect(stylesheets.length).toBeGreaterThan(0);
  expect(stylesheets).not.toContain(held);
});
