import type {
  OpeningException,
  OpeningHours,
  OpeningHoursAnswer,
} from '../../../../../common/api/openingHours';
import type { Language } from '../../../../../common/i18n/languages';
import { localizeOpeningHours, SEEDED_OPENING_HOURS } from '../../../../../common/rules/openingHours';

/** GET /opening-hours's answer for some hours and exceptional days (ids in their order), in a language. */
export function hoursAnswer(
  exceptions: readonly OpeningException[] = [],
  language: Language = 'en',
  hours: OpeningHours = SEEDED_OPENING_HOURS,
): OpeningHoursAnswer {
  return localizeOpeningHours(
    hours,
    exceptions.map((day, index) => ({ ...day, id: index + 1 })),
    language,
  );
}

/** An exceptional day of a facility, closed unless hours are given. */
export function exceptionalDay(
  facility: OpeningException['facility'],
  date: string,
  reason: string,
  hours?: { opens: string; closes: string | null },
): OpeningException {
  return {
    facility,
    from: date,
    to: date,
    closed: !hours,
    opens: hours?.opens ?? null,
    closes: hours?.closes ?? null,
    reason: { en: reason, nl: `${reason} (nl)`, fr: '', de: '' },
  };
}
