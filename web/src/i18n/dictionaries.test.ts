import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../../common/i18n/languages';
import { en } from '../i18n/en';
import type { Dictionary } from '../lib/i18n';
import { loadDictionary } from '../lib/language';

const OTHER_LANGUAGES = LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE);
const englishKeys = Object.keys(en).sort();

/**
 * Texts a translation may leave exactly as in English: words these languages share with English (golf
 * terms, "E-mail", "Contact"). Anything else identical to English is taken for a text nobody translated.
 */
const SAME_AS_ENGLISH: Record<Exclude<Language, 'en'>, readonly string[]> = {
  nl: [
    'footer.contact',
    'footer.email',
    'courseStatus.winterGreens',
    'courseStatus.open',
    'weather.wind',
    'contact.email',
    'holes.title',
    'holes.navLink',
    'holes.navLinkNamed',
    'holes.strokeIndex',
    'overview.tileName',
    'overview.colHole',
    'overview.colStrokeIndex',
    'overview.colRating',
    'overview.colSlope',
    'handicapStrokeTable.teeRating',
    'handicapStrokeTable.colCourseHandicap',
    'tableBooking.email',
    'prices.fee.twilight',
    'contactDetails.email',
    'bookingForm.handicap',
    'bookingForm.email',
    'bookingForm.contactEmail',
    'bookingForm.price.perJunior',
    'bookingForm.summary.handicap',
    'bookingForm.summary.email',
    'bookingView.email',
    'bookingView.paymentState.open',
    'menu.toggle',
    'menu.holes',
  ],
  fr: [
    'footer.contact',
    'footer.email',
    'home.greenFees',
    'contact.email',
    'overview.total',
    'overview.colRating',
    'overview.colSlope',
    'handicapStrokeTable.teeRating',
    'tableBooking.email',
    'prices.feeColumn',
    'prices.fee.twilight',
    'contactDetails.email',
    'bookingForm.handicap',
    'bookingForm.email',
    'bookingForm.juniors',
    'bookingForm.date',
    'bookingForm.price.total',
    'bookingForm.summary.handicap',
    'bookingForm.summary.email',
    'bookingForm.summary.date',
    'bookingForm.summary.price',
    'bookingForm.juniorsCount',
    'bookingOnline.step.date',
    'bookingView.type',
    'bookingView.type.greenfee',
    'bookingView.email',
    'bookingView.juniors',
    'menu.toggle',
  ],
  de: [
    'courseStatus.drivingRange',
    'weather.wind',
    'overview.colName',
    'overview.colSlope',
    'prices.fee.twilight',
    'bookingForm.handicap',
    'bookingForm.optional',
    'bookingForm.summary.name',
    'bookingForm.summary.handicap',
    'bookingView.name',
    'menu.drivingRange',
  ],
};

/** No word of four letters or more outside the {slots}: "{value} hPa", "NNW", "PDF", "2003", "–". */
const isLanguageNeutral = (text: string) => !/\p{L}{4,}/u.test(text.replace(/\{\w+\}/g, ''));

/**
 * The names of a text's slots, `{count}` and plural slots `{count:adult|adults}` alike, each once: a
 * language whose word does not change with the count ("{count} Spieler") may leave the plural slot out.
 */
const slotsOf = (text: string) =>
  [...new Set([...text.matchAll(/\{(\w+)(?::[^{}|]*\|[^{}|]*)?\}/g)].map((match) => match[1]))].sort();

describe.each(OTHER_LANGUAGES)('the %s dictionary', (language) => {
  const load = () => loadDictionary(language);

  it('exists and is what loadDictionary gives for the language', async () => {
    const dictionary = await load();
    expect(typeof dictionary).toBe('object');
    expect(dictionary).not.toBe(en);
  });

  it('has exactly the keys of English, none missing and none extra', async () => {
    expect(Object.keys(await load()).sort()).toEqual(englishKeys);
  });

  it('has no empty text', async () => {
    const dictionary: Dictionary = await load();
    expect(englishKeys.filter((key) => (dictionary[key as keyof Dictionary] ?? '').trim() === '')).toEqual(
      [],
    );
  });

  it('fills the same {slots} as English in every text', async () => {
    const dictionary = await load();
    const mismatched = Object.entries(en)
      .filter(
        ([key, text]) => slotsOf(dictionary[key as keyof Dictionary] ?? '').join() !== slotsOf(text).join(),
      )
      .map(([key]) => key);
    expect(mismatched).toEqual([]);
  });

  it('translates every text, but for words the languages share', async () => {
    const dictionary = await load();
    const allowed = new Set(SAME_AS_ENGLISH[language as Exclude<Language, 'en'>]);
    const untranslated = Object.entries(en)
      .filter(([key, text]) => dictionary[key as keyof Dictionary] === text)
      .filter(([key, text]) => !allowed.has(key) && !isLanguageNeutral(text))
      .map(([key]) => key);
    expect(untranslated).toEqual([]);
  });
});

describe('the untranslated-text check', () => {
  it('lets pure slots, units and codes through, but not words', () => {
    expect(isLanguageNeutral('{value} hPa')).toBe(true);
    expect(isLanguageNeutral('{page} | {club}')).toBe(true);
    expect(isLanguageNeutral('NNW')).toBe(true);
    expect(isLanguageNeutral('Green Fees')).toBe(false);
    expect(isLanguageNeutral('{count} juniors')).toBe(false);
  });

  it('names each slot once, plural slots included', () => {
    expect(slotsOf('{n} {n:day|days}')).toEqual(['n']);
    expect(slotsOf('{n} mois')).toEqual(['n']);
    expect(slotsOf('{a} {a:x|y}, {b}')).toEqual(['a', 'b']);
  });
});
