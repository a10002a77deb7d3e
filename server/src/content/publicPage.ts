import type { LocalizedText } from '../../../common/api/documents';
import type { PublicPicture } from '../../../common/api/media';
import {
  CARD_TEXTS,
  type PageBlock,
  type PageContent,
  type PageKey,
  type PublicBlock,
  type PublicPage,
} from '../../../common/api/pages';
import { DEFAULT_LANGUAGE, type Language, localizedPath } from '../../../common/i18n/languages';
import { markdownToHtml } from './markdown';

/**
 * A page as visitors read it in one language (GET /pages/{key}, and the server's render of the page): a
 * text left empty in the language is the English one, marked so that the page says it is English.
 */

/** The text in the language, or the English one when it is empty there; `fallback` says which. */
export function textIn(text: LocalizedText, language: Language): { text: string; fallback: boolean } {
  const own = text[language].trim();
  if (own !== '' || language === DEFAULT_LANGUAGE) return { text: own, fallback: false };
  return { text: text[DEFAULT_LANGUAGE].trim(), fallback: true };
}

const plain = (text: LocalizedText, language: Language) => textIn(text, language).text;

function publicBlock(
  block: PageBlock,
  language: Language,
  pictures: ReadonlyMap<string, PublicPicture>,
): PublicBlock {
  switch (block.kind) {
    case 'heading':
      return { id: block.id, kind: 'heading', ...textIn(block.text, language) };
    case 'text':
    case 'note': {
      const { text, fallback } = textIn(block.text, language);
      // The links of an English fallback still lead to the page language's pages.
      return { id: block.id, kind: block.kind, html: markdownToHtml(text, language), fallback };
    }
    case 'picture':
      return { id: block.id, kind: 'picture', picture: pictures.get(block.mediaId) ?? null };
    case 'gallery':
      return {
        id: block.id,
        kind: 'gallery',
        title: plain(block.title, language),
        // A picture deleted from the library since leaves the gallery rather than a hole in it.
        pictures: block.mediaIds.flatMap((id) => pictures.get(id) ?? []),
      };
    case 'links':
      return {
        id: block.id,
        kind: 'links',
        title: plain(block.title, language),
        items: block.items.map((item) => ({
          path: localizedPath(language, item.path),
          title: plain(item.title, language),
          text: plain(item.text, language),
        })),
      };
    case 'timeline':
      return {
        id: block.id,
        kind: 'timeline',
        title: plain(block.title, language),
        // Plain text, as a link card's: the page writes it as text, never as markup. A step left empty
        // (added and not yet written) is not a dot on the line.
        items: block.items
          .map((item) => ({ when: plain(item.when, language), text: plain(item.text, language) }))
          .filter((item) => item.when !== '' || item.text !== ''),
      };
    case 'cards':
      return { id: block.id, kind: 'cards', items: publicCards(block, language, pictures) };
    case 'widget':
      return { id: block.id, kind: 'widget', widget: block.widget };
  }
}

type CardsBlock = Extract<PageBlock, { kind: 'cards' }>;
type PublicCard = Extract<PublicBlock, { kind: 'cards' }>['items'][number];

/**
 * A cards block's cards in the language, each text on its own falling back to English. Plain text, as a
 * link card's. A picture deleted from the library since leaves its card without one, the texts staying;
 * a card with neither picture nor text (added and not yet filled) is left out.
 */
function publicCards(
  block: CardsBlock,
  language: Language,
  pictures: ReadonlyMap<string, PublicPicture>,
): PublicCard[] {
  return block.items.flatMap((item) => {
    const shown = {
      title: textIn(item.title, language),
      subtitle: textIn(item.subtitle, language),
      text: textIn(item.text, language),
    };
    const picture = pictures.get(item.mediaId) ?? null;
    const written = CARD_TEXTS.filter((field) => shown[field].text !== '');
    if (!picture && written.length === 0) return [];
    return [
      {
        picture,
        title: shown.title.text,
        subtitle: shown.subtitle.text,
        text: shown.text.text,
        fallback: written.filter((field) => shown[field].fallback),
      },
    ];
  });
}

/**
 * The page `key` in `language`, its pictures from `pictures` (publicPictures.ts: the library's items by id,
 * in the same language). Pure: the route and the page renderer read the pictures once and call this.
 */
export function publicPageOf(
  content: PageContent,
  language: Language,
  pictures: ReadonlyMap<string, PublicPicture>,
  key: PageKey,
): PublicPage {
  return {
    key,
    language,
    title: plain(content.title, language),
    lead: plain(content.lead, language),
    description: plain(content.description, language),
    blocks: content.blocks.map((block) => publicBlock(block, language, pictures)),
  };
}

/** Every media id a page names (its pictures, galleries and cards), each once. */
export function mediaIdsOf(content: PageContent): string[] {
  const ids = content.blocks.flatMap((block) => {
    if (block.kind === 'picture') return [block.mediaId];
    if (block.kind === 'gallery') return block.mediaIds;
    if (block.kind === 'cards') return block.items.map((item) => item.mediaId);
    return [];
  });
  return [...new Set(ids)];
}
