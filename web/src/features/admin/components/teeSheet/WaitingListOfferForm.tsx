import { type FormEvent, useId, useState } from 'react';
import type { TeeSheetDay } from '../../../../../../common/api/teeSheet';
import type { AdminWaitingListEntry } from '../../../../../../common/api/waitingList';
import { clubToday } from '../../../../../../common/rules/clubTime';
import { useOfferWaitingListEntry } from '../../api/offerWaitingListEntry';
import { useAdminT } from '../../i18n';
import { clubStamp, type OfferableTime, offerableTimes } from '../../lib/waitingList';
import { ErrorAlert } from '../ErrorAlert';
import { errorText } from '../errorText';
import { Field } from '../Field';
import { FormActions } from '../FormActions';

interface WaitingListOfferFormProps {
  entry: AdminWaitingListEntry;
  date: string;
  times: TeeSheetDay['times'] | undefined;
  onDone: (text: string) => void;
  onClose: () => void;
}

/**
 * A time of the day for a waiting entry, from the sheet already loaded: those with room for the whole party,
 * the entry's window first. The server has the last word (409 when the time filled or was blocked meanwhile).
 */
export function WaitingListOfferForm({ entry, date, times, onDone, onClose }: WaitingListOfferFormProps) {
  const t = useAdminT();
  const offer = useOfferWaitingListEntry();
  const titleId = useId();
  const name = `${entry.firstname} ${entry.lastname}`;
  const party = entry.adults + entry.juniors;
  const { inWindow, others } = offerableTimes(times ?? [], entry, date);
  const all = [...inWindow, ...others];
  const [chosen, setChosen] = useState(all[0]?.at ?? '');
  // A refresh may take the chosen time away (it filled up): then the first one left is what the select shows.
  const selected = all.find((time) => time.at === chosen) ?? all[0];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!selected) return;
    const { hour, minute, at } = selected;
    offer
      .mutateAsync({ id: entry.id, hour, minute })
      .then((offered) => {
        const held = offered.offers.find((o) => o.state === 'open' && o.hour === hour && o.minute === minute);
        onDone(
          held
            ? t('admin.waitingList.offeredUntil', {
                time: at,
                name,
                until: clubStamp(held.expiresAt, clubToday()),
              })
            : t('admin.waitingList.offered', { time: at, name }),
        );
      })
      .catch(() => undefined);
  };
  const option = (time: OfferableTime) => (
    <option key={time.at} value={time.at}>
      {t(time.membersOnly ? 'admin.waitingList.optionMembers' : 'admin.waitingList.option', {
        time: time.at,
        free: time.free,
      })}
    </option>
  );

  return (
    <form
      className="admin-form tee-booking__panel waiting-entry__panel"
      noValidate
      onSubmit={submit}
      aria-labelledby={titleId}
    >
      <h4 className="tee-booking__panel-title" id={titleId}>
        {t('admin.waitingList.offerTitle', { name })}
      </h4>
      {selected ? (
        <Field label={t('admin.waitingList.time')} hint={t('admin.waitingList.timeHint', { count: party })}>
          {(control) => (
            <select
              {...control}
              className="admin-input"
              value={selected.at}
              onChange={(event) => setChosen(event.target.value)}
            >
              {inWindow.length > 0 ? (
                <optgroup label={t('admin.waitingList.inWindow', { from: entry.from, to: entry.to })}>
                  {inWindow.map(option)}
                </optgroup>
              ) : null}
              {others.length > 0 ? (
                <optgroup label={t('admin.waitingList.otherTimes')}>{others.map(option)}</optgroup>
              ) : null}
            </select>
          )}
        </Field>
      ) : (
        <p className="admin-hint">{t('admin.waitingList.noRoom', { count: party })}</p>
      )}
      {offer.isError ? (
        <ErrorAlert>{t('admin.teeSheet.failed', { message: errorText(offer.error, t) })}</ErrorAlert>
      ) : null}
      {selected ? (
        <FormActions
          submit={t('admin.waitingList.sendOffer')}
          pending={t('admin.waitingList.offering')}
          isPending={offer.isPending}
          onCancel={onClose}
        />
      ) : (
        <div className="admin-form__actions">
          <button type="button" className="button button--secondary" onClick={onClose}>
            {t('admin.cancel')}
          </button>
        </div>
      )}
    </form>
  );
}
