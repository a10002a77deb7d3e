import { LinkCards } from '../../components/ui/LinkCards';
import { useT } from '../../lib/i18n';
import { paths } from '../routes';

/** What a player about to play reads next: the fees, the buggies, the dress code (a booking's and an offer's page). */
export function RoundLinkCards() {
  const t = useT();
  return (
    <LinkCards
      label={t('bookingView.more')}
      cards={[
        { to: paths.greenfees, title: t('greenfees.title'), description: t('bookingForm.card.greenfees') },
        { to: paths.golfBuggies, title: t('golfBuggies.title'), description: t('bookingForm.card.buggies') },
        { to: paths.dresscode, title: t('dresscode.title'), description: t('bookingForm.card.dresscode') },
      ]}
    />
  );
}
