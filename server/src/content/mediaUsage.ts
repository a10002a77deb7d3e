import { PAGE_KEY_PREFIX } from './documentStore';

/**
 * Where media items are used: a document (a page, the club's details, the course) uses an item when its
 * published or its draft JSON holds the item's id as a value, whatever field it is in. Ids are as long
 * and particular as 'history-clubhouse' or 'media-3f2a…', which no text of a page is on its own.
 */

/** The name staff know a document by: the page key for a page ('history'), the key itself otherwise. */
export const usageName = (documentKey: string) =>
  documentKey.startsWith(PAGE_KEY_PREFIX) ? documentKey.slice(PAGE_KEY_PREFIX.length) : documentKey;

/** Every string value in a JSON value, at any depth. */
function collectStrings(value: unknown, into: Set<string>, depth = 0): void {
  if (depth > 32) return;
  if (typeof value === 'string') into.add(value);
  else if (Array.isArray(value)) for (const item of value) collectStrings(item, into, depth + 1);
  else if (value !== null && typeof value === 'object') {
    for (const item of Object.values(value)) collectStrings(item, into, depth + 1);
  }
}

export interface UsageSource {
  key: string;
  published: unknown;
  draft: unknown;
}

/** For each of `ids` used anywhere, the names of the documents that use it, sorted. */
export function mediaUsage(documents: readonly UsageSource[], ids: Iterable<string>): Map<string, string[]> {
  const wanted = new Set(ids);
  const usage = new Map<string, string[]>();
  for (const document of documents) {
    const values = new Set<string>();
    collectStrings(document.published, values);
    collectStrings(document.draft, values);
    for (const value of values) {
      if (!wanted.has(value)) continue;
      const names = usage.get(value) ?? [];
      names.push(usageName(document.key));
      usage.set(value, names);
    }
  }
  for (const names of usage.values()) names.sort();
  return usage;
}
