import { useEffect, useId, useRef } from 'react';
import type { ClubRules } from '../../../../../common/api/clubRules';
import type { PublicPriceList } from '../../../../../common/api/priceLists';
import { parseIsoDate } from '../../../../../common/rules/clubTime';
import { priceFor } from '../../../../../common/rules/prices';
import type { GreenfeeRequest } from '../../../../../common/validation/greenfeeRequest';
import { useLocale } from '../../../lib/i18n';
import { usePluralT } from '../../../lib/i18nPlural';
import { formatEuro } from '../../prices/format';
import { usePriceListOn } from '../../prices/usePriceListOn';
import { useClubRules } from '../../rules/useClubRules';
import { formatIsoDate } from '../lib/dates';
import { partyLabel } from '../lib/partyLabel';
import { parseSlot } from '../lib/slots';

/** What the green fee of a sent request comes to by the list in force on its date, once that list is here. */
function requestTotal(
  request: GreenfeeRequest,
  list: PublicPriceList | undefined,
  clubHolidays: ClubRules['holidays'],
): number | null {
  const date = parseIsoDate(request.date);
  const slot = parseSlot(request.time);
  if (!date || !slot || !list) return null;
  return priceFor(
    {
      date,
      hour: slot.hour,
      minute: slot.min,
      adults: request.adults,
      juniors: request.juniors,
      clubHolidays,
    },
    list,
  ).total;
}

/**
 * In place of the form once the request is sent (docs/product.md, Green-fee request): thanks, and a summary
 * of the details.
 */
export function MailBookingThanks({ request }: { request: GreenfeeRequest }) {
  // Plural slots: the party in words (lib/partyLabel.ts).
  const t = usePluralT();
  const locale = useLocale();
  const titleId = useId();
  const summaryId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => titleRef.current?.focus(), []);
  const list = usePriceListOn(parseIsoDate(request.date) ? request.date : '').data?.list;
  const total = requestTotal(request, list, useClubRules().data?.clubHolidays ?? []);

  const rows: [string, string][] = [
    [t('bookingForm.summary.name'), `${request.firstname} ${request.lastname}`],
    [t('bookingForm.summary.handicap'), String(request.handicap)],
    [t('bookingForm.summary.email'), request.email],
    [t('bookingForm.summary.telephone'), request.telephone],
    [t('bookingForm.summary.players'), partyLabel(t, request.adults, request.juniors)],
    [t('bookingForm.summary.date'), formatIsoDate(request.date, locale)],
    [t('bookingForm.summary.time'), request.time],
  ];
  if (total !== null) rows.push([t('bookingForm.summary.price'), formatEuro(total, locale)]);
  if (request.remarks !== '') rows.push([t('bookingForm.summary.remarks'), request.remarks]);

  return (
    <section className="booking-thanks" aria-labelledby={titleId}>
      <h2 className="booking-thanks__title" id={titleId} ref={titleRef} tabIndex={-1}>
        {t('bookingForm.thanksTitle', { name: request.firstname })}
      </h2>
      <p className="booking-thanks__text" role="status">
        {t('bookingForm.thanksText')}
      </p>
      <h3 className="booking-thanks__subtitle" id={summaryId}>
        {t('bookingForm.summaryTitle')}
      </h3>
      <dl className="booking-summary" aria-labelledby={summaryId}>
        {rows.map(([label, value]) => (
          <div className="booking-summary__row" key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {total !== null ? <p className="booking-field__hint">{t('bookingForm.price.payAtShop')}</p> : null}
    </section>
  );
}
