import { clubToday } from '../../../../common/rules/clubTime';
import { usePriceListOn } from './usePriceListOn';

/** The list in force today and its buggy: the Golf Buggies page's widgets share the one query. */
export function useBuggyPrices() {
  const query = usePriceListOn(clubToday());
  const list = query.data?.list;
  return { query, list, buggy: list?.products.buggy };
}
