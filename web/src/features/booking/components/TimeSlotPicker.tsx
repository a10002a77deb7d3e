import type { Ref } from 'react';
import type { TimeSlot } from '../../../../../common/api/reservations';
import { formatTime, parseIsoDate } from '../../../../../common/rules/clubTime';
import { twilightFromOn } from '../../../../../common/rules/priceLists';
import { minutesOfDay } from '../../../../../common/rules/seasons';
import { type MessageKey, useT } from '../../../lib/i18n';
import { usePriceListOn } from '../../prices/usePriceListOn';
import { useClubRules } from '../../rules/useClubRules';
import { formatSlot, groupSlots, type SlotPeriod, sameSlot } from '../lib/slots';

export type SlotsStatus = 'idle' | 'loading' | 'error' | 'ready';

interface TimeSlotPickerProps {
  id: string;
  legend: string;
  /** YYYY-MM-DD, or '' while no date is chosen. */
  date: string;
  status: SlotsStatus;
  slots: readonly TimeSlot[];
  selected: TimeSlot | null;
  onSelect: (slot: TimeSlot) => void;
  /** The inline message, when the form says a slot is missing. */
  error?: string | undefined;
  errorPrefix: string;
  disabled?: boolean;
  ref?: Ref<HTMLFieldSetElement>;
}

const periodKeys: Record<SlotPeriod, MessageKey> = {
  morning: 'bookingForm.slots.period.morning',
  afternoon: 'bookingForm.slots.period.afternoon',
  twilight: 'bookingForm.slots.period.twilight',
};

/**
 * The free tee times of a date as toggle buttons (aria-pressed), grouped by morning, afternoon and
 * twilight. Says what to do while there is no date, while loading, on failure and when the day is full.
 */
export function TimeSlotPicker({
  id,
  legend,
  date,
  status,
  slots,
  selected,
  onSelect,
  error,
  errorPrefix,
  disabled = false,
  ref,
}: TimeSlotPickerProps) {
  const t = useT();
  const day = parseIsoDate(date);
  const errorId = `${id}-error`;
  // The tee sheet's saved window (GET /rules); none when it starts where it ends.
  const membersOnly = useClubRules().data?.membersOnly;
  const hasMembersOnly = membersOnly && minutesOfDay(membersOnly.from) < minutesOfDay(membersOnly.to);
  // Twilight starts when the list in force on the day says; until it loads, the slots are not split by it.
  const list = usePriceListOn(day ? date : '').data?.list;
  const twilight = day && list ? twilightFromOn(list, day) : null;
  const groups = day && status === 'ready' ? groupSlots(slots, twilight) : [];

  return (
    <fieldset
      ref={ref}
      id={id}
      className={error ? 'slot-picker slot-picker--invalid' : 'slot-picker'}
      tabIndex={-1}
      aria-describedby={error ? errorId : undefined}
      disabled={disabled}
    >
      <legend className="booking-field__label slot-picker__legend">{legend}</legend>
      <div className="slot-picker__status" aria-live="polite">
        {status === 'idle' || !day ? (
          <p className="booking-field__hint">{t('bookingForm.slots.chooseDate')}</p>
        ) : null}
        {status === 'loading' && day ? (
          <p className="slot-picker__loading">
            <span className="slot-picker__pulse" aria-hidden="true" />
            {t('bookingForm.slots.loading')}
          </p>
        ) : null}
        {status === 'ready' && day && slots.length === 0 ? (
          <p className="booking-notice">{t('validation.noSlots')}</p>
        ) : null}
        {status === 'ready' && day && slots.length > 0 ? (
          <p className="booking-field__hint">
            {slots.length === 1
              ? t('bookingForm.slots.countOne')
              : t('bookingForm.slots.count', { count: slots.length })}
          </p>
        ) : null}
      </div>
      {status === 'error' && day ? (
        <p className="booking-alert" role="alert">
          {t('validation.timeSlotFetchFailed')}
        </p>
      ) : null}
      {groups.map((group) => {
        return (
          <fieldset key={group.period} className="slot-picker__group">
            <legend className="slot-picker__period">
              {t(periodKeys[group.period], {
                time: twilight ? formatTime(twilight.hour, twilight.minute) : '',
              })}
            </legend>
            <ul className="slot-picker__list">
              {group.slots.map((slot) => {
                const pressed = sameSlot(slot, selected);
                return (
                  <li key={formatSlot(slot)}>
                    <button
                      type="button"
                      className="slot-picker__slot"
                      aria-pressed={pressed}
                      onClick={() => onSelect(slot)}
                    >
                      {formatSlot(slot)}
                    </button>
                  </li>
                );
              })}
            </ul>
          </fieldset>
        );
      })}
      {status === 'ready' && day && hasMembersOnly ? (
        <p className="booking-field__hint slot-picker__note">
          {t('bookingForm.slots.membersOnly', {
            from: formatTime(membersOnly.from.hour, membersOnly.from.minute),
            to: formatTime(membersOnly.to.hour, membersOnly.to.minute),
          })}
        </p>
      ) : null}
      {error ? (
        <p className="booking-field__error" id={errorId}>
          <span className="visually-hidden">{errorPrefix} </span>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
