import { emptyText, type LocalizedText } from '../../../../../../common/api/documents';
import type { AdminPage, BlockKind, PageBlock, SavePageBody } from '../../../../../../common/api/pages';
import type { Language } from '../../../../../../common/i18n/languages';

/** The blocks staff may add; widgets come with the page and are only moved. */
export const ADDABLE_KINDS = [
  'heading',
  'text',
  'note',
  'picture',
  'gallery',
  'links',
  'timeline',
  'cards',
] as const;
export type AddableKind = (typeof ADDABLE_KINDS)[number];

/** The form's values: the page's draft and the version it was loaded or saved on. */
export function pageFormValues(page: AdminPage): SavePageBody {
  return { version: page.version, ...page.draft };
}

/** A block id no other block of the page has: the kind, then a few random letters ('text-k3x9qa'). */
export function newBlockId(kind: BlockKind, taken: ReadonlySet<string>): string {
  for (;;) {
    const id = `${kind}-${Math.random().toString(36).slice(2, 8)}`;
    if (!taken.has(id)) return id;
  }
}

/** A new, empty block of a kind. A picture's id stays empty until one is chosen (the form refuses it until then). */
export function newBlock(kind: AddableKind, taken: ReadonlySet<string>): PageBlock {
  const id = newBlockId(kind, taken);
  switch (kind) {
    case 'heading':
    case 'text':
    case 'note':
      return { id, kind, text: emptyText() };
    case 'picture':
      return { id, kind, mediaId: '' };
    case 'gallery':
      return { id, kind, title: emptyText(), mediaIds: [] };
    case 'links':
    case 'timeline':
      return { id, kind, title: emptyText(), items: [] };
    case 'cards':
      return { id, kind, items: [] };
  }
}

/** The texts of a page a language may leave empty (and then shows the English of). */
export function pageTexts(
  page: Pick<SavePageBody, 'title' | 'lead' | 'description' | 'blocks'>,
): LocalizedText[] {
  const texts = [page.title, page.lead, page.description];
  for (const block of page.blocks) {
    if (block.kind === 'heading' || block.kind === 'text' || block.kind === 'note') texts.push(block.text);
    if (block.kind === 'gallery') texts.push(block.title);
    if (block.kind === 'links') {
      texts.push(block.title);
      for (const item of block.items) texts.push(item.title, item.text);
    }
    if (block.kind === 'timeline') {
      texts.push(block.title);
      for (const item of block.items) texts.push(item.when, item.text);
    }
    if (block.kind === 'cards') {
      for (const item of block.items) texts.push(item.title, item.subtitle, item.text);
    }
  }
  return texts;
}

/** How many of a page's texts are empty in `language` while the English one is not. */
export function emptyTextCount(
  page: Pick<SavePageBody, 'title' | 'lead' | 'description' | 'blocks'>,
  language: Language,
): number {
  if (language === 'en') return 0;
  return pageTexts(page).filter((text) => text.en.trim() !== '' && text[language].trim() === '').length;
}

/** A block's text in a language, or the English one when that is empty: what the page shows. */
export const shownText = (text: LocalizedText, language: Language) =>
  text[language].trim() === '' ? text.en : text[language];

/** The first words of a Markdown text, without its marks: enough to recognise a block by. */
export function excerpt(markdown: string, length = 80): string {
  const plain = markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[#*_>`~]/g, '')
    .replace(/^\s*(?:[-+]|\d+\.)\s+/gm, '')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.length > length ? `${plain.slice(0, length - 1).trimEnd()}…` : plain;
}
