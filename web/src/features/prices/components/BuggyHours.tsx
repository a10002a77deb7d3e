import { clockTimeOf } from '../../../../../common/rules/seasons';
import { useT } from '../../../lib/i18n';
import { formatClock } from '../format';
import { useBuggyPrices } from '../useBuggyPrices';
import { useSeasonDates } from './GreenFeeTable';
import { PricesLoading } from './PriceListStatus';

/** Until when the buggies are out in each season of today's list (the widget 'buggy-hours'). */
export function BuggyHours() {
  const t = useT();
  const seasonDates = useSeasonDates();
  const { query, list, buggy } = useBuggyPrices();
  if (!list || !buggy) return query.isError ? null : <PricesLoading lines={3} />;
  return (
    <dl className="opening-hours">
      {list.seasons.map((season) => {
        const until = buggy.availableUntil[season.key];
        return (
          <div key={season.key} className={`opening-hours__season opening-hours__season--${season.key}`}>
            <dt className="opening-hours__name">
              {season.name}
              <span className="opening-hours__period"> {seasonDates(season)}</span>
            </dt>
            <dd className="opening-hours__hours">
              {until ? t('golfBuggies.hours.until', { time: formatClock(clockTimeOf(until)) }) : null}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
