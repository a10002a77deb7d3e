import type { MonthDay } from '../../../../../common/rules/seasons';

/** The months by name, January first, as the admin (in English) writes them. */
export const monthNames = Array.from({ length: 12 }, (_, index) =>
  new Intl.DateTimeFormat('en-GB', { month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2001, index, 1)),
  ),
);

/** A day of the year in words, "16 November". */
export const dayOfYearText = ({ month, day }: MonthDay): string => `${day} ${monthNames[month - 1]}`;
