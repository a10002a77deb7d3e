import type { ReactNode } from 'react';
import type { StaleVersionAnswer } from '../../../../../../common/api/documents';
import { useAdminT } from '../../i18n';
import { formatDateTime } from '../../lib/dateTime';
import { staffName } from '../staffName';

/** The texts of a document's refused save: its `.title`, `.who` ({who}, {when}) and `.reload`. */
export type StaleTexts =
  | 'admin.pages.stale'
  | 'admin.club.stale'
  | 'admin.course.stale'
  | 'admin.marks.stale';

interface StaleVersionAlertProps {
  stale: StaleVersionAnswer;
  texts: StaleTexts;
  busy: boolean;
  onReload: () => void;
  /** What becomes of the staff member's own changes, when the document says so. */
  children?: ReactNode;
  className?: string;
}

/**
 * A save, publish or restore of a document refused because someone saved it in between: who, and when,
 * and a button that loads their version.
 */
export function StaleVersionAlert({
  stale,
  texts,
  busy,
  onReload,
  children,
  className,
}: StaleVersionAlertProps) {
  const t = useAdminT();
  return (
    <div className={`admin-alert admin-alert--error${className ? ` ${className}` : ''}`} role="alert">
      <p className="admin-alert__title">{t(`${texts}.title`)}</p>
      <p>
        {t(`${texts}.who`, { who: staffName(stale.updatedBy, t), when: formatDateTime(stale.updatedAt) })}
      </p>
      {children}
      <button type="button" className="button" disabled={busy} onClick={onReload}>
        {t(`${texts}.reload`)}
      </button>
    </div>
  );
}
