import { useLocale, useT } from '../../../lib/i18n';
import { formatEuro } from '../format';
import { useRangePrices } from '../useRangePrices';
import { PriceList } from './PriceList';
import { PricesFailed, PricesLoading } from './PriceListStatus';

/**
 * The driving range's fees in today's list (the widget 'range-price'), under the list's label: adults and
 * juniors by the list's junior age, for the list's duration.
 */
export function RangePrice() {
  const t = useT();
  const locale = useLocale();
  const { query, range } = useRangePrices();
  if (!range) return query.isError ? <PricesFailed /> : <PricesLoading lines={3} />;
  return (
    <PriceList
      caption={range.label}
      itemLabel={t('drivingRange.item')}
      priceLabel={t('drivingRange.priceColumn', { hours: range.minutes / 60 })}
      rows={[
        {
          id: 'adult',
          label: t('drivingRange.adults', { age: range.juniorUnderAge }),
          price: formatEuro(range.adultPrice, locale),
        },
        {
          id: 'junior',
          label: t('drivingRange.juniors', { age: range.juniorUnderAge }),
          price: formatEuro(range.juniorPrice, locale),
        },
      ]}
    />
  );
}
