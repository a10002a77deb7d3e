import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { LocalizedText } from '../../../../common/api/documents';
import { PAGE_KEYS, type PageBlock, type PageKey } from '../../../../common/api/pages';
import { club } from '../../../../common/config/club';
import { LANGUAGES } from '../../../../common/i18n/languages';
import { seedMedia } from './media';
import { seedPages } from './pages';

/** The texts of a block a visitor reads. */
function textsOf(block: PageBlock): LocalizedText[] {
  switch (block.kind) {
    case 'heading':
    case 'text':
    case 'note':
      return [block.text];
    case 'gallery':
      return [block.title];
    case 'links':
      return [block.title, ...block.items.flatMap((item) => [item.title, item.text])];
    case 'timeline':
      return [block.title, ...block.items.flatMap((item) => [item.when, item.text])];
    case 'cards':
      return block.items.flatMap((item) => [item.title, item.subtitle, item.text]);
    case 'picture':
    case 'widget':
      return [];
  }
}

const emptyIn = (text: LocalizedText) => LANGUAGES.filter((language) => text[language].trim() === '');

describe('the seeded pages', () => {
  it.each<PageKey>(PAGE_KEYS)('%s is written in every language, none falling back to English', (key) => {
    const page = seedPages[key];
    const texts = [page.title, page.description, ...page.blocks.flatMap(textsOf)];
    expect(texts.filter((text) => emptyIn(text).length > 0)).toEqual([]);
    // A lead is there in every language or in none.
    expect([0, LANGUAGES.length]).toContain(emptyIn(page.lead).length);
  });

  it('name only pictures the media library is seeded with', () => {
    const seeded = new Set(seedMedia.map((seed) => seed.id));
    const named = Object.values(seedPages).flatMap((page) =>
      page.blocks.flatMap((block) => {
        if (block.kind === 'gallery') return block.mediaIds;
        if (block.kind === 'picture') return [block.mediaId];
        if (block.kind === 'cards') return block.items.map((item) => item.mediaId);
        return [];
      }),
    );
    expect(named.filter((id) => !seeded.has(id))).toEqual([]);
  });
});

describe('the seeded contact section', () => {
  it('is a heading and an intro just before the club’s details, as the home page shows them in one card', () => {
    const { blocks } = seedPages.home;
    const at = blocks.findIndex((block) => block.kind === 'widget' && block.widget === 'club-contact');
    expect(blocks.slice(at - 2, at + 1).map((block) => [block.id, block.kind])).toEqual([
      ['contact', 'heading'],
      ['contact-text', 'text'],
      ['club-contact', 'widget'],
    ]);
    expect(blocks[at - 2]).toMatchObject({ text: { en: 'Visit the club', de: 'Besuchen Sie den Club' } });
  });
});

describe('the seeded club details', () => {
  it('have a tagline in every language', () => {
    expect(emptyIn(club.tagline)).toEqual([]);
  });
});

describe('the seeded media', () => {
  it('are the drawings of web/public/art, by their base names, at the size each is drawn', () => {
    expect(new Set(seedMedia.map((seed) => seed.id)).size).toBe(seedMedia.length);
    for (const seed of seedMedia) {
      expect(seed.file).toBe(`/art/${seed.id}.svg`);
      const svg = readFileSync(new URL(`../../../../web/public${seed.file}`, import.meta.url), 'utf8');
      const root = /<svg\b[^>]*>/.exec(svg)?.[0] ?? '';
      expect(root, seed.id).toContain(`width="${seed.width}"`);
      expect(root, seed.id).toContain(`height="${seed.height}"`);
    }
  });

  it('describe every picture in every language', () => {
    expect(seedMedia.filter((seed) => emptyIn(seed.alt).length > 0).map((seed) => seed.id)).toEqual([]);
    // Captions are written in every language or, for a picture shown without one, in none.
    for (const seed of seedMedia)
      expect([0, LANGUAGES.length], seed.id).toContain(emptyIn(seed.caption).length);
  });
});
