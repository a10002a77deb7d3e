import { type CalendarDate, clubToday, parseIsoDate } from '../common/rules/clubTime';
import { addDays } from '../common/rules/openingHours';

/** A date this many days after today at the club, for the booking specs to spread their times over. */
export function clubDateIn(days: number): CalendarDate {
  const date = parseIsoDate(addDays(clubToday(), days));
  if (!date) throw new Error('no club date');
  return date;
}
