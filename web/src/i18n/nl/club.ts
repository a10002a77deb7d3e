import type { club as enClub } from '../en/club';

/** The Club: History, Dining & Bar (with the table booking) and Who's Who. Sample content, no real names. */
export const club: Record<keyof typeof enClub, string> = {
  'club.galleryHint': 'Beweeg over een foto of ga er met de tabtoets naartoe om het onderschrift te lezen.',

  // History

  // Dining & Bar
  'diningBar.bookTableLink': 'Reserveer een tafel',
  'diningBar.menu.loading': 'De kaart wordt geladen',
  'diningBar.menu.unavailable': 'De kaart van vandaag vindt u aan de bar.',
  'diningBar.bar.hoursTitle': 'Openingsuren van de bar',
  'diningBar.bar.season': 'Seizoen',
  'diningBar.bar.hours': 'Uren',
  'diningBar.bar.period': '{from} – {to}',
  'diningBar.bar.openFrom': 'Dagelijks open vanaf {opens}',
  'diningBar.bar.openFromTo': 'Dagelijks open van {opens} tot {closes}',
  'diningBar.bar.withClosedDays': '{hours}, gesloten op {days}',
  'diningBar.weekday.0': 'zondag',
  'diningBar.weekday.1': 'maandag',
  'diningBar.weekday.2': 'dinsdag',
  'diningBar.weekday.3': 'woensdag',
  'diningBar.weekday.4': 'donderdag',
  'diningBar.weekday.5': 'vrijdag',
  'diningBar.weekday.6': 'zaterdag',

  // Table booking
  'tableBooking.title': 'Reserveer een tafel',
  'tableBooking.intro': 'Stuur ons uw aanvraag en we bevestigen uw tafel per e-mail of telefoon.',
  'tableBooking.condition':
    'Een tafel reserveren kan alleen voor leden van de club en hun gasten, en voor leden van een nationale golffederatie met een lidkaart.',
  'tableBooking.allRequired': 'Alle velden zijn verplicht.',
  'tableBooking.fullname': 'Volledige naam',
  'tableBooking.persons': 'Aantal personen',
  'tableBooking.phone': 'Telefoon',
  'tableBooking.email': 'E-mail',
  'tableBooking.date': 'Datum en uur',
  'tableBooking.missing.fullname': 'Vul uw volledige naam in.',
  'tableBooking.missing.persons': 'Vul het aantal personen in.',
  'tableBooking.missing.phone': 'Vul uw telefoonnummer in.',
  'tableBooking.missing.email': 'Vul uw e-mailadres in.',
  'tableBooking.missing.date': 'Kies de datum en het uur.',
  'tableBooking.errorPrefix': 'Fout:',
  'tableBooking.submit': 'Aanvraag versturen',
  'tableBooking.sending': 'Bezig met versturen…',
  'tableBooking.thanksTitle': 'Dank u wel',
  'tableBooking.thanksText':
    'Uw aanvraag voor een tafel werd verstuurd. We bevestigen uw tafel zo snel mogelijk per e-mail of telefoon.',

  // Who's Who
  'bod.loading': 'Het bestuur wordt geladen',
  'bod.memberAlt': '{name}, {title}',
};
