import type { Reservation, TimeSlot } from '../../../../../common/api/reservations';
import { parseIsoDate } from '../../../../../common/rules/clubTime';
import { priceFor } from '../../../../../common/rules/prices';
import { useLocale, useT } from '../../../lib/i18n';
import { usePriceListOn } from '../../prices/usePriceListOn';
import { useClubRules } from '../../rules/useClubRules';
import { formatPrice } from '../lib/formatReservation';

interface ChangePriceProps {
  reservation: Reservation;
  date: string;
  slot: TimeSlot;
  adults: number;
  juniors: number;
}

/**
 * What the change means for a paid booking, priced as the booking form prices (the list in force on the
 * new date, priceFor): the difference to pay at a new checkout, or to be refunded, or nothing. The server
 * prices it again and decides; a booking not paid online says nothing of it (the price box shows the price).
 */
export function ChangePrice({ reservation: r, date, slot, adults, juniors }: ChangePriceProps) {
  const t = useT();
  const locale = useLocale();
  const day = parseIsoDate(date);
  const list = usePriceListOn(day ? date : '').data?.list;
  // The club's own holidays price as weekends, as on the server (GET /rules).
  const clubHolidays = useClubRules().data?.clubHolidays ?? [];
  if (r.paymentState !== 'paid' || !day || !list) return null;
  let total: number;
  try {
    total = priceFor(
      { date: day, hour: slot.hour, minute: slot.min, adults, juniors, clubHolidays },
      list,
    ).total;
  } catch {
    return null;
  }
  const price = formatPrice(total, locale);
  const amount = formatPrice(Math.abs(total - r.price), locale);
  const text =
    total > r.price
      ? t('bookingView.change.newPrice.more', { price, amount })
      : total < r.price
        ? t('bookingView.change.newPrice.less', { price, amount })
        : t('bookingView.change.newPrice.same', { price });
  return <p className="booking-change__price">{text}</p>;
}
