import type { AdminTranslate } from '../i18n';

/** Who made a change: a staff member's address, or the installation's own texts ('seed'). */
export const staffName = (who: string, t: AdminTranslate) => (who === 'seed' ? t('admin.bySeed') : who);
