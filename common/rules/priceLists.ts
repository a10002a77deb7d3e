import type {
  Localized,
  PriceList,
  PriceListAnswer,
  PriceListBody,
  PublicPriceList,
} from '../api/priceLists';
import type { Language } from '../i18n/languages';
import type { CalendarDate } from './clubTime';
import { type ClockTime, clockTimeOf, inSeasonRange, type MonthDay } from './seasons';

/**
 * The price list of a fresh install: the spec's 2025 green fees, season ticket and driving range, and the
 * 2024 buggy, worded as the dictionaries worded them. Migration 0016 inserts the same JSON
 * (priceListsMigration.test.ts keeps the two equal).
 */
export const SEEDED_PRICE_LISTS: readonly PriceListBody[] = [
  {
    name: { en: 'Green fees 2025', nl: 'Greenfees 2025', fr: 'Green fees 2025', de: 'Greenfees 2025' },
    effectiveFrom: '2025-01-01',
    seasons: [
      {
        key: 'low',
        name: { en: 'Low season', nl: 'Laagseizoen', fr: 'Basse saison', de: 'Nebensaison' },
        from: { month: 11, day: 17 },
        to: { month: 3, day: 31 },
      },
      {
        key: 'high',
        name: { en: 'High season', nl: 'Hoogseizoen', fr: 'Haute saison', de: 'Hauptsaison' },
        from: { month: 4, day: 1 },
        to: { month: 11, day: 16 },
      },
    ],
    greenFees: {
      weekday: { low: 100, high: 110 },
      weekend: { low: 110, high: 120 },
      groupWeekday: { low: 80, high: 90 },
      groupWeekend: { low: 90, high: 100 },
      twilight: { low: 80, high: 80 },
      dayFee: { low: 170, high: 170 },
    },
    twilightFrom: { low: '14:30', high: '16:30' },
    groupSize: 12,
    junior: {
      underAge: 21,
      percent: 50,
      fees: ['weekday', 'weekend', 'groupWeekday', 'groupWeekend', 'dayFee'],
    },
    atGolfSurcharge: 10,
    products: {
      seasonTicket: {
        label: {
          en: 'Season ticket 2025',
          nl: 'Seizoenskaart 2025',
          fr: 'Carte de saison 2025',
          de: 'Saisonkarte 2025',
        },
        rounds: 12,
        price: 1050,
        note: {
          en: 'The ticket is personal, and there is one per person per year.',
          nl: 'De kaart is persoonlijk, en er is er één per persoon per jaar.',
          fr: 'La carte est personnelle, et limitée à une par personne et par an.',
          de: 'Die Karte ist personengebunden, und es gibt eine Karte pro Person und Jahr.',
        },
      },
      drivingRange: {
        label: { en: 'Season 2025', nl: 'Seizoen 2025', fr: 'Saison 2025', de: 'Saison 2025' },
        minutes: 120,
        adultPrice: 30,
        juniorPrice: 15,
        juniorUnderAge: 18,
        note: {
          en: 'Pay at the golf shop before you start; the fee is per player.',
          nl: 'Betaal in de golfshop voor u begint; het tarief geldt per speler.',
          fr: 'Payez à la boutique avant de commencer\u00a0; le tarif s’entend par joueur.',
          de: 'Bezahlen Sie vor dem Üben im Golfshop; die Gebühr gilt pro Spieler.',
        },
      },
      buggy: {
        // The days as the Golf Buggies page wrote them (formatDayMonth: a no-break space before the month).
        label: {
          en: 'Season 2024 (1\u00a0January to 31\u00a0December)',
          nl: 'Seizoen 2024 (1\u00a0januari tot 31\u00a0december)',
          fr: 'Saison 2024 (du 1\u00a0janvier au 31\u00a0décembre)',
          de: 'Saison 2024 (1\u00a0Januar bis 31\u00a0Dezember)',
        },
        pricePerRound: 45,
        driverMinAge: 18,
        availableUntil: { low: '12:00', high: '14:00' },
        note: {
          en: 'A buggy must be booked in advance. Members have priority.',
          nl: 'Een buggy moet vooraf gereserveerd worden. Leden hebben voorrang.',
          fr: 'Une voiturette doit être réservée à l’avance. Les membres sont prioritaires.',
          de: 'Golfcarts müssen im Voraus reserviert werden. Mitglieder haben Vorrang.',
        },
      },
    },
    notes: {
      en: 'There is no discount on invitation and twilight green fees.',
      nl: 'Er is geen korting op greenfees op uitnodiging en twilight-greenfees.',
      fr: 'Aucune réduction n’est accordée sur les green fees invités et twilight.',
      de: 'Auf Einladungs- und Twilight-Greenfees gibt es keine Ermäßigung.',
    },
  },
];

/** The seeded list that the code's defaults (priceFor, the old constants) read. */
export const SEEDED_PRICE_LIST: PriceListBody = SEEDED_PRICE_LISTS[0] as PriceListBody;

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
