import type { ReactNode } from 'react';
import { useId } from 'react';
import type { TimeSlot } from '../../../../../common/api/reservations';
import { formatTime, parseIsoDate } from '../../../../../common/rules/clubTime';
import { seasonKeyOn, twilightFromOn } from '../../../../../common/rules/priceLists';
import { priceFor } from '../../../../../common/rules/prices';
import { useLocale } from '../../../lib/i18n';
import { usePluralT } from '../../../lib/i18nPlural';
import { feeLabelKeys } from '../../prices/components/GreenFeeTable';
import { formatEuro } from '../../prices/format';
import { usePriceListOn } from '../../prices/usePriceListOn';
import { useClubRules } from '../../rules/useClubRules';
import { adultsLabel, juniorsLabel } from '../lib/partyLabel';

/** A tee time before any twilight: the day's normal rate. */
const MORNING = { hour: 9, minute: 0 };

interface PriceInfoProps {
  /** YYYY-MM-DD, or ''. */
  date: string;
  slot: TimeSlot | null;
  adults: number | null;
  juniors: number | null;
  /** Mail requests are paid at the golf shop; online bookings right away. */
  payAtShop?: boolean;
}

/**
 * What the chosen round costs, by the price list in force on the chosen date (the list the Green Fees page
 * shows for that date, and priceFor): the day's rate once a date is chosen, the whole party's total once the
 * tee time is too. While that list loads, or when it cannot be loaded, there is no price box.
 */
export function PriceInfo({ date, slot, adults, juniors, payAtShop = true }: PriceInfoProps) {
  // Plural slots: the party in words (lib/partyLabel.ts).
  const t = usePluralT();
  const locale = useLocale();
  const titleId = useId();
  const day = parseIsoDate(date);
  const list = usePriceListOn(day ? date : '').data?.list;
  // The club's own holidays price as weekends, as on the server (GET /rules).
  const clubHolidays = useClubRules().data?.clubHolidays ?? [];
  const party = (adults ?? 0) + (juniors ?? 0);
  const ready = day !== null && adults !== null && juniors !== null && party >= 1;
  if (ready && !list) return null;

  let body: ReactNode;
  if (!ready || !list) {
    body = <p className="price-info__hint">{t('bookingForm.price.chooseDate')}</p>;
  } else {
    const seasonKey = seasonKeyOn(list, day);
    const seasonLabel = list.seasons.find((season) => season.key === seasonKey)?.name ?? seasonKey;
    const feeText = (fee: keyof typeof feeLabelKeys) =>
      t('bookingForm.price.fee', {
        fee: t(feeLabelKeys[fee], { size: list.groupSize }),
        season: seasonLabel,
      });
    if (!slot) {
      const rate = priceFor(
        { date: day, ...MORNING, adults: 1, juniors: 1, groupSize: party, clubHolidays },
        list,
      );
      const twilightStart = twilightFromOn(list, day);
      body = (
        <>
          <p className="price-info__fee">{feeText(rate.fee)}</p>
          <p className="price-info__rate">
            {t('bookingForm.price.perAdult', { price: formatEuro(rate.perPlayer.adult, locale) })}
            {', '}
            {t('bookingForm.price.perJunior', { price: formatEuro(rate.perPlayer.junior, locale) })}
          </p>
          <p className="price-info__hint">
            {t('bookingForm.price.dayTwilight', {
              time: formatTime(twilightStart.hour, twilightStart.minute),
              price: formatEuro(list.greenFees.twilight[seasonKey] ?? 0, locale),
            })}
          </p>
        </>
      );
    } else {
      const quote = priceFor(
        { date: day, hour: slot.hour, minute: slot.min, adults, juniors, clubHolidays },
        list,
      );
      body = (
        <>
          <p className="price-info__fee">{feeText(quote.fee)}</p>
          <table className="price-info__table">
            <tbody>
              {adults > 0 ? (
                <tr>
                  <th scope="row">
                    {t('bookingForm.price.line', {
                      players: adultsLabel(t, adults),
                      price: formatEuro(quote.perPlayer.adult, locale),
                    })}
                  </th>
                  <td>{formatEuro(adults * quote.perPlayer.adult, locale)}</td>
                </tr>
              ) : null}
              {juniors > 0 ? (
                <tr>
                  <th scope="row">
                    {t('bookingForm.price.line', {
                      players: juniorsLabel(t, juniors),
                      price: formatEuro(quote.perPlayer.junior, locale),
                    })}
                  </th>
                  <td>{formatEuro(juniors * quote.perPlayer.junior, locale)}</td>
                </tr>
              ) : null}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{t('bookingForm.price.total')}</th>
                <td className="price-info__total">{formatEuro(quote.total, locale)}</td>
              </tr>
            </tfoot>
          </table>
        </>
      );
    }
  }

  return (
    <section className="price-info" aria-labelledby={titleId}>
      <p className="price-info__title" id={titleId}>
        {t('bookingForm.price.title')}
      </p>
      <div aria-live="polite">{body}</div>
      {ready && payAtShop ? <p className="price-info__hint">{t('bookingForm.price.payAtShop')}</p> : null}
    </section>
  );
}
