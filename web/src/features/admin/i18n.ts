import { useCallback } from 'react';
import { admin } from '../../i18n/en/admin';
import { type MessageKey, type MessageParams, useT } from '../../lib/i18n';
import { formatCount } from '../../lib/i18nPlural';

export type AdminMessageKey = keyof typeof admin;
export type AdminTranslate = (key: AdminMessageKey | MessageKey, params?: MessageParams) => string;

const isAdminKey = (key: string): key is AdminMessageKey => Object.hasOwn(admin, key);

/**
 * The translate function of the admin: its own texts (web/src/i18n/en/admin.ts, loaded with the admin
 * chunk only), then the site's dictionary for anything shared. The admin is English; counts take the
 * English plural rule ("1 adult, 0 juniors"), the one the public pages use (common/i18n/plural.ts).
 */
export function useAdminT(): AdminTranslate {
  const t = useT();
  return useCallback<AdminTranslate>(
    (key, params) => (isAdminKey(key) ? formatCount(admin[key], params, 'en') : t(key, params)),
    [t],
  );
}
