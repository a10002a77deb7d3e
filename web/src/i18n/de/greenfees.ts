import type { greenfees as enGreenfees } from '../en/greenfees';

/** The Green Fees menu group (green fees, buggies, driving range, dress code, booking) and its price parts. */
export const greenfees: Record<keyof typeof enGreenfees, string> = {
  'bookingDetails.title': 'Buchungsdetails',
  'bookingDetails.intro': 'Datum, Uhrzeit, Spieler und Preis Ihrer Greenfee-Reservierung.',

  // Price tables (features/prices)
  'prices.feeColumn': 'Greenfee',
  'prices.seasonDates': '({from} bis {to})',
  'prices.after': '{price} ab {time}',
  'prices.footnote':
    '* Mit Sternchen markierte Preise: Jugendliche unter {age} Jahren erhalten {percent}\u00a0% Ermäßigung.',
  'prices.fee.weekday': 'Wochentags',
  'prices.fee.weekend': 'Wochenende und Feiertage',
  'prices.fee.groupWeekday': 'Gruppen ab {size} Personen, wochentags',
  'prices.fee.groupWeekend': 'Gruppen ab {size} Personen, am Wochenende',
  'prices.fee.twilight': 'Twilight',
  'prices.fee.dayFee': 'Tagesgreenfee (2 Runden)',
  'prices.loading': 'Die Preise werden geladen…',
  'prices.loadFailed': 'Entschuldigung, es ist ein Fehler aufgetreten. Bitte versuchen Sie es später erneut.',

  // Opening hours (features/opening-hours)
  'openingHours.period': '({from} bis {to})',
  'openingHours.daily': 'Täglich {opens} bis {closes}',
  'openingHours.dailyFrom': 'Täglich ab {opens}',
  'openingHours.closedOn': '{hours}, außer {days}',
  'openingHours.and': ' und ',
  'openingHours.fromTo': '{opens} bis {closes}',
  'openingHours.from': 'ab {opens}',
  'openingHours.closed': 'geschlossen',
  'openingHours.dayHours': '{day} {hours}',
  'openingHours.today': 'Heute ({day}): {hours}',
  'openingHours.todayNoSeason':
    'Heute ({day}) liegt in keiner Saison: für heute sind keine Öffnungszeiten festgelegt.',
  'openingHours.noSeason': 'keine Zeiten (zwischen den Saisons)',
  'openingHours.exception': '{hours} ({reason})',
  'openingHours.weekTitle': 'Die nächsten sieben Tage',
  'openingHours.loading': 'Öffnungszeiten werden geladen…',

  // Accepted cards (features/payment-cards)
  'paymentCards.title': 'Akzeptierte Karten',

  // Contact details (features/opening-hours)
  'contactDetails.phone': 'Telefon',
  'contactDetails.email': 'E-Mail',

  'greenfees.title': 'Greenfees',
  'greenfees.tableCaption': '{name}, in Euro pro Spieler',
  'greenfees.next': 'Ab {date}: {name}',
  'greenfees.showing': 'Preise gültig am {date}.',
  'greenfees.showToday': 'Die heutigen Preise anzeigen',
  'greenfees.note.seasonTicket': '{label}: {rounds} Runden für {price}. {note}',
  'greenfees.note.atGolf': 'Mitglieder eines at-golf-Programms zahlen {amount} mehr.',
  'greenfees.note.membersOnly': 'Startzeiten von {from} bis {to} sind Mitgliedern vorbehalten.',
  'greenfees.condition.handicap':
    'Maximales Handicap {weekday} von Montag bis Donnerstag und {weekend} von Freitag bis Sonntag sowie an Feiertagen.',
  'greenfees.hours.twilightSeason': '{season}: ab {time}',
  'greenfees.bookOnline': 'Online buchen',

  'golfBuggies.item': 'Miete',
  'golfBuggies.priceColumn': 'Preis pro Runde',
  'golfBuggies.row': 'Golfcart',
  'golfBuggies.rule.age': 'Der Fahrer muss mindestens {age} Jahre alt sein.',
  'golfBuggies.hours.until': 'Bis {time}',

  'drivingRange.item': 'Spieler',
  'drivingRange.priceColumn': 'Pro {hours} Stunden',
  'drivingRange.adults': 'Erwachsene (ab {age} Jahren)',
  'drivingRange.juniors': 'Jugendliche (unter {age} Jahren)',

  'dresscode.title': 'Kleiderordnung',
};
