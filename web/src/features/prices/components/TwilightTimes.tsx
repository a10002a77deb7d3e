import { clockTimeOf } from '../../../../../common/rules/seasons';
import { useT } from '../../../lib/i18n';
import { formatClock } from '../format';
import { useShownPriceList } from '../useShownPriceList';
import { PricesLoading } from './PriceListStatus';

/** When the twilight fee starts in each season of the list the page shows (the widget 'twilight-times'). */
export function TwilightTimes() {
  const t = useT();
  const { query } = useShownPriceList();
  const list = query.data?.list;
  if (!list) return query.isError ? null : <PricesLoading lines={3} />;
  return (
    <ul className="info-list">
      {list.seasons.map((season) => {
        const from = list.twilightFrom[season.key];
        return from ? (
          <li key={season.key}>
            {t('greenfees.hours.twilightSeason', {
              season: season.name,
              time: formatClock(clockTimeOf(from)),
            })}
          </li>
        ) : null;
      })}
    </ul>
  );
}
