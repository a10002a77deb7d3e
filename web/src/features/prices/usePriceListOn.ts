import { useLanguage } from '../../lib/i18n';
import { usePriceList } from './api/getPriceList';

/** The list in force on a club date (yyyy-mm-dd, '' for none yet), its texts in the page's language. */
export const usePriceListOn = (date: string) => usePriceList(date, useLanguage());
