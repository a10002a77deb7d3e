import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { TeeSheetBlock } from '../../../../../common/api/teeSheet';
import { clubToday, formatTime, parseIsoDate } from '../../../../../common/rules/clubTime';
import { useLiveUpdates } from '../../live/useLiveUpdates';
import { adminPath } from '../adminPaths';
import { useDeleteBlock, useTeeSheetDay } from '../api/teeSheet';
import { AdminScreen } from '../components/AdminScreen';
import { errorText } from '../components/errorText';
import { QueryGate } from '../components/QueryGate';
import { RefreshButton } from '../components/RefreshButton';
import { BlockForm } from '../components/teeSheet/BlockForm';
import { DeskBookingForm } from '../components/teeSheet/DeskBookingForm';
import { type RowAction, TeeTimeRow } from '../components/teeSheet/TeeTimeRow';
import { WaitingList, WaitingListJump } from '../components/teeSheet/WaitingList';
import { useAdminT } from '../i18n';
import { addDays, formatDayTitle } from '../lib/teeSheetForms';

interface ScreenMessage {
  text: string;
  tone: 'success' | 'error';
}

/** The day shown: ?date=yyyy-mm-dd, else today on the club's clock. */
function useSheetDate(): [string, (date: string) => void] {
  const [params, setParams] = useSearchParams();
  const asked = params.get('date');
  const date = asked && parseIsoDate(asked) ? asked : clubToday();
  return [date, (next) => setParams(next === clubToday() ? {} : { date: next })];
}

/**
 * The day's tee sheet (docs/product.md, Tee sheet), phone first: one row per time with its room,
 * blocks and bookings; a free time opens the desk booking or the block form under its row. Live: any
 * change to the sheet, here or on another device, reloads it.
 */
export function TeeSheetScreen() {
  const t = useAdminT();
  useLiveUpdates();
  const [date, setDate] = useSheetDate();
  const sheet = useTeeSheetDay(date);
  const removeBlock = useDeleteBlock();
  const [open, setOpen] = useState<{ at: string; action: RowAction } | null>(null);
  const [openBooking, setOpenBooking] = useState<string | null>(null);
  const [message, setMessage] = useState<ScreenMessage>({ text: '', tone: 'success' });
  const today = clubToday();
  const waitingListId = useId();

  const goTo = (next: string) => {
    if (!parseIsoDate(next)) return;
    setOpen(null);
    setOpenBooking(null);
    setMessage({ text: '', tone: 'success' });
    setDate(next);
  };
  const finish = (text: string) => {
    setOpen(null);
    setMessage({ text, tone: 'success' });
  };
  const remove = (block: TeeSheetBlock) =>
    removeBlock.mutate(block.id, {
      onSuccess: () =>
        setMessage({ text: t('admin.teeSheet.blockRemoved', { label: block.label }), tone: 'success' }),
      onError: (error) =>
        setMessage({ text: t('admin.teeSheet.failed', { message: errorText(error, t) }), tone: 'error' }),
    });
  const dayTitle = formatDayTitle(date);

  return (
    <AdminScreen
      title={t('admin.nav.teeSheet')}
      lead={t('admin.teeSheet.lead')}
      actions={
        <>
          <RefreshButton query={sheet} />
          <button
            type="button"
            className="button button--secondary admin-button--small"
            onClick={() => window.print()}
          >
            {t('admin.teeSheet.print')}
          </button>
          <Link className="button button--secondary admin-button--small" to={adminPath('teeSheetSettings')}>
            {t('admin.teeSettings.open')}
          </Link>
        </>
      }
    >
      <nav className="tee-sheet__days" aria-label={t('admin.teeSheet.days')}>
        <button
          type="button"
          className="button button--secondary tee-sheet__step"
          onClick={() => goTo(addDays(date, -1))}
        >
          <span aria-hidden="true">‹</span> {t('admin.teeSheet.previous')}
        </button>
        <label className="tee-sheet__picker">
          <span className="visually-hidden">{t('admin.teeSheet.date')}</span>
          <input
            className="admin-input"
            type="date"
            value={date}
            required
            onChange={(event) => goTo(event.target.value)}
          />
        </label>
        <button
          type="button"
          className="button button--secondary tee-sheet__step"
          onClick={() => goTo(addDays(date, 1))}
        >
          {t('admin.teeSheet.next')} <span aria-hidden="true">›</span>
        </button>
        {date === today ? null : (
          <button
            type="button"
            className="button button--secondary tee-sheet__step"
            onClick={() => goTo(today)}
          >
            {t('admin.teeSheet.today')}
          </button>
        )}
      </nav>
      <h2 className="tee-sheet__day">{dayTitle}</h2>
      <WaitingListJump date={date} headingId={waitingListId} />
      <p
        className={`admin-save-status admin-save-status--${message.tone} admin-screen__message`}
        role="status"
      >
        {message.text}
      </p>
      <QueryGate query={sheet}>
        {(day) =>
          day.times.length === 0 ? (
            <p className="admin-empty">{t('admin.teeSheet.noTimes')}</p>
          ) : (
            <ol className="tee-sheet" aria-label={t('admin.teeSheet.times', { day: dayTitle })}>
              {day.times.map((time, index) => {
                const at = formatTime(time.hour, time.minute);
                const action = open?.at === at ? open.action : null;
                const cancel = () => setOpen(null);
                return (
                  <TeeTimeRow
                    key={at}
                    date={day.date}
                    time={time}
                    openBooking={openBooking}
                    onAction={(next) => {
                      setMessage({ text: '', tone: 'success' });
                      setOpen({ at, action: next });
                    }}
                    onToggleBooking={(id) => setOpenBooking((current) => (current === id ? null : id))}
                    onRemoveBlock={remove}
                    removing={removeBlock.isPending}
                    onBookingChanged={(text) => {
                      setOpenBooking(null);
                      setMessage({ text, tone: 'success' });
                    }}
                  >
                    {action === 'book' ? (
                      <DeskBookingForm date={day.date} time={time} onDone={finish} onCancel={cancel} />
                    ) : action === 'block' ? (
                      <BlockForm
                        date={day.date}
                        time={time}
                        next={day.times[index + 1]}
                        onDone={finish}
                        onCancel={cancel}
                      />
                    ) : null}
                  </TeeTimeRow>
                );
              })}
            </ol>
          )
        }
      </QueryGate>
      <WaitingList key={date} date={date} times={sheet.data?.times} headingId={waitingListId} />
    </AdminScreen>
  );
}
