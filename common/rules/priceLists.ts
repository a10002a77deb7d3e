import type { Localized } from '../api/fields';
import type { PriceList, PriceListAnswer, PriceListBody, PublicPriceList } from '../api/priceLists';
import type { Language } from '../i18n/languages';
import type { CalendarDate } from './clubTime';
import { type ClockTime, clockTimeOf, inSeasonRange, type MonthDay } from './seasons';

/**
 * The list in force on a club date (yyyy-mm-dd): the one with the latest effectiveFrom on or before it. A
 * list takes effect at 00:00 club time on its date, so callers pass the club's date (clubTime.ts).
 */
export function listInForce<T extends { effectiveFrom: string }>(
  lists: readonly T[],
  isoDate: string,
): T | null {
  let found: T | null = null;
  for (const list of lists) {
    if (list.effectiveFrom <= isoDate && (!found || list.effectiveFrom > found.effectiveFrom)) found = list;
  }
  return found;
}

/** The first list that takes effect after a club date, or null. */
export function nextListAfter<T extends { effectiveFrom: string }>(
  lists: readonly T[],
  isoDate: string,
): T | null {
  let found: T | null = null;
  for (const list of lists) {
    if (list.effectiveFrom > isoDate && (!found || list.effectiveFrom < found.effectiveFrom)) found = list;
  }
  return found;
}

/** The seasons of a list, its names in any form: a staff list (per language) or a public one (one language). */
export interface SeasonedList {
  seasons: readonly { key: string; from: MonthDay; to: MonthDay }[];
}

/** The key of the list's season that holds a date (a valid list's seasons cover every day once). */
export function seasonKeyOn(list: SeasonedList, date: CalendarDate): string {
  const season = list.seasons.find((range) => inSeasonRange(date, range));
  if (!season) throw new RangeError(`No season of the price list holds ${date.month}/${date.day}.`);
  return season.key;
}

/** When twilight starts on a date, by the list's season of that date. */
export function twilightFromOn(
  list: SeasonedList & Pick<PriceListBody, 'twilightFrom'>,
  date: CalendarDate,
): ClockTime {
  const key = seasonKeyOn(list, date);
  const text = list.twilightFrom[key];
  if (text === undefined) throw new RangeError(`The price list has no twilight time for season ${key}.`);
  return clockTimeOf(text);
}

/** A text in a language, English when its translation is empty. */
export const localizedText = (text: Localized, language: Language): string => text[language] || text.en;

/** The list as GET /prices/{date} answers it: every text in one language. */
export function localizePriceList(list: PriceList, language: Language): PublicPriceList {
  const text = (value: Localized) => localizedText(value, language);
  const { seasonTicket, drivingRange, buggy } = list.products;
  return {
    ...list,
    name: text(list.name),
    seasons: list.seasons.map((season) => ({ ...season, name: text(season.name) })),
    products: {
      seasonTicket: { ...seasonTicket, label: text(seasonTicket.label), note: text(seasonTicket.note) },
      drivingRange: { ...drivingRange, label: text(drivingRange.label), note: text(drivingRange.note) },
      buggy: { ...buggy, label: text(buggy.label), note: text(buggy.note) },
    },
    notes: text(list.notes),
  };
}

/**
 * What GET /prices/{date} answers and the server-rendered price pages carry (docs/product.md,
 * GET /prices/{date}): the list in force on the date (the earliest one for a date before every list), and
 * the next list after it. `lists` are every list, and there is at least one.
 */
export function priceListAnswerOn(
  lists: readonly PriceList[],
  isoDate: string,
  language: Language,
): PriceListAnswer {
  const list = listInForce(lists, isoDate) ?? lists[0];
  if (!list) throw new Error('There is no price list.');
  // For a date before every list, the earliest answers, and "next" is the one after it, not itself.
  const next = nextListAfter(lists, list.effectiveFrom > isoDate ? list.effectiveFrom : isoDate);
  return {
    list: localizePriceList(list, language),
    next: next ? { effectiveFrom: next.effectiveFrom, name: localizedText(next.name, language) } : null,
  };
}
