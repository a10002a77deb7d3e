import type { ClockTime } from '../../../../common/rules/seasons';

/** SPEC section 9: the default locale is en-US; prices are displayed in EUR. */
export const DISPLAY_LOCALE = 'en-US';

const euro = new Intl.NumberFormat(DISPLAY_LOCALE, {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
});

/** Whole-euro prices, as the club lists them: €100, €1,050. */
export const formatEuro = (amount: number): string => euro.format(amount);

const pad2 = (value: number) => String(value).padStart(2, '0');

/** 24-hour clock time as the club writes it: 8:30, 14:00. */
export const formatClock = ({ hour, minute }: ClockTime): string => `${hour}:${pad2(minute)}`;
