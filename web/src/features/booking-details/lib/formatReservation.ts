import type { Reservation } from '../../../../../common/api/reservations';
import { formatTime } from '../../../../../common/rules/clubTime';
import { formatMediumDate } from '../../booking/lib/dates';

/** SPEC section 9: prices are displayed in EUR, in the default locale en-US ("€220.00"). */
const euro = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' });
export const formatPrice = (amount: number): string => euro.format(amount);

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
export const reservationDate = (r: Pick<Reservation, 'year' | 'month' | 'day'>): string =>
  formatMediumDate({ year: r.year, month: r.month, day: r.day });

export const reservationTime = (r: Pick<Reservation, 'hour' | 'minute'>): string =>
  formatTime(r.hour, r.minute);
