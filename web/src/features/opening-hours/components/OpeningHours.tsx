import type { Facility, OpeningHoursAnswer } from '../../../../../common/api/openingHours';
import { clubToday } from '../../../../../common/rules/clubTime';
import { useLocale, useT } from '../../../lib/i18n';
import { useOpeningHours } from '../api/getOpeningHours';
import { hoursLabel, periodLabel, type TimeStyle } from '../format';
import { HoursFailed, HoursLoading } from './HoursStatus';
import { HoursThisWeek } from './HoursThisWeek';

interface OpeningHoursViewProps {
  answer: OpeningHoursAnswer;
  facility: Facility;
  today: string;
  timeStyle?: TimeStyle;
}

/** A place's hours: today and the week, then a tile per season (its name, its months, its week). */
export function OpeningHoursView({ answer, facility, today, timeStyle = 'colon' }: OpeningHoursViewProps) {
  const t = useT();
  const locale = useLocale();
  return (
    <>
      <HoursThisWeek answer={answer} facility={facility} today={today} timeStyle={timeStyle} />
      <dl className="opening-hours">
        {answer.hours[facility].map((period, index) => (
          // Seasons have no id: their order is the one staff gave them.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <div key={index} className="opening-hours__season">
            <dt className="opening-hours__name">
              {period.name}
              <span className="opening-hours__period"> {periodLabel(period, t, locale)}</span>
            </dt>
            <dd className="opening-hours__hours">{hoursLabel(period, t, timeStyle, locale)}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}

/** The opening hours of the driving range or the golf shop, from the data staff keep (GET /opening-hours). */
export function OpeningHours({
  facility,
  timeStyle = 'colon',
}: {
  facility: Facility;
  timeStyle?: TimeStyle;
}) {
  const today = clubToday();
  const query = useOpeningHours(today);
  if (query.data)
    return <OpeningHoursView answer={query.data} facility={facility} today={today} timeStyle={timeStyle} />;
  return query.isError ? <HoursFailed /> : <HoursLoading />;
}
