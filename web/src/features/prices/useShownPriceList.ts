import { useSearchParams } from 'react-router';
import { clubToday, parseIsoDate } from '../../../../common/rules/clubTime';
import { usePriceListOn } from './usePriceListOn';

/** The date whose list the Green Fees page shows: a valid ?date=yyyy-mm-dd, else the club's today. */
export function useShownDate(): { date: string; asked: boolean } {
  const [params] = useSearchParams();
  const asked = params.get('date');
  return asked !== null && parseIsoDate(asked)
    ? { date: asked, asked: true }
    : { date: clubToday(), asked: false };
}

/**
 * The list the Green Fees page shows, and its date: its price widgets (table, notes, twilight) each ask
 * for it and share the one query, so they always show the same list.
 */
export function useShownPriceList() {
  const shown = useShownDate();
  return { shown, query: usePriceListOn(shown.date) };
}
