import { useId } from 'react';
import {
  type FeeId,
  GREEN_FEES_2025,
  type GreenFee,
  JUNIOR_DISCOUNT,
} from '../../../../../common/rules/prices';
import type { Season } from '../../../../../common/rules/seasons';
import { type MessageKey, useLocale, useT } from '../../../lib/i18n';
import { formatClock, formatEuro } from '../format';
import { formatDayMonth, seasonSpans } from '../seasonSpans';

export const SEASONS: readonly Season[] = ['low', 'high'];

export const feeLabelKeys: Record<FeeId, MessageKey> = {
  weekday: 'prices.fee.weekday',
  weekend: 'prices.fee.weekend',
  groupWeekday: 'prices.fee.groupWeekday',
  groupWeekend: 'prices.fee.groupWeekend',
  twilight: 'prices.fee.twilight',
  dayFee: 'prices.fee.dayFee',
};

export const seasonLabelKeys: Record<Season, MessageKey> = {
  low: 'prices.season.low',
  high: 'prices.season.high',
};

interface GreenFeeTableProps {
  caption: string;
  fees?: readonly GreenFee[];
  /** The year whose season dates head the columns. */
  year?: number;
}

/**
 * The seasonal green-fee table (docs/product.md, Seasons and prices): a row header per fee, a column per
 * season headed by the season's dates. Fees with the junior discount carry an asterisk, explained in the
 * table's footnote.
 */
export function GreenFeeTable({ caption, fees = GREEN_FEES_2025, year = 2025 }: GreenFeeTableProps) {
  const t = useT();
  const locale = useLocale();
  const footnoteId = useId();
  const spans = seasonSpans(year);
  const hasDiscount = fees.some((fee) => fee.juniorDiscount);

  const priceText = (fee: GreenFee, season: Season) => {
    const price = formatEuro(fee.price[season], locale);
    const startsAt = fee.startsAt?.[season];
    return startsAt ? t('prices.after', { price, time: formatClock(startsAt) }) : price;
  };

  return (
    <div className="price-table-block">
      <table className="price-table" aria-describedby={hasDiscount ? footnoteId : undefined}>
        <caption className="price-table__caption">{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className="price-table__corner">
              {t('prices.feeColumn')}
            </th>
            {SEASONS.map((season) => (
              <th key={season} scope="col" className="price-table__season">
                {t(seasonLabelKeys[season])}
                <span className="price-table__dates">
                  {' '}
                  {t('prices.seasonDates', {
                    from: formatDayMonth(spans[season].from, 'short', locale),
                    to: formatDayMonth(spans[season].to, 'short', locale),
                  })}
                </span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {fees.map((fee) => (
            <tr key={fee.id} data-fee={fee.id}>
              <th scope="row" className="price-table__fee">
                {t(feeLabelKeys[fee.id])}
                {fee.juniorDiscount ? <span className="price-table__mark">*</span> : null}
              </th>
              {SEASONS.map((season) => (
                <td key={season} className="price-table__price">
                  {priceText(fee, season)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {hasDiscount ? (
        <p id={footnoteId} className="price-table__footnote">
          {t('prices.footnote', {
            age: JUNIOR_DISCOUNT.maxAgeExclusive,
            percent: JUNIOR_DISCOUNT.percent,
          })}
        </p>
      ) : null}
    </div>
  );
}
