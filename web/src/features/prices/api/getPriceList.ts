import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../../../common/api/paths';
import type { PriceListAnswer } from '../../../../../common/api/priceLists';
import type { Language } from '../../../../../common/i18n/languages';
import { api } from '../../../lib/api';

/**
 * The key of the list in force on a date, in a language. The server renders the price pages with this
 * query already answered (its data in the page), so the first paint and the hydration show the same list.
 */
export const priceListQueryKey = (date: string, language: Language) =>
  ['price-list', date, language] as const;

/**
 * The answer's schema, loaded with the first answer: building the price lists' schemas took a quarter of the
 * booking page's start (issue 38, TBT), and a page the server rendered with its list does not ask at all.
 */
const priceListAnswer = () =>
  import('../../../../../common/api/priceLists').then((module) => module.priceListAnswer);

/** GET /prices/{date}: the list in force on that date, in the page's language (Accept-Language). */
export function getPriceList(date: string, signal?: AbortSignal): Promise<PriceListAnswer> {
  return api.get(apiPaths.prices.path({ date }), priceListAnswer, signal);
}

/** The list in force on `date` (yyyy-mm-dd, club time); a change staff make reaches open pages over /live. */
export function usePriceList(date: string, language: Language) {
  return useQuery({
    queryKey: priceListQueryKey(date, language),
    queryFn: ({ signal }) => getPriceList(date, signal),
    enabled: date !== '',
  });
}
