import type { greenfees as enGreenfees } from '../en/greenfees';

/** The Green Fees menu group (green fees, buggies, driving range, dress code, booking) and its price parts. */
export const greenfees: Record<keyof typeof enGreenfees, string> = {
  'bookingDetails.title': 'Details van uw reservatie',
  'bookingDetails.intro': 'De datum, het uur, de spelers en de prijs van uw greenfeereservatie.',

  // Price tables (features/prices)
  'prices.feeColumn': 'Greenfee',
  'prices.seasonDates': '({from} tot {to})',
  'prices.after': '{price} na {time}',
  'prices.footnote': '* Prijzen met een sterretje: junioren jonger dan {age} krijgen {percent}% korting.',
  'prices.fee.weekday': 'Weekdagen',
  'prices.fee.weekend': 'Weekend en feestdagen',
  'prices.fee.groupWeekday': 'Groepen vanaf {size} personen, weekdagen',
  'prices.fee.groupWeekend': 'Groepen vanaf {size} personen, weekend',
  'prices.fee.twilight': 'Twilight',
  'prices.fee.dayFee': 'Dagfee (2 rondes)',
  'prices.loading': 'De tarieven worden geladen…',
  'prices.loadFailed': 'Onze excuses, er is iets misgelopen. Probeer het later opnieuw.',

  // Opening hours (features/opening-hours)
  'openingHours.period': '({from} tot {to})',
  'openingHours.daily': 'Dagelijks van {opens} tot {closes}',
  'openingHours.dailyFrom': 'Dagelijks vanaf {opens}',
  'openingHours.closedOn': '{hours}, gesloten op {days}',
  'openingHours.and': ' en ',
  'openingHours.fromTo': '{opens} tot {closes}',
  'openingHours.from': 'vanaf {opens}',
  'openingHours.closed': 'gesloten',
  'openingHours.dayHours': '{day} {hours}',
  'openingHours.today': 'Vandaag ({day}): {hours}',
  'openingHours.todayNoSeason':
    'Vandaag ({day}) valt in geen enkel seizoen: voor vandaag zijn geen openingsuren vastgelegd.',
  'openingHours.noSeason': 'geen uren (tussen de seizoenen)',
  'openingHours.exception': '{hours} ({reason})',
  'openingHours.weekTitle': 'De komende zeven dagen',
  'openingHours.loading': 'De openingsuren worden geladen…',

  // Accepted cards (features/payment-cards)
  'paymentCards.title': 'Aanvaarde kaarten',

  // Contact details (features/opening-hours)
  'contactDetails.phone': 'Telefoon',
  'contactDetails.email': 'E-mail',

  'greenfees.title': 'Greenfees',
  'greenfees.tableCaption': '{name}, in euro per speler',
  'greenfees.next': 'Vanaf {date}: {name}',
  'greenfees.showing': 'Tarieven geldig op {date}.',
  'greenfees.showToday': 'Toon de tarieven van vandaag',
  'greenfees.note.seasonTicket': '{label}: {rounds} rondes voor {price}. {note}',
  'greenfees.note.atGolf': 'Leden van een at-golf-formule betalen {amount} meer.',
  'greenfees.note.membersOnly': 'Starttijden van {from} tot {to} zijn voorbehouden voor leden.',
  'greenfees.condition.handicap':
    'Maximumhandicap {weekday} van maandag tot donderdag, en {weekend} van vrijdag tot zondag en op feestdagen.',
  'greenfees.hours.twilightSeason': '{season}: vanaf {time}',
  'greenfees.bookOnline': 'Online reserveren',

  'golfBuggies.item': 'Huur',
  'golfBuggies.priceColumn': 'Prijs per ronde',
  'golfBuggies.row': 'Golfbuggy',
  'golfBuggies.rule.age': 'De bestuurder moet minstens {age} jaar oud zijn.',
  'golfBuggies.hours.until': 'Tot {time}',

  'drivingRange.item': 'Speler',
  'drivingRange.priceColumn': 'Per {hours} uur',
  'drivingRange.adults': 'Volwassenen ({age} jaar en ouder)',
  'drivingRange.juniors': 'Junioren (jonger dan {age})',

  'dresscode.title': 'Kledingvoorschriften',
};
