import type { ReactNode } from 'react';
import { useId } from 'react';
import type { TimeSlot } from '../../../../../common/api/reservations';
import { formatTime, parseIsoDate } from '../../../../../common/rules/clubTime';
import { type FeeId, greenFee, priceFor, TWILIGHT_STARTS_AT } from '../../../../../common/rules/prices';
import { seasonOf } from '../../../../../common/rules/seasons';
import { type MessageKey, useLocale } from '../../../lib/i18n';
import { usePluralT } from '../../../lib/i18nPlural';
import { formatEuro } from '../../prices/format';
import { adultsLabel, juniorsLabel } from '../lib/partyLabel';

const feeKeys: Record<FeeId, MessageKey> = {
  weekday: 'prices.fee.weekday',
  weekend: 'prices.fee.weekend',
  groupWeekday: 'prices.fee.groupWeekday',
  groupWeekend: 'prices.fee.groupWeekend',
  twilight: 'prices.fee.twilight',
  dayFee: 'prices.fee.dayFee',
};

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
 * What the chosen round costs, from the same price table the Green Fees page shows (priceFor): the day's
 * rate once a date is chosen, the whole party's total once the tee time is too.
 */
export function PriceInfo({ date, slot, adults, juniors, payAtShop = true }: PriceInfoProps) {
  // Plural slots: the party in words (lib/partyLabel.ts).
  const t = usePluralT();
  const locale = useLocale();
  const titleId = useId();
  const day = parseIsoDate(date);
  const party = (adults ?? 0) + (juniors ?? 0);
  const ready = day !== null && adults !== null && juniors !== null && party >= 1;

  let body: ReactNode;
  if (!ready) {
    body = <p className="price-info__hint">{t('bookingForm.price.chooseDate')}</p>;
  } else {
    const season = seasonOf(day);
    const seasonLabel = t(season === 'low' ? 'prices.season.low' : 'prices.season.high');
    if (!slot) {
      const rate = priceFor({ date: day, ...MORNING, adults: 1, juniors: 1, groupSize: party });
      const twilightStart = TWILIGHT_STARTS_AT[season];
      body = (
        <>
          <p className="price-info__fee">
            {t('bookingForm.price.fee', { fee: t(feeKeys[rate.fee]), season: seasonLabel })}
          </p>
          <p className="price-info__rate">
            {t('bookingForm.price.perAdult', { price: formatEuro(rate.perPlayer.adult, locale) })}
            {', '}
            {t('bookingForm.price.perJunior', { price: formatEuro(rate.perPlayer.junior, locale) })}
          </p>
          <p className="price-info__hint">
            {t('bookingForm.price.dayTwilight', {
              time: formatTime(twilightStart.hour, twilightStart.minute),
              price: formatEuro(greenFee('twilight').price[season], locale),
            })}
          </p>
        </>
      );
    } else {
      const quote = priceFor({ date: day, hour: slot.hour, minute: slot.min, adults, juniors });
      body = (
        <>
          <p className="price-info__fee">
            {t('bookingForm.price.fee', { fee: t(feeKeys[quote.fee]), season: seasonLabel })}
          </p>
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
