import { BOOKING_HORIZON_DAYS } from '../../../../common/rules/bookingHorizon';
import { handicapLimitTemplates } from '../../../../common/validation/handicapLimitMessages';
import type { ValidationKey } from '../en/validation';

/**
 * The validation and booking messages of docs/product.md, Messages, by id (common/validation/messages.ts).
 */
export const validation: Record<ValidationKey, string> = {
  'validation.tableDetailsMissing': 'Bitte geben Sie zuerst alle Angaben zu Ihrer Reservierung ein.',
  'validation.tableSendFailed':
    'Entschuldigung, es ist ein Fehler aufgetreten. Bitte versuchen Sie es später erneut.',
  'validation.firstnameRequired': 'Bitte geben Sie Ihren Vornamen ein.',
  'validation.lastnameRequired': 'Bitte geben Sie Ihren Nachnamen ein.',
  'validation.handicapRange':
    'Bitte geben Sie Ihr Handicap ein. Wir akzeptieren ein Handicap von mindestens -5 und höchstens 35.',
  'validation.emailRequired': 'Bitte geben Sie Ihre E-Mail-Adresse ein.',
  'validation.telephoneRequired': 'Bitte geben Sie Ihre Telefonnummer ein.',
  'validation.playersRequired': 'Bitte geben Sie die Anzahl der Erwachsenen und/oder Jugendlichen ein.',
  'validation.dateRequired': 'Bitte geben Sie das Datum Ihrer Reservierung ein.',
  'validation.timeSlotRequired': 'Bitte wählen Sie Ihre Startzeit.',
  'validation.partySize':
    'Online können Sie für mindestens 1 und höchstens 4 Personen buchen. Für größere Gruppen kontaktieren Sie uns bitte.',
  'validation.timeSlotFetchFailed':
    'Entschuldigung, es ist ein Fehler aufgetreten. Bitte versuchen Sie es später erneut.',
  'validation.createBookingFailed':
    'Entschuldigung, bei der Bearbeitung Ihrer Reservierung ist ein Fehler aufgetreten. Bitte versuchen Sie es später erneut.',
  'validation.greenfeeSendFailed':
    'Entschuldigung, es ist ein Fehler aufgetreten. Bitte versuchen Sie es später erneut oder kontaktieren Sie uns telefonisch oder per E-Mail.',
  'validation.bookingNotFound':
    'Entschuldigung, Ihre Reservierung wurde nicht gefunden. Bitte versuchen Sie es später erneut.',
  'validation.noSlots': 'Keine freien Startzeiten. Bitte wählen Sie ein anderes Datum.',
  'validation.cancelConfirm': 'Möchten Sie Ihre Reservierung wirklich stornieren?',
  'validation.dateInPast': 'Bitte wählen Sie ein Datum ab heute.',
  'validation.dateTooFarAhead': `Bitte wählen Sie ein Datum höchstens ${BOOKING_HORIZON_DAYS} Tage nach heute.`,
  'validation.dateInvalid': 'Bitte geben Sie ein gültiges Datum ein (JJJJ-MM-TT).',
  'validation.timeInvalid': 'Bitte wählen Sie eine gültige Uhrzeit (HH:MM).',
  'validation.playersTooMany':
    'Bitte geben Sie höchstens 99 Erwachsene und 99 Jugendliche ein. Für größere Gruppen kontaktieren Sie uns bitte.',
  'validation.personsInvalid': 'Bitte geben Sie die Anzahl der Personen ein (1 bis 50).',
  'validation.slotUnavailable':
    'Diese Startzeit ist nicht mehr verfügbar. Bitte wählen Sie eine andere Uhrzeit.',
  'validation.unknownType': 'Unbekannte Reservierungsart.',
  'validation.paymentNotRetriable':
    'Diese Reservierung kann nicht erneut bezahlt werden: Das geht nur bei einer Reservierung, deren Zahlung fehlgeschlagen, abgebrochen oder abgelaufen ist.',
  'validation.partnerNameRequired':
    'Bitte geben Sie den Namen dieses Spielers ein, oder lassen Sie auch seine E-Mail-Adresse leer.',
  'validation.partnerEmailInvalid':
    'Bitte geben Sie eine gültige E-Mail-Adresse für diesen Spieler ein, oder lassen Sie das Feld leer.',
  'validation.partnersTooMany':
    'Bitte nennen Sie höchstens die anderen Spieler Ihrer Gruppe: Sie sind der erste.',
  // The same words the server answers in (common/validation/handicapLimitMessages.ts).
  'validation.handicapOverWeekdayLimit': handicapLimitTemplates.de.mondayToThursday,
  'validation.handicapOverWeekendLimit': handicapLimitTemplates.de.fridayToSundayAndHolidays,
};
