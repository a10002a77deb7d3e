import type { Translate } from '../../../lib/i18n';

export const adultsLabel = (t: Translate, count: number): string =>
  count === 1 ? t('bookingForm.adultsCount.one') : t('bookingForm.adultsCount.other', { count });

export const juniorsLabel = (t: Translate, count: number): string =>
  count === 1 ? t('bookingForm.juniorsCount.one') : t('bookingForm.juniorsCount.other', { count });

/** "2 adults", "1 adult, 2 juniors": counts of 0 are left out, unless both are 0. */
export function partyLabel(t: Translate, adults: number, juniors: number): string {
  const parts = [adults > 0 ? adultsLabel(t, adults) : null, juniors > 0 ? juniorsLabel(t, juniors) : null];
  const text = parts.filter((part): part is string => part !== null).join(', ');
  return text === '' ? adultsLabel(t, 0) : text;
}
