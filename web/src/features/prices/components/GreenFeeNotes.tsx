import { useLocale, useT } from '../../../lib/i18n';
import { formatEuro } from '../format';
import { useShownPriceList } from '../useShownPriceList';
import { PricesLoading } from './PriceListStatus';

/**
 * The notes of the list the page shows (the widget 'greenfee-notes'): the season ticket, the list's own
 * notes and the at-golf surcharge. Nothing when the list failed: the table's section says so.
 */
export function GreenFeeNotes() {
  const t = useT();
  const locale = useLocale();
  const { query } = useShownPriceList();
  const list = query.data?.list;
  if (!list) return query.isError ? null : <PricesLoading lines={3} />;
  const { seasonTicket } = list.products;
  return (
    <ul className="info-list">
      <li>
        {t('greenfees.note.seasonTicket', {
          label: seasonTicket.label,
          rounds: seasonTicket.rounds,
          price: formatEuro(seasonTicket.price, locale),
          note: seasonTicket.note,
        })}
      </li>
      {list.notes ? <li>{list.notes}</li> : null}
      <li>{t('greenfees.note.atGolf', { amount: formatEuro(list.atGolfSurcharge, locale) })}</li>
    </ul>
  );
}
