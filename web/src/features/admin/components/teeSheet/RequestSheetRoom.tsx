import { formatTime, parseIsoDate, parseTime } from '../../../../../../common/rules/clubTime';
import { useTeeSheetDay } from '../../api/teeSheet';
import { useAdminT } from '../../i18n';
import { formatDayTitle } from '../../lib/teeSheetForms';

/** The date and time a green-fee request asks for, when it names both (HH:MM, as the form sends it). */
export function askedPlace(fields: Record<string, string | number>) {
  const date = String(fields.date ?? '').trim();
  const time = parseTime(String(fields.time ?? '').trim());
  if (!parseIsoDate(date) || !time) return null;
  return { date, ...time, at: formatTime(time.hour, time.minute) };
}

/**
 * What the sheet holds at the time a request asks for, read before staff confirm it: its free places, or
 * that it is full, blocked or not a tee time at all (docs/product.md, Tee sheet).
 */
export function RequestSheetRoom({ fields }: { fields: Record<string, string | number> }) {
  const t = useAdminT();
  const place = askedPlace(fields);
  const day = useTeeSheetDay(place?.date ?? '', place !== null);
  if (!place) return null;
  const where = t('admin.requests.sheetAt', { time: place.at, day: formatDayTitle(place.date) });
  let room: string;
  if (day.isPending) room = t('admin.requests.sheetLoading');
  else if (day.isError) room = t('admin.requests.sheetUnknown');
  else {
    const time = day.data.times.find((slot) => slot.hour === place.hour && slot.minute === place.minute);
    if (!time) room = t('admin.requests.sheetNoTime');
    else if (time.blocks.length > 0)
      room = t('admin.requests.sheetBlocked', { label: time.blocks[0]?.label ?? '' });
    else if (time.free === 0) room = t('admin.requests.sheetFull');
    else room = t('admin.requests.sheetFree', { count: time.free, capacity: time.capacity });
  }
  return (
    <p className="admin-request__room" aria-live="polite">
      <strong>{where}</strong> {room}
    </p>
  );
}
