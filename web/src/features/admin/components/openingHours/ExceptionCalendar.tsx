import type { StoredOpeningException } from '../../../../../../common/api/openingHours';
import { LOCALE_DATA } from '../../../../../../common/i18n/localeData';
import { addDays } from '../../../../../../common/rules/openingHours';
import { useRemoveOpeningException } from '../../api/openingHours';
import { useAdminT } from '../../i18n';
import { errorText } from '../errorText';
import { FACILITY_LABELS } from './HoursForm';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
/** The admin is English: its month names are the en-US ones of the i18n layer's locale data. */
const MONTHS = LOCALE_DATA['en-US'].monthsLong;

/** The month's days (yyyy-mm-dd), after blanks for the weekdays before the 1st (Monday first). */
function monthGrid(month: string): (string | null)[] {
  const first = `${month}-01`;
  const [year, number] = month.split('-').map(Number) as [number, number];
  const length = new Date(Date.UTC(year, number, 0)).getUTCDate();
  const lead = (new Date(Date.UTC(year, number - 1, 1)).getUTCDay() + 6) % 7;
  return [
    ...Array.from({ length: lead }, () => null),
    ...Array.from({ length }, (_, day) => addDays(first, day)),
  ];
}

/** yyyy-mm of the month before or after. */
export function shiftMonth(month: string, by: number): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const moved = new Date(Date.UTC(year, number - 1 + by, 1));
  return `${moved.getUTCFullYear()}-${String(moved.getUTCMonth() + 1).padStart(2, '0')}`;
}

interface ExceptionCalendarProps {
  /** yyyy-mm. */
  month: string;
  exceptions: readonly StoredOpeningException[];
  selected: string;
  onSelect: (date: string) => void;
  onMonth: (month: string) => void;
}

/** A month of days, those with an exceptional day marked, and the list of that month's exceptional days. */
export function ExceptionCalendar({
  month,
  exceptions,
  selected,
  onSelect,
  onMonth,
}: ExceptionCalendarProps) {
  const t = useAdminT();
  const remove = useRemoveOpeningException();
  const [year, number] = month.split('-').map(Number) as [number, number];
  const onDay = (date: string) => exceptions.filter((day) => day.from <= date && date <= day.to);
  const inMonth = exceptions.filter((day) => day.from.slice(0, 7) <= month && month <= day.to.slice(0, 7));
  return (
    <section className="admin-card hours-calendar" aria-label={t('admin.hours.exceptions')}>
      <div className="hours-calendar__head">
        <button
          type="button"
          className="button button--secondary"
          onClick={() => onMonth(shiftMonth(month, -1))}
        >
          {t('admin.hours.previousMonth')}
        </button>
        <h3 className="hours-calendar__title">
          {MONTHS[number - 1]} {year}
        </h3>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => onMonth(shiftMonth(month, 1))}
        >
          {t('admin.hours.nextMonth')}
        </button>
      </div>
      <div className="hours-calendar__grid">
        {WEEKDAYS.map((weekday) => (
          <span key={weekday} className="hours-calendar__weekday" aria-hidden="true">
            {weekday}
          </span>
        ))}
        {monthGrid(month).map((date, index) =>
          date ? (
            <button
              key={date}
              type="button"
              className={`hours-calendar__day${onDay(date).length > 0 ? ' hours-calendar__day--exception' : ''}`}
              aria-pressed={date === selected}
              aria-label={`${date}${onDay(date)
                .map((day) => `, ${day.reason.en}`)
                .join('')}`}
              onClick={() => onSelect(date)}
            >
              {Number(date.slice(8))}
            </button>
          ) : (
            // biome-ignore lint/suspicious/noArrayIndexKey: the blanks before the 1st have nothing else
            <span key={`blank-${index}`} />
          ),
        )}
      </div>
      {remove.isError ? <p className="admin-field__error">{errorText(remove.error, t)}</p> : null}
      {inMonth.length === 0 ? (
        <p className="admin-empty">{t('admin.hours.noExceptions')}</p>
      ) : (
        <ul className="admin-list hours-exceptions">
          {inMonth.map((day) => (
            <li key={day.id} className="hours-exception">
              <span>
                <strong>{t(FACILITY_LABELS[day.facility])}</strong>{' '}
                {day.from === day.to ? day.from : `${day.from} – ${day.to}`}:{' '}
                {day.closed
                  ? t('admin.hours.closed')
                  : `${day.opens ?? ''}${day.closes ? `–${day.closes}` : '+'}`}{' '}
                ({day.reason.en})
              </span>
              <button
                type="button"
                className="button button--secondary admin-button--danger"
                disabled={remove.isPending}
                onClick={() => remove.mutate(day.id)}
              >
                {t('admin.hours.remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
