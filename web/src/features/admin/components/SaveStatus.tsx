import { useAdminT } from '../i18n';
import { errorText } from './errorText';

/** What a save mutation reports (TanStack's useMutation result fits as it is). */
export interface SaveState {
  status: 'idle' | 'pending' | 'success' | 'error';
  error: unknown;
  /** When the last save was sent (ms). */
  submittedAt: number;
}

interface SaveStatusProps {
  state: SaveState;
  /** Whether the form differs from what was loaded or saved. */
  dirty?: boolean;
  /** A message of the form itself (a field to fix), shown instead of the save state. */
  problem?: string | undefined;
  /** A save that publishes at once (the club's details): said as publishing and published. */
  publishes?: boolean;
}

const timeFormat = new Intl.DateTimeFormat('en-US', { timeStyle: 'short', hourCycle: 'h23' });

/**
 * The line next to a save button, always present so that screen readers hear each change: saving, saved
 * (with the time), not saved (with the reason), or whether there are unsaved changes.
 */
export function SaveStatus({ state, dirty = false, problem, publishes = false }: SaveStatusProps) {
  const t = useAdminT();
  let tone: 'neutral' | 'success' | 'error' = 'neutral';
  let text: string;
  if (problem) {
    tone = 'error';
    text = problem;
  } else if (state.status === 'pending') {
    text = t(publishes ? 'admin.publishing' : 'admin.saving');
  } else if (state.status === 'error') {
    tone = 'error';
    text = t(publishes ? 'admin.publishFailed' : 'admin.saveFailed', { message: errorText(state.error, t) });
  } else if (dirty) {
    text = t('admin.unsaved');
  } else if (state.status === 'success') {
    tone = 'success';
    text = t(publishes ? 'admin.publishedAt' : 'admin.savedAt', {
      time: timeFormat.format(new Date(state.submittedAt)),
    });
  } else {
    text = t('admin.noChanges');
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
