import { useState } from 'react';
import type { TeeSheetDay } from '../../../../../../common/api/teeSheet';
import { useWaitingList } from '../../api/getWaitingList';
import { useAdminT } from '../../i18n';
import { formatDayTitle } from '../../lib/teeSheetForms';
import { isActiveEntry } from '../../lib/waitingList';
import { QueryGate } from '../QueryGate';
import { WaitingListEntry } from './WaitingListEntry';
import '../../../../styles/admin-waiting-list.css';

interface WaitingListProps {
  /** The sheet's date (yyyy-mm-dd). */
  date: string;
  /** The day's times as the sheet loaded them (undefined until it has): what staff can offer. */
  times: TeeSheetDay['times'] | undefined;
  /** The section heading's id, which the jump above the sheet moves to. */
  headingId: string;
}

/**
 * The date's waiting list under the tee sheet (docs/product.md, Waiting list): each entry with its party,
 * window, contact and offers; staff offer a waiting entry a time of the day, or take an entry off the list.
 * Printed with the starter's sheet, its entries still waiting only.
 */
export function WaitingList({ date, times, headingId }: WaitingListProps) {
  const t = useAdminT();
  const list = useWaitingList(date);
  const [message, setMessage] = useState('');
  const active = list.data?.entries.filter(isActiveEntry).length ?? 0;

  return (
    <section
      className={`waiting-list${active === 0 ? ' waiting-list--idle' : ''}`}
      aria-labelledby={headingId}
    >
      <h2 className="waiting-list__title" id={headingId} tabIndex={-1}>
        {t('admin.waitingList.title')}
      </h2>
      <p className="admin-hint waiting-list__lead">{t('admin.waitingList.lead')}</p>
      <p className="admin-save-status admin-save-status--success waiting-list__message" role="status">
        {message}
      </p>
      <QueryGate query={list}>
        {(day) =>
          day.entries.length === 0 ? (
            <p className="admin-empty">{t('admin.waitingList.empty')}</p>
          ) : (
            <ol
              className="waiting-list__entries"
              aria-label={t('admin.waitingList.entries', { day: formatDayTitle(date) })}
            >
              {day.entries.map((entry) => (
                <WaitingListEntry
                  key={entry.id}
                  entry={entry}
                  date={date}
                  times={times}
                  onDone={setMessage}
                  onStart={() => setMessage('')}
                />
              ))}
            </ol>
          )
        }
      </QueryGate>
    </section>
  );
}

/** Above the sheet: how many wait for this day, a tap away from the list under the times. */
export function WaitingListJump({ date, headingId }: { date: string; headingId: string }) {
  const t = useAdminT();
  const list = useWaitingList(date);
  const active = list.data?.entries.filter(isActiveEntry).length ?? 0;
  if (active === 0) return null;
  const jump = () => {
    const heading = document.getElementById(headingId);
    heading?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    heading?.focus({ preventScroll: true });
  };
  return (
    <button
      type="button"
      className="button button--secondary admin-button--small tee-sheet__jump"
      onClick={jump}
    >
      {t('admin.waitingList.jump', { count: active })} <span aria-hidden="true">↓</span>
    </button>
  );
}
