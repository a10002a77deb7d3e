import type { MailTexts } from './types';

/** German, addressing the player with "Sie". */
export const de: MailTexts = {
  greeting: 'Guten Tag {name},',
  greetingWithoutName: 'Guten Tag,',
  dateAtTime: '{date} um {time} Uhr',
  reference: 'Referenz: {id}',
  paymentReference: 'Zahlungsreferenz: {id}',
  handicapProof: 'Bitte bringen Sie bei Ihrer Ankunft einen Nachweis Ihres Handicaps mit.',

  acknowledgementSubjectGreenfee: '{club}: Wir haben Ihre Greenfee-Anfrage erhalten',
  acknowledgementSubjectTable: '{club}: Wir haben Ihre Anfrage für eine Tischreservierung erhalten',
  acknowledgementThanksGreenfee: 'Vielen Dank für Ihre Greenfee-Anfrage für {when}.',
  acknowledgementThanksTable: 'Vielen Dank für Ihre Reservierungsanfrage: ein Tisch für {persons} am {when}.',
  acknowledgementNotDefinitive:
    'Ihre Reservierung ist erst verbindlich, wenn der Club sie per E-Mail oder telefonisch bestätigt.',
  acknowledgementNotYou: 'Wenn Sie diese Anfrage nicht gesendet haben, können Sie diese E-Mail ignorieren.',

  decisionSubjectGreenfeeConfirmed: '{club}: Greenfee-Anfrage bestätigt',
  decisionSubjectGreenfeeDeclined: '{club}: Greenfee-Anfrage nicht bestätigt',
  decisionSubjectTableConfirmed: '{club}: Tischreservierung bestätigt',
  decisionSubjectTableDeclined: '{club}: Tischreservierung nicht bestätigt',
  decisionGreenfee: 'Ihr Greenfee am {when}',
  decisionTable: 'Ihren Tisch für {persons} am {when}',
  decisionConfirmed: 'Gerne bestätigen wir {what}.',
  decisionDeclined: 'Leider können wir {what} nicht bestätigen.',

  confirmationSubject: '{club}: Ihre Startzeit am {when} ist bestätigt',
  confirmationThanks: 'Vielen Dank für Ihre Zahlung. Ihre Startzeit am {when} ist bestätigt.',
  confirmationPlayers:
    'Spieler: {adults} {adults:Erwachsener|Erwachsene}, {juniors} {juniors:Jugendlicher|Jugendliche}',
  confirmationPaid: 'Bezahlt: {price}',
  confirmationLink: 'Ihre Buchung: {link}',
  confirmationCalendarFile:
    'Mit der beigefügten Kalenderdatei tragen Sie die Startzeit in Ihren Kalender ein.',
  calendarFileName: 'startzeit.ics',
  calendarSummary: 'Startzeit – {club}',
  calendarDescription: '{players} Spieler. Ihre Buchung: {link}',

  cancelSubject: '{club}: Ihre Startzeit am {when} ist storniert',
  cancelText: 'Ihre Startzeit am {when} wurde storniert.',
  cancelRefund:
    'Wir haben {price} erstattet; es kann einige Tage dauern, bis der Betrag auf Ihrem Konto ist.',
  moveSubject: '{club}: Ihre Startzeit wurde auf {when} verlegt',
  moveText: 'Ihre Startzeit am {from} wurde auf {when} verlegt.',
  moveCalendarFile: 'Die beigefügte Kalenderdatei ersetzt die frühere in Ihrem Kalender.',
  lateRefundSubject: '{club}: Ihre Zahlung für {when} wurde erstattet',
  lateRefundCanceled:
    'Ihre Zahlung von {price} für die Startzeit am {when} ist eingegangen, nachdem die Buchung storniert worden war. Wir haben sie vollständig erstattet; es kann einige Tage dauern, bis sie auf Ihrem Konto ist.',
  lateRefundAlreadyPaid:
    'Ihre Zahlung von {price} für die Startzeit am {when} ist eingegangen, als die Buchung bereits bezahlt war. Wir haben diese zweite Zahlung vollständig erstattet; es kann einige Tage dauern, bis sie auf Ihrem Konto ist. Ihre Buchung bleibt bestehen.',
};
