import { emailHref } from '../../../lib/contactLinks';
import { type MessageKey, type Translate, useLanguage } from '../../../lib/i18n';
import { usePluralT } from '../../../lib/i18nPlural';
import { useBookingMode } from '../../booking/api/getBookingMode';
import { useClubDetails } from '../../club/api/getClubDetails';
import type { Widgets } from '../../content-pages/components/ContentBlocks';
import { useRetention } from '../api/getRetention';
import { PROCESSOR_TEXTS } from '../processorTexts';

/**
 * The parts of the privacy policy that staff do not write (docs/product.md, Privacy): who is responsible
 * and where to write follow the club's details, how long data is kept follows the periods the server's
 * retention job applies, and the processors follow the booking mode. The page's texts place them.
 */

const SLOT = '\u0000';

/** A message whose {email} slot is a link to the club's e-mail address. */
function WithEmail({ message, params }: { message: MessageKey; params?: Record<string, string> }) {
  const t = usePluralT();
  const email = useClubDetails().data?.email;
  if (!email) return null;
  const [before, after] = t(message, { ...params, email: SLOT }).split(SLOT);
  return (
    <p>
      {before}
      {after === undefined ? null : (
        <>
          <a href={emailHref(email)}>{email}</a>
          {after}
        </>
      )}
    </p>
  );
}

/** "The club, its address, is responsible …, write to {email}." */
function Controller() {
  const details = useClubDetails().data;
  if (!details) return null;
  const { street, postalCode, city } = details.address;
  return (
    <WithEmail
      message="privacy.controller"
      params={{ club: details.name, address: `${street}, ${postalCode} ${city}, ${details.countryName}` }}
    />
  );
}

/** "12 months", "1 day": a retention period in the page's language, by its plural rule. */
const period = (t: Translate, n: number, unit: 'month' | 'day') => t(`privacy.period.${unit}`, { n });

/** The server's periods (docs/product.md, Retention): the retention job applies the same figures. */
function RetentionList() {
  const t = usePluralT();
  const retention = useRetention();
  return (
    <ul className="info-list">
      <li>{t('privacy.retentionRequests', { period: period(t, retention.requestMonths, 'month') })}</li>
      <li>{t('privacy.retentionBookings', { period: period(t, retention.bookingMonths, 'month') })}</li>
      <li>{t('privacy.retentionMails', { period: period(t, retention.sentMailDays, 'day') })}</li>
      <li>{t('privacy.retentionAudit', { period: period(t, retention.auditMonths, 'month') })}</li>
    </ul>
  );
}

/**
 * Mollie receives payments only when the site books online; while the mode is asked, and in the mail
 * mode, the list names the processors every configuration uses.
 */
function ProcessorList() {
  const texts = PROCESSOR_TEXTS[useLanguage()];
  const online = useBookingMode() === 'online';
  const processors = [texts.hosting, texts.email, ...(online ? [texts.payment] : []), texts.map];
  return (
    <ul className="info-list">
      {processors.map((text) => (
        <li key={text}>{text}</li>
      ))}
    </ul>
  );
}

/** The privacy page's widgets, for ContentBlocks. */
export const policyWidgets: Widgets = {
  'privacy-controller': <Controller />,
  'privacy-requests': <WithEmail message="privacy.requests" />,
  'retention-table': <RetentionList />,
  processors: <ProcessorList />,
};
