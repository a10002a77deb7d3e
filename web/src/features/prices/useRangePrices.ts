import { clubToday } from '../../../../common/rules/clubTime';
import { usePriceListOn } from './usePriceListOn';

/** The list in force today and its driving range: the Driving Range page's widgets share the one query. */
export function useRangePrices() {
  const query = usePriceListOn(clubToday());
  return { query, range: query.data?.list.products.drivingRange };
}
