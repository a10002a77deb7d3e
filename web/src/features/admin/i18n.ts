import { useCallback } from 'react';
import { admin } from '../../i18n/en/admin';
import { formatMessage, type MessageKey, type MessageParams, useT } from '../../lib/i18n';

export type AdminMessageKey = keyof typeof admin;
export type AdminTranslate = (key: AdminMessageKey | MessageKey, params?: MessageParams) => string;

const isAdminKey = (key: string): key is AdminMessageKey => Object.hasOwn(admin, key);

/**
 * The translate function of the admin: its own texts (web/src/i18n/en/admin.ts, loaded with the admin
 * chunk only), then the site's dictionary for anything shared.
 */
export function useAdminT(): AdminTranslate {
  const t = useT();
  return useCallback<AdminTranslate>(
    (key, params) => (isAdminKey(key) ? formatMessage(admin[key], params) : t(key, params)),
    [t],
  );
}
