import { useParams } from 'react-router';
import { LinkCards } from '../../components/ui/LinkCards';
import { LeaveView } from '../../features/waiting-list/components/LeaveView';
import { useT } from '../../lib/i18n';
import { Page } from '../layout/Page';
import { paths } from '../routes';
import '../../styles/info-pages.css';
import '../../styles/booking.css';
import '../../styles/waiting-list.css';

/**
 * Leaving the waiting list (/waiting-list/leave/{token}), from a link in the list's mails: private to the
 * visitor, like a booking's page, so search engines are asked to leave it alone and it is not prerendered.
 */
export function WaitingListLeavePage() {
  const t = useT();
  const { token = '' } = useParams();
  return (
    <Page title={t('waitingListLeave.title')} lead={t('waitingListLeave.intro')}>
      <meta name="robots" content="noindex" />
      <LeaveView token={token} />
      <LinkCards
        label={t('bookingView.more')}
        cards={[
          { to: paths.greenfees, title: t('greenfees.title'), description: t('bookingForm.card.greenfees') },
          { to: paths.dresscode, title: t('dresscode.title'), description: t('bookingForm.card.dresscode') },
        ]}
      />
    </Page>
  );
}
