import { useAdminT } from '../../i18n';
import { formatTime } from '../../lib/dateTime';
import { errorText } from '../errorText';
import type { PageOutcome } from './usePageActions';

interface PageStatusProps {
  outcome: PageOutcome | null;
  dirty: boolean;
  /** A saved draft waits to be published. */
  hasDraft: boolean;
  /** A field of the form is refused. */
  problem: boolean;
}

/**
 * The line next to the page's buttons, always present so that screen readers hear each change: what is
 * under way, what went wrong, whether there are unsaved changes, and whether visitors see the draft yet.
 */
export function PageStatus({ outcome, dirty, hasDraft, problem }: PageStatusProps) {
  const t = useAdminT();
  let tone: 'neutral' | 'success' | 'error' = 'neutral';
  let text: string;
  if (problem) {
    tone = 'error';
    text = t('admin.fixErrors');
  } else if (outcome?.status === 'pending') {
    text = t(`admin.pages.status.pending.${outcome.action}`);
  } else if (outcome?.status === 'failed') {
    tone = 'error';
    text = t(`admin.pages.status.failed.${outcome.action}`, { message: errorText(outcome.error, t) });
  } else if (dirty) {
    text = t('admin.unsaved');
  } else if (outcome?.status === 'done' && outcome.action !== 'reload') {
    tone = 'success';
    text = t(`admin.pages.status.done.${outcome.action}`, {
      time: formatTime(new Date(outcome.at)),
      n: outcome.n ?? 0,
    });
  } else {
    text = hasDraft ? t('admin.pages.status.draftWaits') : t('admin.pages.status.published');
  }
  return (
    <p className={`admin-save-status admin-save-status--${tone}`} role="status">
      {tone !== 'neutral' ? (
        <span className="admin-save-status__icon" aria-hidden="true">
          {tone === 'success' ? '✓' : '!'}
        </span>
      ) : null}
      {text}
    </p>
  );
}
