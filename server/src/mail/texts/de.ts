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
  partnerCopyIntro:
    'Sie sind einer der Spieler einer Startzeit im {club} am {when}, online gebucht und bezahlt. Dies ist eine Kopie der Bestätigung.',
  partnerCopyBooker:
    'Die Buchung gehört dem Spieler, der sie vorgenommen hat: Nur er kann sie ändern oder stornieren. Wenn Sie nicht mitspielen, können Sie diese E-Mail ignorieren.',
  calendarDescriptionCopy: '{players} Spieler.',

  cancelSubject: '{club}: Ihre Startzeit am {when} ist storniert',
  cancelText: 'Ihre Startzeit am {when} wurde storniert.',
  cancelRefund:
    'Wir haben {price} erstattet; es kann einige Tage dauern, bis der Betrag auf Ihrem Konto ist.',
  moveSubject: '{club}: Ihre Startzeit wurde auf {when} verlegt',
  moveText: 'Ihre Startzeit am {from} wurde auf {when} verlegt.',
  moveCalendarFile: 'Die beigefügte Kalenderdatei ersetzt die frühere in Ihrem Kalender.',
  playerCancelText: 'Wie von Ihnen gewünscht, wurde Ihre Startzeit am {when} storniert.',
  playerCancelRefundShare:
    'Gemäß den Stornierungsbedingungen des Clubs haben wir {price} der gezahlten {paid} erstattet; es kann einige Tage dauern, bis der Betrag auf Ihrem Konto ist.',
  playerCancelNoRefund:
    'Gemäß den Stornierungsbedingungen des Clubs werden die gezahlten {paid} nicht erstattet.',
  changeSubject: '{club}: Ihre Buchung ist geändert ({when})',
  changeMoved:
    'Wie von Ihnen gewünscht, ist Ihre Buchung geändert: Ihre Startzeit am {from} wurde auf {when} verlegt.',
  changeSameTime: 'Wie von Ihnen gewünscht, ist Ihre Buchung für {when} geändert.',
  changeRefund:
    'Wir haben die Differenz von {price} erstattet; es kann einige Tage dauern, bis der Betrag auf Ihrem Konto ist.',
  changePaid: 'Vielen Dank für Ihre Zahlung der Differenz von {price}.',
  lateRefundSubject: '{club}: Ihre Zahlung für {when} wurde erstattet',
  lateRefundCanceled:
    'Ihre Zahlung von {price} für die Startzeit am {when} ist eingegangen, nachdem die Buchung storniert worden war. Wir haben sie vollständig erstattet; es kann einige Tage dauern, bis sie auf Ihrem Konto ist.',
  lateRefundAlreadyPaid:
    'Ihre Zahlung von {price} für die Startzeit am {when} ist eingegangen, als die Buchung bereits bezahlt war. Wir haben diese zweite Zahlung vollständig erstattet; es kann einige Tage dauern, bis sie auf Ihrem Konto ist. Ihre Buchung bleibt bestehen.',
  lateRefundChangeLapsed:
    'Ihre Zahlung von {price} für die Änderung Ihrer Startzeit auf {when} ist eingegangen, nachdem diese Änderung verfallen oder ersetzt worden war. Wir haben sie vollständig erstattet; es kann einige Tage dauern, bis sie auf Ihrem Konto ist. An Ihrer Buchung ändert sie nichts.',

  reminderSubject: '{club}: Erinnerung an Ihre Startzeit am {when}',
  reminderText: 'Wir erinnern Sie an Ihre Startzeit am {when}. Wir freuen uns auf Ihren Besuch.',
  reminderPrice: 'Preis: {price}',
  reminderDirections: 'So finden Sie uns: {address}',
  reminderMap: 'Auf der Karte: {link}',
  reminderCourseStatus: 'Der Platzzustand, bevor Sie losfahren: {link}',
  reminderChangeUntil: 'Online ist das bis {deadline} möglich.',
  reminderChangeClosed:
    'Online kann sie nicht mehr storniert oder geändert werden: Bitte rufen Sie den Club unter {phone} an oder schreiben Sie an {email}.',
  bookingChangeLink: 'Ihre Buchung stornieren oder ändern: {link}',

  waitingListJoinedSubject: '{club}: Sie stehen auf der Warteliste für {date}',
  waitingListJoinedText:
    'Sie stehen auf unserer Warteliste für {date}, für eine Startzeit zwischen {from} und {to} Uhr.',
  waitingListJoinedNext:
    'Werden in diesem Zeitraum Plätze für Ihre Gruppe frei, senden wir Ihnen einen Link, der sie {minutes} Minuten lang für Sie freihält.',
  waitingListLeaveLink: 'Um die Warteliste zu verlassen: {link}',
  waitingListNotYou:
    'Wenn Sie sich nicht auf unsere Warteliste gesetzt haben, können Sie diese E-Mail ignorieren.',
  waitingListOfferSubject: '{club}: eine Startzeit für Sie am {when}',
  waitingListOfferText: 'Über unsere Warteliste sind am {when} Plätze für Ihre Gruppe frei geworden.',
  waitingListOfferHeld: 'Wir halten sie bis {until} für Sie frei. Um sie zu nehmen: {link}',
  waitingListOfferAfter: 'Danach gehen sie an den Nächsten auf der Warteliste; Sie bleiben auf der Liste.',
  waitingListWithdrawnSubject: '{club}: die angebotene Startzeit am {when} ist nicht mehr verfügbar',
  waitingListWithdrawnText:
    'Die Startzeit, die wir Ihnen am {when} angeboten haben, kann nicht mehr gebucht werden: Der Club hat sie inzwischen gesperrt.',
  waitingListWithdrawnStill:
    'Sie bleiben auf unserer Warteliste für {date}, zwischen {from} und {to} Uhr. Werden in diesem Zeitraum Plätze frei, schreiben wir Ihnen wieder.',
  waitingListWithdrawnLeave:
    'Um die Warteliste zu verlassen, nutzen Sie den Link in unserer früheren E-Mail.',
};
