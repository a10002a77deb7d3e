import { useLocale, useT } from '../../../lib/i18n';
import { formatEuro } from '../format';
import { useBuggyPrices } from '../useBuggyPrices';
import { PriceList } from './PriceList';
import { PricesFailed, PricesLoading } from './PriceListStatus';

/** The buggy's price per round in today's list (the widget 'buggy-price'), under the list's label. */
export function BuggyPrice() {
  const t = useT();
  const locale = useLocale();
  const { query, buggy } = useBuggyPrices();
  if (!buggy) return query.isError ? <PricesFailed /> : <PricesLoading lines={3} />;
  return (
    <PriceList
      caption={buggy.label}
      itemLabel={t('golfBuggies.item')}
      priceLabel={t('golfBuggies.priceColumn')}
      rows={[{ id: 'buggy', label: t('golfBuggies.row'), price: formatEuro(buggy.pricePerRound, locale) }]}
    />
  );
}
