import type { PublicRules } from '../../../common/api/clubRules';
import {
  OPENING_HOURS_PAGE_DAYS,
  type OpeningHours,
  type StoredOpeningException,
} from '../../../common/api/openingHours';
import type { PriceListAnswer } from '../../../common/api/priceLists';
import type { PublicPageName } from '../../../common/config/publicRoutes';
import type { Language } from '../../../common/i18n/languages';
import { addDays, localizeOpeningHours } from '../../../common/rules/openingHours';
import type { PageQuerySource, SeededQuery } from './pageQueries';

/**
 * The first sources of the rendered pages (docs/decisions/0031-pages-rendered-on-change.md): the price list
 * in force on the club's day, the week's opening hours and the rules, on the pages that show them.
 */

/** The pages that show the price list in force, the hours (golf shop, dining) and the booking rules. */
export const PRICE_PAGE_SCREENS: ReadonlySet<PublicPageName> = new Set<PublicPageName>([
  'greenfees',
  'golfBuggies',
  'drivingRange',
  'golfshop',
  'diningBar',
]);

/**
 * The pages rendered with the price list in force: the price pages, and the booking page, whose party
 * fields state the junior age of today's list: rendered without it, the page asked for the list and loaded
 * its schema and zod to check the answer (issue 38, TBT).
 */
export const PRICE_LIST_SCREENS: ReadonlySet<PublicPageName> = new Set<PublicPageName>([
  ...PRICE_PAGE_SCREENS,
  'booking',
]);

/**
 * The pages rendered with the week's opening hours: the price pages, and the home page, whose structured
 * data (web/src/features/seo/structuredData.ts) states the golf shop's seasons as staff saved them.
 */
export const OPENING_HOURS_SCREENS: ReadonlySet<PublicPageName> = new Set<PublicPageName>([
  ...PRICE_PAGE_SCREENS,
  'home',
]);

/**
 * The pages rendered with the rules: the price pages' conditions, and the booking page, whose notes state
 * the handicap limits (its widget 'handicap-limits'): rendered without them, the note came in with the
 * app and moved the form down (issue 38, CLS).
 */
export const RULES_SCREENS: ReadonlySet<PublicPageName> = new Set<PublicPageName>([
  ...PRICE_PAGE_SCREENS,
  'booking',
]);

/** The lists a page is rendered with (app.priceLists). */
export interface PriceListSource {
  /** What GET /prices/{date} answers (routes/api/v1/prices.ts): the page's query holds the same. */
  answerOn(isoDate: string, language: Language): Promise<PriceListAnswer>;
}

/** The opening hours a page is rendered with (app.openingHours). */
export interface OpeningHoursSource {
  get(): Promise<OpeningHours>;
  exceptions(from: string, to: string): Promise<StoredOpeningException[]>;
}

/** The rules a page is rendered with: what GET /rules answers by default (routes/api/v1/rules.ts). */
export type RulesSource = (language: Language, today: string) => Promise<PublicRules>;

/** The list in force today, and that of a Green Fees preview's day (?date=) beside it. */
export const priceListQueries = (priceLists: () => PriceListSource): PageQuerySource => ({
  topics: ['prices'],
  async queries(bundle, { screen, language, date, shownDate }) {
    if (!PRICE_LIST_SCREENS.has(screen)) return [];
    const lists = priceLists();
    const days = shownDate ? [date, shownDate] : [date];
    return Promise.all(
      days.map(
        async (day): Promise<SeededQuery> => [
          bundle.priceListQueryKey(day, language),
          await lists.answerOn(day, language),
        ],
      ),
    );
  },
});

/** The week's hours from the club's day, in the page's language, as GET /opening-hours answers them. */
export const openingHoursQueries = (openingHours: () => OpeningHoursSource): PageQuerySource => ({
  topics: ['opening-hours'],
  async queries(bundle, { screen, language, date }) {
    const { openingHoursQueryKey } = bundle;
    if (!OPENING_HOURS_SCREENS.has(screen) || !openingHoursQueryKey) return [];
    const source = openingHours();
    const [hours, exceptions] = await Promise.all([
      source.get(),
      source.exceptions(date, addDays(date, OPENING_HOURS_PAGE_DAYS - 1)),
    ]);
    return [[openingHoursQueryKey(date, language), localizeOpeningHours(hours, exceptions, language)]];
  },
});

/** The handicap limits, holidays and members-only window (the tee sheet's) the booking notes state. */
export const clubRulesQueries = (rules: RulesSource): PageQuerySource => ({
  topics: ['rules', 'tee-sheet'],
  async queries(bundle, { screen, language, date }) {
    const { clubRulesQueryKey } = bundle;
    if (!RULES_SCREENS.has(screen) || !clubRulesQueryKey) return [];
    return [[clubRulesQueryKey(language), await rules(language, date)]];
  },
});
