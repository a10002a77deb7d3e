import { useParams } from 'react-router';
import { TestPaymentsBanner } from '../../features/booking/components/TestPaymentsBanner';
import { OfferView } from '../../features/waiting-list/components/OfferView';
import { useT } from '../../lib/i18n';
import { Page } from '../layout/Page';
import { RoundLinkCards } from './RoundLinkCards';
import '../../styles/info-pages.css';
import '../../styles/booking.css';
import '../../styles/waiting-list.css';

/**
 * A waiting-list offer (/waiting-list/offers/{token}), which its mail links to: private to the visitor, like
 * a booking's page, so search engines are asked to leave it alone and no page of it is prerendered.
 */
export function WaitingListOfferPage() {
  const t = useT();
  const { token = '' } = useParams();
  return (
    <Page title={t('waitingListOffer.title')} lead={t('waitingListOffer.intro')}>
      <meta name="robots" content="noindex" />
      <TestPaymentsBanner />
      <OfferView token={token} />
      <RoundLinkCards />
    </Page>
  );
}
