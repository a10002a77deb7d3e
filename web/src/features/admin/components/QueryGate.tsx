import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Spinner } from '../../../components/ui/Spinner';
import { useAdminT } from '../i18n';
import { errorText } from './errorText';

interface QueryGateProps<T> {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}

/** A spinner while the first answer is on its way, an error with a retry when it fails, then the data. */
export function QueryGate<T>({ query, children }: QueryGateProps<T>) {
  const t = useAdminT();
  if (query.isPending) return <Spinner label={t('admin.loading')} />;
  if (query.isError) {
    return (
      <div className="admin-alert admin-alert--error" role="alert">
        <p>{t('admin.loadFailed', { message: errorText(query.error, t) })}</p>
        <button type="button" className="button button--secondary" onClick={() => void query.refetch()}>
          {t('admin.retry')}
        </button>
      </div>
    );
  }
  return <>{children(query.data)}</>;
}
