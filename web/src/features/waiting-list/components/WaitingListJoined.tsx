import { useEffect, useRef } from 'react';
import type { WaitingListJoinBody } from '../../../../../common/api/waitingList';
import { useLocale } from '../../../lib/i18n';
import { usePluralT } from '../../../lib/i18nPlural';
import { formatIsoDate } from '../../booking/lib/dates';
import { partyLabel } from '../../booking/lib/partyLabel';

/**
 * The word that the visitor is on the list (201): for which date, window and party, where the offer will be
 * mailed, and that an offer is held for a limited time only. Its title takes the focus, and the sentence is
 * announced.
 */
export function WaitingListJoined({ entry, onBack }: { entry: WaitingListJoinBody; onBack: () => void }) {
  // Plural slots: the party in words (booking/lib/partyLabel.ts).
  const t = usePluralT();
  const locale = useLocale();
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => titleRef.current?.focus(), []);
  return (
    <div className="waiting-list-joined">
      <h3 className="waiting-list-joined__title" ref={titleRef} tabIndex={-1}>
        {t('waitingList.joined.title')}
      </h3>
      <div role="status">
        <p className="waiting-list-joined__text">
          {t('waitingList.joined.text', {
            date: formatIsoDate(entry.date, locale),
            from: entry.from,
            to: entry.to,
            players: partyLabel(t, entry.adults, entry.juniors),
          })}
        </p>
        <p>{t('waitingList.joined.mail', { email: entry.email })}</p>
        <p>{t('waitingList.joined.held')}</p>
      </div>
      <div className="booking-form__actions">
        <button type="button" className="button button--secondary" onClick={onBack}>
          {t('waitingList.joined.back')}
        </button>
      </div>
    </div>
  );
}
