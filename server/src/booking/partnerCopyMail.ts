import { formatTime, isoDate } from '../../../common/rules/clubTime';
import { mailLanguage, mailText, mailWhen } from '../mail/mailLanguage';
import type { OutgoingMail } from '../mail/outbox';
import type { ReservationRow } from '../repositories/reservationRepository';
import { type MailClub, teeTimeAttachment } from './confirmationMail';
import { copyAddresses } from './partners';

/**
 * The copies of a paid booking's confirmation to the partners who gave an e-mail (docs/product.md, Playing
 * partners): one mail per address, in the booking's language, with the calendar file.
 *
 * The booker typed these addresses, and could have typed anyone's, so a copy repeats nothing typed (it
 * greets without a name and names no player, the booker included) and carries no link to the booking's
 * page: that link is the booker's key to cancel and change it (Cancel and change online), not to be handed
 * to every address they typed. The calendar file names the party only, for the same reason.
 */
export function partnerCopyMails(row: ReservationRow, club: MailClub): OutgoingMail[] {
  const language = mailLanguage(row.locale);
  const when = mailWhen(language, isoDate(row), formatTime(row.hour, row.minute));
  return copyAddresses(row.email, row.partners).map((to) => ({
    to,
    replyTo: club.email,
    subject: mailText(language, 'confirmationSubject', { club: club.name, when }),
    text: [
      mailText(language, 'greetingWithoutName'),
      '',
      mailText(language, 'partnerCopyIntro', { club: club.name, when }),
      '',
      mailText(language, 'confirmationPlayers', { adults: row.adults, juniors: row.juniors }),
      '',
      `${mailText(language, 'handicapProof')} ${mailText(language, 'confirmationCalendarFile')}`,
      '',
      mailText(language, 'partnerCopyBooker'),
      '',
      club.name,
      club.address(language),
    ].join('\n'),
    attachments: [teeTimeAttachment(row, club, null, language)],
  }));
}
