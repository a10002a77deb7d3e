import type { Translate } from '../../../lib/i18n';

/*
 * The party in words, each count in its language's plural form ("1 adult", "0 adulte", "2 Jugendliche";
 * docs/product.md, Languages). `t` must be usePluralT's (lib/i18nPlural.ts): the texts are plural slots,
 * which useT's translate leaves unchosen.
 */

export const adultsLabel = (t: Translate, count: number): string => t('bookingForm.adultsCount', { count });

export const juniorsLabel = (t: Translate, count: number): string => t('bookingForm.juniorsCount', { count });

/** "2 adults", "1 adult, 2 juniors": counts of 0 are left out, unless both are 0. */
export function partyLabel(t: Translate, adults: number, juniors: number): string {
  const parts = [adults > 0 ? adultsLabel(t, adults) : null, juniors > 0 ? juniorsLabel(t, juniors) : null];
  const text = parts.filter((part): part is string => part !== null).join(', ');
  return text === '' ? adultsLabel(t, 0) : text;
}
