import type { LocalizedText } from '../../../common/api/documents';
import type { PageBlock, PageContent } from '../../../common/api/pages';
import { LANGUAGES } from '../../../common/i18n/languages';

/**
 * What a publication changed, for the page's history and the audit log, in a few words: "title (fr); text
 * 'course-rules' (fr, de); added heading 'x'; removed gallery 'y'; moved blocks". The same two contents
 * always give the same line, whatever order the database keeps an object's keys in.
 */

/** More than this many changes are counted rather than listed: the line stays one line. */
const MAX_LISTED = 6;

/** The staff's words for the fields that are not texts. */
const FIELD_NAMES: Record<string, string> = {
  mediaId: 'picture',
  mediaIds: 'pictures',
  items: 'items',
  path: 'targets',
  widget: 'widget',
};

const isLocalized = (value: unknown): value is LocalizedText =>
  typeof value === 'object' &&
  value !== null &&
  LANGUAGES.every((language) => typeof (value as Record<string, unknown>)[language] === 'string');

/** The languages whose text differs, and the other fields that differ, of two values of one field. */
function collect(
  before: unknown,
  after: unknown,
  field: string,
  languages: Set<string>,
  fields: Set<string>,
) {
  if (isLocalized(before) && isLocalized(after)) {
    for (const language of LANGUAGES) if (before[language] !== after[language]) languages.add(language);
    return;
  }
  if (Array.isArray(before) && Array.isArray(after)) {
    const nested = before.some((item) => typeof item === 'object' && item !== null);
    if (before.length !== after.length || !nested) {
      if (JSON.stringify(before) !== JSON.stringify(after)) fields.add(FIELD_NAMES[field] ?? field);
      return;
    }
    before.forEach((item, i) => {
      collect(item, after[i], field, languages, fields);
    });
    return;
  }
  if (typeof before === 'object' && before !== null && typeof after === 'object' && after !== null) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
    for (const key of keys) {
      if (key === 'id' || key === 'kind') continue;
      collect(
        (before as Record<string, unknown>)[key],
        (after as Record<string, unknown>)[key],
        key,
        languages,
        fields,
      );
    }
    return;
  }
  if (before !== after) fields.add(FIELD_NAMES[field] ?? field);
}

/** "(fr, de)", "(pictures)", or '' when nothing differs. */
function differences(before: unknown, after: unknown, field: string): string {
  const languages = new Set<string>();
  const fields = new Set<string>();
  collect(before, after, field, languages, fields);
  const parts = [...LANGUAGES.filter((language) => languages.has(language)), ...[...fields].sort()];
  return parts.length === 0 ? '' : `(${parts.join(', ')})`;
}

const named = (block: PageBlock) => `${block.kind} '${block.id}'`;

/** True when the blocks both versions have are in another order. */
function reordered(before: readonly PageBlock[], after: readonly PageBlock[]): boolean {
  const afterIds = new Set(after.map((block) => block.id));
  const beforeIds = new Set(before.map((block) => block.id));
  const kept = before.filter((block) => afterIds.has(block.id)).map((block) => block.id);
  const keptAfter = after.filter((block) => beforeIds.has(block.id)).map((block) => block.id);
  return kept.some((id, i) => keptAfter[i] !== id);
}

export function describePageChange(before: PageContent, after: PageContent): string {
  const changes: string[] = [];
  for (const field of ['title', 'lead', 'description'] as const) {
    const diff = differences(before[field], after[field], field);
    if (diff) changes.push(`${field} ${diff}`);
  }
  const beforeById = new Map(before.blocks.map((block) => [block.id, block]));
  const afterIds = new Set(after.blocks.map((block) => block.id));
  for (const block of after.blocks) {
    const old = beforeById.get(block.id);
    if (!old) changes.push(`added ${named(block)}`);
    else if (old.kind !== block.kind) changes.push(`replaced ${named(old)} by a ${block.kind}`);
    else {
      const diff = differences(old, block, block.kind);
      if (diff) changes.push(`${named(block)} ${diff}`);
    }
  }
  for (const block of before.blocks) if (!afterIds.has(block.id)) changes.push(`removed ${named(block)}`);
  if (reordered(before.blocks, after.blocks)) changes.push('moved blocks');
  if (changes.length === 0) return 'no changes';
  if (changes.length <= MAX_LISTED) return changes.join('; ');
  const rest = changes.length - MAX_LISTED;
  return `${changes.slice(0, MAX_LISTED).join('; ')}; and ${rest} more change${rest === 1 ? '' : 's'}`;
}
