import type { ReactNode } from 'react';
import type { SheetBooking, TeeSheetBlock } from '../../../../../../common/api/teeSheet';
import { formatTime } from '../../../../../../common/rules/clubTime';
import { useAdminT } from '../../i18n';
import { BookingActions } from './BookingActions';
import { BookingDetails } from './BookingDetails';
import { NoShowStop } from './NoShowStop';

export interface SheetTime {
  hour: number;
  minute: number;
  capacity: number;
  free: number;
  membersOnly: boolean;
  blocks: TeeSheetBlock[];
  bookings: SheetBooking[];
}

export type RowAction = 'book' | 'block';

interface TeeTimeRowProps {
  /** The sheet's date (yyyy-mm-dd). */
  date: string;
  time: SheetTime;
  /** The booking whose details are open, if it is on this time. */
  openBooking: string | null;
  onAction: (action: RowAction) => void;
  onToggleBooking: (id: string) => void;
  onRemoveBlock: (block: TeeSheetBlock) => void;
  removing: boolean;
  /** A booking was changed (arrival, move, cancel): what to tell staff. */
  onBookingChanged: (text: string) => void;
  /** The open form of this time, under its row. */
  children?: ReactNode;
}

/** One tee time: when, its room, then its blocks and bookings, and what staff can do with it. */
export function TeeTimeRow({
  date,
  time,
  openBooking,
  onAction,
  onToggleBooking,
  onRemoveBlock,
  removing,
  onBookingChanged,
  children,
}: TeeTimeRowProps) {
  const t = useAdminT();
  const at = formatTime(time.hour, time.minute);
  const blocked = time.blocks.length > 0;
  const room = blocked
    ? t('admin.teeSheet.blocked')
    : time.free > 0
      ? t('admin.teeSheet.free', { count: time.free })
      : t('admin.teeSheet.full');
  const state = blocked ? 'blocked' : time.free === 0 ? 'full' : time.free < time.capacity ? 'some' : 'open';
  return (
    <li className={`tee-time tee-time--${state}${time.membersOnly ? ' tee-time--members' : ''}`}>
      <div className="tee-time__head">
        <h3 className="tee-time__at tabular-nums">{at}</h3>
        <p className="tee-time__room">
          <span className={`tee-time__free tee-time__free--${state}`}>{room}</span>
          {time.membersOnly ? (
            <span className="admin-badge tee-time__members">{t('admin.teeSheet.membersOnly')}</span>
          ) : null}
        </p>
        <div className="tee-time__actions">
          {!blocked && time.free > 0 ? (
            <button type="button" className="button tee-time__action" onClick={() => onAction('book')}>
              {t('admin.teeSheet.book', { time: at })}
            </button>
          ) : null}
          {blocked ? null : (
            <button
              type="button"
              className="button button--secondary tee-time__action"
              onClick={() => onAction('block')}
            >
              {t('admin.teeSheet.block', { time: at })}
            </button>
          )}
        </div>
      </div>
      {time.blocks.length > 0 ? (
        <ul className="tee-time__blocks">
          {time.blocks.map((block) => (
            <li key={block.id} className="tee-time__block">
              <span>
                <strong>{block.label}</strong> · {t(`admin.teeSheet.reason.${block.reason}`)} ·{' '}
                {block.fromTime}–{block.toTime}
              </span>
              <button
                type="button"
                className="button button--secondary admin-button--small admin-button--danger tee-time__remove"
                disabled={removing}
                onClick={() => onRemoveBlock(block)}
              >
                {t('admin.teeSheet.removeBlock', { label: block.label })}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {time.bookings.length > 0 ? (
        <ul className="tee-time__bookings">
          {time.bookings.map((booking) => {
            const name = `${booking.firstname} ${booking.lastname}`;
            const open = openBooking === booking.id;
            return (
              <li key={booking.id} className="tee-booking">
                <button
                  type="button"
                  className="tee-booking__summary"
                  aria-expanded={open}
                  onClick={() => onToggleBooking(booking.id)}
                >
                  <span className="tee-booking__name">{name}</span>
                  <span className="tee-booking__party">
                    {t('admin.teeSheet.party', { adults: booking.adults, juniors: booking.juniors })}
                  </span>
                  <span className="tee-booking__badges">
                    <span className={`admin-badge tee-badge--source-${booking.source}`}>
                      {t(`admin.teeSheet.source.${booking.source}`)}
                    </span>
                    <span className={`admin-badge admin-badge--payment-${booking.paymentState ?? 'unknown'}`}>
                      {t(`admin.teeSheet.payment.${booking.paymentState ?? 'desk'}`)}
                    </span>
                    <span className={`admin-badge tee-badge--arrival-${booking.arrival}`}>
                      {t(`admin.teeSheet.arrival.${booking.arrival}`)}
                    </span>
                  </span>
                </button>
                {booking.partners.length > 0 ? (
                  // The other players, under the booker: on the screen and on the printed starter's sheet.
                  <p className="tee-booking__partners">
                    {t('admin.teeSheet.partners', { names: booking.partners.map((p) => p.name).join(', ') })}
                  </p>
                ) : null}
                {booking.note ? <p className="tee-booking__note">{booking.note}</p> : null}
                {open ? (
                  <>
                    <BookingDetails booking={booking} />
                    <NoShowStop booking={booking} onDone={onBookingChanged} />
                    <BookingActions booking={booking} date={date} time={time} onDone={onBookingChanged} />
                  </>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : null}
      {children}
    </li>
  );
}
