/**
 * How far ahead a tee time, a green-fee request or a table request may be: 366 days from the club's
 * today, so that the same date next year is always open. Beyond it, free times answer none, bookings and
 * requests are refused (docs/product.md, Server-side checks). Without dependencies: the messages the
 * home page loads name it.
 */
export const BOOKING_HORIZON_DAYS = 366;

const DAY_MS = 86_400_000;

/** Whole days from one YYYY-MM-DD to another (negative when `to` is earlier). */
export const daysFromTo = (from: string, to: string): number =>
  Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);

/** Whether a valid YYYY-MM-DD lies further ahead of `today` than the booking horizon. */
export const isBeyondBookingHorizon = (date: string, today: string): boolean =>
  daysFromTo(today, date) > BOOKING_HORIZON_DAYS;
