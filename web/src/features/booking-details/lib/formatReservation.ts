import type { Reservation } from '../../../../../common/api/reservations';
import { ENGLISH_LOCALE, formatEuroAmount } from '../../../../../common/i18n/localeFormat';
import { clubNow, formatTime } from '../../../../../common/rules/clubTime';
import { formatIsoDate, formatMediumDate } from '../../booking/lib/dates';

/**
 * docs/product.md, Booking Details: prices are displayed in EUR, "€220.00" in the default locale en-US,
 * "€ 220,00" in nl-BE.
 */
export const formatPrice = (amount: number, locale: string = ENGLISH_LOCALE): string =>
  formatEuroAmount(amount, 2, locale);

/** "paid" → "Paid"; undefined → undefined, for the caller's "Unknown". */
export function titleCase(text: string | undefined): string | undefined {
  const trimmed = text?.trim() ?? '';
  if (trimmed === '') return undefined;
  return trimmed
    .split(/\s+/)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(' ');
}

/** The date of a reservation (month 1-12) in medium format, and its time padded to two digits. */
export const reservationDate = (
  r: Pick<Reservation, 'year' | 'month' | 'day'>,
  locale: string = ENGLISH_LOCALE,
): string => formatMediumDate({ year: r.year, month: r.month, day: r.day }, locale);

export const reservationTime = (r: Pick<Reservation, 'hour' | 'minute'>): string =>
  formatTime(r.hour, r.minute);

/**
 * An instant (ISO, with its offset) as the club's clock shows it, in the page's language: the date in
 * medium format and the time, "Jan 29, 2026" and "08:00" (docs/product.md, Club time).
 */
export function clubDateTime(iso: string, locale: string = ENGLISH_LOCALE): { date: string; time: string } {
  const { date, minutes } = clubNow(new Date(iso));
  return { date: formatIsoDate(date, locale), time: formatTime(Math.floor(minutes / 60), minutes % 60) };
}
