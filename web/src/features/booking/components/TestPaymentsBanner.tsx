import { useT } from '../../../lib/i18n';
import { useTestPayments } from '../api/getBookingMode';

/**
 * Says, on the pages that take and show payments, that they are test payments (PAYMENTS_TEST_MODE=true
 * with a Mollie test_ key): nobody should take a test booking for a real one.
 */
export function TestPaymentsBanner() {
  const t = useT();
  if (!useTestPayments()) return null;
  return (
    <div className="test-payments-banner" role="note" aria-label={t('bookingOnline.testPayments.title')}>
      <strong>{t('bookingOnline.testPayments.title')}</strong> {t('bookingOnline.testPayments.text')}
    </div>
  );
}
