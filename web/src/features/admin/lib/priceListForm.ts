import type { Localized } from '../../../../../common/api/fields';
import type { PriceList, PriceListBody } from '../../../../../common/api/priceLists';
import type { AdminTranslate } from '../i18n';

export interface PriceListGroups {
  /** The list in force on the club's date. */
  current: PriceList | null;
  /** Lists that take effect later, the soonest first. */
  upcoming: PriceList[];
  /** Lists followed by a newer one in force, the latest first. */
  past: PriceList[];
}

/** The lists as staff think of them on a club date (yyyy-mm-dd): in force, to come, and gone by. */
export function groupPriceLists(lists: readonly PriceList[], today: string): PriceListGroups {
  const byDate = [...lists].sort((a, b) => a.effectiveFrom.localeCompare(b.effectiveFrom));
  const started = byDate.filter((list) => list.effectiveFrom <= today);
  return {
    current: started.at(-1) ?? null,
    upcoming: byDate.filter((list) => list.effectiveFrom > today),
    past: started.slice(0, -1).reverse(),
  };
}

/** A stored list as the form and the API take it: the same list without its id. */
export function bodyOf(list: PriceList): PriceListBody {
  const { id: _id, ...body } = list;
  return structuredClone(body);
}

const blankText = (): Localized => ({ en: '', nl: '', fr: '', de: '' });

/** "New list from this one": every value of the list, but a name and a date of its own to fill in. */
export function copyOf(list: PriceList): PriceListBody {
  return { ...bodyOf(list), name: blankText(), effectiveFrom: '' };
}

/** A key for an added season that no season of the list has yet ("season-3"). */
export function newSeasonKey(taken: readonly string[]): string {
  let number = taken.length + 1;
  while (taken.includes(`season-${number}`)) number += 1;
  return `season-${number}`;
}

/** A season added to the form: a name to write, and the whole year until staff set its days. */
export function blankSeason(key: string): PriceListBody['seasons'][number] {
  return { key, name: blankText(), from: { month: 1, day: 1 }, to: { month: 12, day: 31 } };
}

interface NumberIssue {
  code?: string;
  expected?: string;
  origin?: string;
  minimum?: unknown;
  maximum?: unknown;
}

/**
 * Plain words for the schema's generic number problems (its own messages, such as the seasons', are
 * kept): an empty box, a fraction or a value out of range.
 */
export function numberProblem(issue: NumberIssue, t: AdminTranslate): string | undefined {
  if (issue.code === 'invalid_type' && issue.expected === 'number') return t('admin.prices.enterNumber');
  if (issue.code === 'invalid_type' && issue.expected === 'int') return t('admin.prices.wholeNumber');
  if (issue.origin !== 'number') return undefined;
  if (issue.code === 'too_small') return t('admin.prices.atLeast', { min: String(issue.minimum) });
  if (issue.code === 'too_big') return t('admin.prices.atMost', { max: String(issue.maximum) });
  return undefined;
}
