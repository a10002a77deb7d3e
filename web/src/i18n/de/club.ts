import type { club as enClub } from '../en/club';

/** The Club: History, Dining & Bar (with the table booking) and Who's Who. Sample content, no real names. */
export const club: Record<keyof typeof enClub, string> = {
  'club.galleryHint':
    'Fahren Sie mit der Maus über ein Bild oder wählen Sie es mit der Tabulatortaste, um die Bildunterschrift zu lesen.',

  // History

  // Dining & Bar
  'diningBar.bookTableLink': 'Tisch reservieren',
  'diningBar.menu.loading': 'Die Speisekarte wird geladen',
  'diningBar.menu.unavailable': 'Die Tageskarte erhalten Sie an der Bar.',
  'diningBar.bar.hoursTitle': 'Öffnungszeiten der Bar',
  'diningBar.bar.season': 'Saison',
  'diningBar.bar.hours': 'Öffnungszeiten',
  'diningBar.bar.period': '{from} – {to}',
  'diningBar.bar.openFrom': 'Täglich geöffnet ab {opens}',
  'diningBar.bar.openFromTo': 'Täglich geöffnet von {opens} bis {closes}',
  'diningBar.bar.withClosedDays': '{hours}, außer {days}',
  'diningBar.weekday.0': 'Sonntag',
  'diningBar.weekday.1': 'Montag',
  'diningBar.weekday.2': 'Dienstag',
  'diningBar.weekday.3': 'Mittwoch',
  'diningBar.weekday.4': 'Donnerstag',
  'diningBar.weekday.5': 'Freitag',
  'diningBar.weekday.6': 'Samstag',

  // Table booking
  'tableBooking.title': 'Tisch reservieren',
  'tableBooking.intro':
    'Senden Sie uns Ihre Anfrage, und wir bestätigen Ihren Tisch per E-Mail oder Telefon.',
  'tableBooking.condition':
    'Tischreservierungen sind nur für Clubmitglieder und ihre Gäste sowie für Mitglieder eines nationalen Golfverbands mit Mitgliedsausweis möglich.',
  'tableBooking.allRequired': 'Alle Felder sind Pflichtfelder.',
  'tableBooking.fullname': 'Vor- und Nachname',
  'tableBooking.persons': 'Anzahl Personen',
  'tableBooking.phone': 'Telefon',
  'tableBooking.email': 'E-Mail',
  'tableBooking.date': 'Datum und Uhrzeit',
  'tableBooking.missing.fullname': 'Geben Sie Ihren Vor- und Nachnamen ein.',
  'tableBooking.missing.persons': 'Geben Sie die Anzahl der Personen ein.',
  'tableBooking.missing.phone': 'Geben Sie Ihre Telefonnummer ein.',
  'tableBooking.missing.email': 'Geben Sie Ihre E-Mail-Adresse ein.',
  'tableBooking.missing.date': 'Wählen Sie Datum und Uhrzeit.',
  'tableBooking.errorPrefix': 'Fehler:',
  'tableBooking.submit': 'Anfrage senden',
  'tableBooking.sending': 'Wird gesendet…',
  'tableBooking.thanksTitle': 'Vielen Dank',
  'tableBooking.thanksText':
    'Ihre Tischanfrage wurde gesendet. Wir bestätigen Ihren Tisch so bald wie möglich per E-Mail oder Telefon.',

  // Who's Who
  'bod.loading': 'Der Vorstand wird geladen',
  'bod.memberAlt': '{name}, {title}',
};
