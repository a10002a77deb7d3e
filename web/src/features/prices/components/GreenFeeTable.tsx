import { useId } from 'react';
import { FEE_IDS, type FeeId } from '../../../../../common/api/feeIds';
import type { PublicPriceList } from '../../../../../common/api/priceLists';
import { clockTimeOf } from '../../../../../common/rules/seasons';
import { type MessageKey, useLocale, useT } from '../../../lib/i18n';
import { formatClock, formatEuro } from '../format';
import { formatDayMonth } from '../seasonSpans';

export const feeLabelKeys: Record<FeeId, MessageKey> = {
  weekday: 'prices.fee.weekday',
  weekend: 'prices.fee.weekend',
  groupWeekday: 'prices.fee.groupWeekday',
  groupWeekend: 'prices.fee.groupWeekend',
  twilight: 'prices.fee.twilight',
  dayFee: 'prices.fee.dayFee',
};

type Season = PublicPriceList['seasons'][number];

/** "(17 Nov to 31 Mar)": a season's days, as the list names them. */
export function useSeasonDates(): (season: Season) => string {
  const t = useT();
  const locale = useLocale();
  return (season) =>
    t('prices.seasonDates', {
      from: formatDayMonth(season.from, 'short', locale),
      to: formatDayMonth(season.to, 'short', locale),
    });
}

interface GreenFeeTableProps {
  caption: string;
  list: PublicPriceList;
  /** The rows shown, in display order; all six by default. */
  fees?: readonly FeeId[];
}

/**
 * The green-fee table of a price list (docs/product.md, Seasons and prices): a row header per fee, a
 * column per season of the list headed by its name and days. Fees with the junior discount carry an
 * asterisk, explained in the table's footnote.
 */
export function GreenFeeTable({ caption, list, fees = FEE_IDS }: GreenFeeTableProps) {
  const t = useT();
  const locale = useLocale();
  const seasonDates = useSeasonDates();
  const footnoteId = useId();
  const hasDiscount = fees.some((fee) => list.junior.fees.includes(fee));

  const priceText = (fee: FeeId, season: string) => {
    const price = formatEuro(list.greenFees[fee][season] ?? 0, locale);
    const startsAt = list.twilightFrom[season];
    return fee === 'twilight' && startsAt
      ? t('prices.after', { price, time: formatClock(clockTimeOf(startsAt)) })
      : price;
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
            {list.seasons.map((season) => (
              <th key={season.key} scope="col" className="price-table__season">
                {season.name}
                <span className="price-table__dates"> {seasonDates(season)}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {fees.map((fee) => (
            <tr key={fee} data-fee={fee}>
              <th scope="row" className="price-table__fee">
                {t(feeLabelKeys[fee], { size: list.groupSize })}
                {list.junior.fees.includes(fee) ? <span className="price-table__mark">*</span> : null}
              </th>
              {list.seasons.map((season) => (
                <td key={season.key} className="price-table__price">
                  {priceText(fee, season.key)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {hasDiscount ? (
        <p id={footnoteId} className="price-table__footnote">
          {t('prices.footnote', { age: list.junior.underAge, percent: list.junior.percent })}
        </p>
      ) : null}
    </div>
  );
}
