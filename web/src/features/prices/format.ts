import { ENGLISH_LOCALE, formatEuroAmount } from '../../../../common/i18n/localeFormat';
import type { ClockTime } from '../../../../common/rules/seasons';

/**
 * Whole-euro prices, as the club lists them, in the page's locale: €100 and €1,050 in English
 * (en-US, prices in EUR: docs/product.md, Languages), € 100 in nl-BE, 100 € in fr-BE and de-BE.
 */
export const formatEuro = (amount: number, locale: string = ENGLISH_LOCALE): string =>
  formatEuroAmount(amount, 0, locale);

const pad2 = (value: number) => String(value).padStart(2, '0');

/** 24-hour clock time as the club writes it: 8:30, 14:00. */
export const formatClock = ({ hour, minute }: ClockTime): string => `${hour}:${pad2(minute)}`;
