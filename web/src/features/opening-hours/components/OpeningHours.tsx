import type { OpeningPeriod } from '../../../../../common/rules/prices';
import type { Season } from '../../../../../common/rules/seasons';
import { type MessageKey, useLocale, useT } from '../../../lib/i18n';
import { hoursLabel, periodLabel, type TimeStyle } from '../format';

const seasons: readonly Season[] = ['low', 'high'];
const seasonKeys: Record<Season, MessageKey> = {
  low: 'openingHours.season.low',
  high: 'openingHours.season.high',
};

interface OpeningHoursProps {
  /** One entry of OPENING_HOURS (common/rules/prices.ts). */
  hours: Record<Season, OpeningPeriod>;
  timeStyle?: TimeStyle;
}

/** The opening hours of one place, a tile per season: its name, its months, its hours. */
export function OpeningHours({ hours, timeStyle = 'colon' }: OpeningHoursProps) {
  const t = useT();
  const locale = useLocale();
  return (
    <dl className="opening-hours">
      {seasons.map((season) => (
        <div key={season} className={`opening-hours__season opening-hours__season--${season}`}>
          <dt className="opening-hours__name">
            {t(seasonKeys[season])}
            <span className="opening-hours__period"> {periodLabel(hours[season], t, locale)}</span>
          </dt>
          <dd className="opening-hours__hours">{hoursLabel(hours[season], t, timeStyle, locale)}</dd>
        </div>
      ))}
    </dl>
  );
}
