import type { UseQueryResult } from '@tanstack/react-query';
import { useAdminT } from '../i18n';

/** Loads a list again; while it does, the button says so and waits. */
export function RefreshButton({ query }: { query: UseQueryResult<unknown> }) {
  const t = useAdminT();
  return (
    <button
      type="button"
      className="button button--secondary admin-button--small"
      disabled={query.isFetching}
      onClick={() => void query.refetch()}
    >
      <span aria-hidden="true">↻</span> {t('admin.refresh')}
    </button>
  );
}
