import { ENGLISH_LOCALE, monthName } from '../../../../../common/i18n/localeFormat';
import type { MonthDay } from '../../../../../common/rules/seasons';

/** The months by name, January first, as the admin (in English) writes them. */
export const monthNames = Array.from({ length: 12 }, (_, index) =>
  monthName(index + 1, 'long', ENGLISH_LOCALE),
);

/** A day of the year in words, "16 November". */
export const dayOfYearText = ({ month, day }: MonthDay): string => `${day} ${monthNames[month - 1]}`;
