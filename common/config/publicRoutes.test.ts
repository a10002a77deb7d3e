import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../i18n/languages';
import {
  homePageFiles,
  localizedPages,
  pagePathServing,
  prerenderedFile,
  publicPagePaths,
} from './publicRoutes';

describe('the public route table', () => {
  it('lists every public page in every language, English first', () => {
    const pages = Object.keys(publicPagePaths).length;
    expect(localizedPages).toHaveLength(pages * LANGUAGES.length);
    expect(localizedPages[0]).toEqual({ screen: 'home', language: 'en', path: '/' });
    expect(localizedPages).toContainEqual({ screen: 'greenfees', language: 'nl', path: '/nl/greenfees' });
    expect(localizedPages).toContainEqual({ screen: 'home', language: 'de', path: '/de' });
  });

  it('names the file each page is prerendered into', () => {
    expect(prerenderedFile('/')).toBe('index.html');
    expect(prerenderedFile('/nl')).toBe('nl/index.html');
    expect(prerenderedFile('/fr/dining-bar')).toBe('fr/dining-bar/index.html');
  });

  it('knows the home page of each language', () => {
    expect([...homePageFiles]).toEqual(['index.html', 'nl/index.html', 'fr/index.html', 'de/index.html']);
  });

  it("serves a hole's address with the holes page of its language, and every other address with its own", () => {
    expect(pagePathServing('/holes/hole-7-page')).toBe('/holes');
    expect(pagePathServing('/fr/holes/hole-18-page')).toBe('/fr/holes');
    expect(pagePathServing('/holes/hole-19-page')).toBe('/holes/hole-19-page');
    expect(pagePathServing('/holes/hole-7-page/x')).toBe('/holes/hole-7-page/x');
    expect(pagePathServing('/nl/greenfees')).toBe('/nl/greenfees');
    expect(pagePathServing('/')).toBe('/');
  });
});
