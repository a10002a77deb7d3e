import { type BoardMember, boardMembers } from '../../../../../common/api/content';
import { TRANSLATION_LANGUAGES, type TranslationLanguage } from '../../../../../common/i18n/languages';

/** A text's Dutch, French and German versions as a form holds them; an empty one shows the English. */
export type TranslatedTexts = Record<TranslationLanguage, string>;

const noTranslations = (): TranslatedTexts => ({ nl: '', fr: '', de: '' });

/** A board member being edited, with a key of its own that survives reordering. */
export interface BoardRow {
  key: string;
  category: string;
  title: string;
  /** The title in the other languages. */
  titles: TranslatedTexts;
  name: string;
  image: string;
}

/**
 * The categories' names in the other languages, by their English name: staff write each once, and it is
 * saved with every member of the category (bod-page-data keeps one list of members).
 */
export type CategoryNames = Readonly<Record<string, TranslatedTexts>>;

export type BoardField = Exclude<keyof BoardRow, 'key' | 'titles'>;
export const boardFields: readonly BoardField[] = ['category', 'title', 'name', 'image'];
/** Fields the public page cannot do without. */
export const requiredBoardFields: readonly BoardField[] = ['category', 'title', 'image'];

/** bod-page-data's JSON, or undefined when it is not a list of board members. */
export function readBoard(content: string): BoardMember[] | undefined {
  try {
    const parsed = boardMembers.safeParse(JSON.parse(content));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

let nextKey = 0;
const newKey = () => {
  nextKey += 1;
  return `member-${nextKey}`;
};

export function rowsFrom(members: readonly BoardMember[]): BoardRow[] {
  return members.map((m) => ({
    key: newKey(),
    category: m.category,
    title: m.title,
    titles: {
      nl: m.translations?.nl?.title ?? '',
      fr: m.translations?.fr?.title ?? '',
      de: m.translations?.de?.title ?? '',
    },
    name: m.name ?? '',
    image: m.image,
  }));
}

/** Each category's names in the other languages: for each language, the first member's that has one. */
export function categoryNamesFrom(members: readonly BoardMember[]): CategoryNames {
  const names: Record<string, TranslatedTexts> = {};
  for (const member of members) {
    const category = member.category.trim();
    const texts = names[category] ?? noTranslations();
    for (const language of TRANSLATION_LANGUAGES) {
      const version = member.translations?.[language]?.category?.trim() ?? '';
      if (texts[language] === '' && version !== '') texts[language] = version;
    }
    names[category] = texts;
  }
  return names;
}

/** The categories of the list, each once, in the order they first appear (as the page groups them). */
export const categoriesOf = (rows: readonly BoardRow[]): string[] => [
  ...new Set(rows.map((row) => row.category.trim()).filter(Boolean)),
];

/** A category's names in the other languages: none yet for a new one. */
export const namesOf = (names: CategoryNames, category: string): TranslatedTexts =>
  names[category.trim()] ?? noTranslations();

/** A new, empty member in the category of the last one, so a committee is filled quickly. */
export function addRow(rows: readonly BoardRow[]): BoardRow[] {
  const category = rows.at(-1)?.category ?? '';
  return [...rows, { key: newKey(), category, title: '', titles: noTranslations(), name: '', image: '' }];
}

/** Sets one language's version of a member's title. */
export function updateTitle(
  rows: readonly BoardRow[],
  key: string,
  language: TranslationLanguage,
  value: string,
): BoardRow[] {
  return rows.map((row) =>
    row.key === key ? { ...row, titles: { ...row.titles, [language]: value } } : row,
  );
}

export function removeRow(rows: readonly BoardRow[], key: string): BoardRow[] {
  return rows.filter((row) => row.key !== key);
}

export function updateRow(
  rows: readonly BoardRow[],
  key: string,
  field: BoardField,
  value: string,
): BoardRow[] {
  return rows.map((row) => (row.key === key ? { ...row, [field]: value } : row));
}

/** Moves a row one place up (-1) or down (+1); at either end the list stays as it is. */
export function moveRow(rows: readonly BoardRow[], key: string, step: -1 | 1): BoardRow[] {
  const from = rows.findIndex((row) => row.key === key);
  const to = from + step;
  if (from < 0 || to < 0 || to >= rows.length) return [...rows];
  const next = [...rows];
  const [moved] = next.splice(from, 1);
  if (moved) next.splice(to, 0, moved);
  return next;
}

/** The first row and field that is missing, or undefined when every member is complete. */
export function firstMissing(rows: readonly BoardRow[]): { key: string; field: BoardField } | undefined {
  for (const row of rows) {
    const field = requiredBoardFields.find((f) => row[f].trim() === '');
    if (field) return { key: row.key, field };
  }
  return undefined;
}

/** A member's versions in the other languages, without the empty ones (the page shows the English there). */
function translationsOf(row: BoardRow, names: CategoryNames): BoardMember['translations'] {
  const categoryNames = namesOf(names, row.category);
  const translations: NonNullable<BoardMember['translations']> = {};
  for (const language of TRANSLATION_LANGUAGES) {
    const category = categoryNames[language].trim();
    const title = row.titles[language].trim();
    if (category || title)
      translations[language] = { ...(category ? { category } : {}), ...(title ? { title } : {}) };
  }
  return Object.keys(translations).length > 0 ? translations : undefined;
}

/**
 * The JSON text saved as bod-page-data: trimmed, without an empty name, and with each member's category and
 * title in the other languages where staff wrote them (a board without any keeps the shape it had before).
 */
export function boardJson(rows: readonly BoardRow[], names: CategoryNames = {}): string {
  const members: BoardMember[] = rows.map((row) => {
    const name = row.name.trim();
    const translations = translationsOf(row, names);
    return {
      category: row.category.trim(),
      title: row.title.trim(),
      ...(name ? { name } : {}),
      image: row.image.trim(),
      ...(translations ? { translations } : {}),
    };
  });
  return JSON.stringify(members);
}
