import { useState } from 'react';
import type { TeeSheetDay } from '../../../../../../common/api/teeSheet';
import type { AdminWaitingListEntry } from '../../../../../../common/api/waitingList';
import { clubToday, formatTime } from '../../../../../../common/rules/clubTime';
import { emailHref, phoneHref } from '../../../../lib/contactLinks';
import { useRemoveWaitingListEntry } from '../../api/removeWaitingListEntry';
import { useAdminT } from '../../i18n';
import { clubStamp, isActiveEntry } from '../../lib/waitingList';
import { ConfirmDelete } from '../ConfirmDelete';
import { ErrorAlert } from '../ErrorAlert';
import { errorText } from '../errorText';
import { WaitingListOfferForm } from './WaitingListOfferForm';

interface WaitingListEntryProps {
  entry: AdminWaitingListEntry;
  date: string;
  times: TeeSheetDay['times'] | undefined;
  /** Done: what to tell staff. */
  onDone: (text: string) => void;
  /** A panel opened: the last message no longer applies. */
  onStart: () => void;
}

type Panel = 'none' | 'offer' | 'remove';

/** One entry of the waiting list: who, how many, when they can play, how to reach them, what they were offered. */
export function WaitingListEntry({ entry, date, times, onDone, onStart }: WaitingListEntryProps) {
  const t = useAdminT();
  const remove = useRemoveWaitingListEntry();
  const [panel, setPanel] = useState<Panel>('none');
  const name = `${entry.firstname} ${entry.lastname}`;
  const today = clubToday();
  const open = (next: Panel) => {
    onStart();
    remove.reset();
    setPanel(next);
  };
  const finish = (text: string) => {
    setPanel('none');
    onDone(text);
  };
  // mutateAsync, as on the sheet's bookings: the live refetch may redraw the list before the answer comes.
  const confirmRemove = () =>
    remove
      .mutateAsync(entry.id)
      .then(() => finish(t('admin.waitingList.removed', { name })))
      .catch(() => undefined);

  return (
    <li className={`waiting-entry waiting-entry--${entry.state}`}>
      <div className="waiting-entry__head">
        <h3 className="waiting-entry__name">{name}</h3>
        <span className={`admin-badge waiting-badge--${entry.state}`}>
          {t(`admin.waitingList.state.${entry.state}`)}
        </span>
      </div>
      <dl className="admin-fields waiting-entry__fields">
        <div className="admin-fields__row">
          <dt>{t('admin.waitingList.window')}</dt>
          <dd className="tabular-nums">
            {t('admin.waitingList.windowSpan', { from: entry.from, to: entry.to })}
          </dd>
        </div>
        <div className="admin-fields__row">
          <dt>{t('admin.waitingList.party')}</dt>
          <dd>{t('admin.teeSheet.party', { adults: entry.adults, juniors: entry.juniors })}</dd>
        </div>
        <div className="admin-fields__row waiting-entry__wide">
          <dt>{t('admin.waitingList.contact')}</dt>
          <dd className="waiting-entry__contact">
            <a href={phoneHref(entry.telephone)}>{entry.telephone}</a>
            <a className="waiting-entry__email admin-break" href={emailHref(entry.email)}>
              {entry.email}
            </a>
          </dd>
        </div>
        <div className="admin-fields__row waiting-entry__wide waiting-entry__joined">
          <dt>{t('admin.waitingList.joined')}</dt>
          <dd className="tabular-nums">{clubStamp(entry.createdAt, today)}</dd>
        </div>
        {entry.offers.length > 0 ? (
          <div className="admin-fields__row waiting-entry__wide">
            <dt>{t('admin.waitingList.offers')}</dt>
            <dd>
              <ul className="waiting-entry__offers">
                {entry.offers.map((offer) => (
                  <li key={offer.id} className={`waiting-offer waiting-offer--${offer.state}`}>
                    <strong className="tabular-nums">{formatTime(offer.hour, offer.minute)}</strong>
                    {' · '}
                    {t(`admin.waitingList.by.${offer.by}`)}
                    {' · '}
                    {t(`admin.waitingList.offerState.${offer.state}`)}
                    {offer.state === 'open' ? (
                      <>
                        {' · '}
                        {t('admin.waitingList.heldUntil', { time: clubStamp(offer.expiresAt, today) })}
                      </>
                    ) : null}
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        ) : null}
      </dl>
      {!isActiveEntry(entry) ? null : panel === 'offer' ? (
        <WaitingListOfferForm
          entry={entry}
          date={date}
          times={times}
          onDone={finish}
          onClose={() => setPanel('none')}
        />
      ) : panel === 'remove' ? (
        <div className="waiting-entry__panel">
          <ConfirmDelete
            question={t('admin.waitingList.removeQuestion', { name })}
            confirmLabel={
              remove.isPending ? t('admin.waitingList.removing') : t('admin.waitingList.confirmRemove')
            }
            keepLabel={t('admin.waitingList.keep')}
            busy={remove.isPending}
            onConfirm={confirmRemove}
            onKeep={() => setPanel('none')}
          />
          {remove.isError ? (
            <ErrorAlert>{t('admin.teeSheet.failed', { message: errorText(remove.error, t) })}</ErrorAlert>
          ) : null}
        </div>
      ) : (
        <div className="waiting-entry__actions">
          {entry.state === 'waiting' ? (
            <button type="button" className="button" onClick={() => open('offer')}>
              {t('admin.waitingList.offer')}
              <span className="visually-hidden">: {name}</span>
            </button>
          ) : null}
          <button
            type="button"
            className="button button--secondary admin-button--danger"
            onClick={() => open('remove')}
          >
            {t('admin.waitingList.remove')}
            <span className="visually-hidden">: {name}</span>
          </button>
        </div>
      )}
    </li>
  );
}
