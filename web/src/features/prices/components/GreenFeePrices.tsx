import { Link } from 'react-router';
import { paths } from '../../../app/routes';
import { useLocale, useT } from '../../../lib/i18n';
import { formatIsoDate } from '../../booking/lib/dates';
import { useShownPriceList } from '../useShownPriceList';
import { GreenFeeTable } from './GreenFeeTable';
import { PricesFailed, PricesLoading } from './PriceListStatus';

/**
 * The green-fee table of the list the page shows (the widget 'greenfee-prices'): which date's list it is
 * when the address asks for another day, and a link to the next list when staff have entered one.
 */
export function GreenFeePrices() {
  const t = useT();
  const locale = useLocale();
  const { shown, query } = useShownPriceList();
  const answer = query.data;
  const list = answer?.list;
  return (
    <>
      {shown.asked ? (
        <p className="prices-next">
          {t('greenfees.showing', { date: formatIsoDate(shown.date, locale) })}{' '}
          <Link to={paths.greenfees}>{t('greenfees.showToday')}</Link>
        </p>
      ) : null}
      {list ? (
        <GreenFeeTable caption={t('greenfees.tableCaption', { name: list.name })} list={list} />
      ) : query.isError ? (
        <PricesFailed />
      ) : (
        <PricesLoading lines={8} />
      )}
      {answer?.next ? (
        <p className="prices-next">
          <Link to={`${paths.greenfees}?date=${answer.next.effectiveFrom}`}>
            {t('greenfees.next', {
              date: formatIsoDate(answer.next.effectiveFrom, locale),
              name: answer.next.name,
            })}
          </Link>
        </p>
      ) : null}
    </>
  );
}
