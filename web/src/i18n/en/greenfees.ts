/** The Green Fees menu group (green fees, buggies, driving range, dress code, booking) and its price parts. */
export const greenfees = {
  'bookingDetails.title': 'Booking Details',
  'bookingDetails.intro': 'The date, time, players and price of your green fee reservation.',

  // Price tables (features/prices)
  'prices.feeColumn': 'Green fee',
  'prices.seasonDates': '({from} to {to})',
  'prices.after': '{price} after {time}',
  'prices.footnote': '* Asterisked prices: juniors under {age} get {percent}% off.',
  'prices.fee.weekday': 'Weekday',
  'prices.fee.weekend': 'Weekend and holidays',
  'prices.fee.groupWeekday': 'Groups of {size} or more, weekdays',
  'prices.fee.groupWeekend': 'Groups of {size} or more, weekends',
  'prices.fee.twilight': 'Twilight',
  'prices.fee.dayFee': 'Day fee (2 rounds)',
  'prices.loading': 'Loading the prices…',
  'prices.loadFailed': 'Apologies, something went wrong. Please try again later.',

  // Opening hours (features/opening-hours)
  'openingHours.period': '({from} to {to})',
  'openingHours.daily': 'Daily {opens} to {closes}',
  'openingHours.dailyFrom': 'Daily from {opens}',
  'openingHours.closedOn': '{hours}, closed on {days}',
  'openingHours.and': ' and ',
  'openingHours.fromTo': '{opens} to {closes}',
  'openingHours.from': 'from {opens}',
  'openingHours.closed': 'closed',
  'openingHours.dayHours': '{day} {hours}',
  'openingHours.today': 'Today ({day}): {hours}',
  'openingHours.todayNoSeason': 'Today ({day}) falls in no season: no opening hours are set for today.',
  'openingHours.noSeason': 'no hours set (between seasons)',
  'openingHours.exception': '{hours} ({reason})',
  'openingHours.weekTitle': 'The next seven days',
  'openingHours.loading': 'Loading the opening hours…',

  // Accepted cards (features/payment-cards)
  'paymentCards.title': 'Accepted cards',

  // Contact details (features/opening-hours)
  'contactDetails.phone': 'Telephone',
  'contactDetails.email': 'E-mail',

  'greenfees.title': 'Green Fees',
  'greenfees.tableCaption': '{name}, in euro per player',
  'greenfees.next': 'From {date}: {name}',
  'greenfees.showing': 'Prices in force on {date}.',
  'greenfees.showToday': 'Show today’s prices',
  'greenfees.note.seasonTicket': '{label}: {rounds} rounds for {price}. {note}',
  'greenfees.note.atGolf': 'Members of an at-golf scheme pay {amount} more.',
  'greenfees.note.membersOnly': 'Tee times from {from} to {to} are for members only.',
  'greenfees.condition.handicap':
    'Maximum handicap {weekday} from Monday to Thursday, and {weekend} from Friday to Sunday and on bank holidays.',
  'greenfees.hours.twilightSeason': '{season}: from {time}',
  'greenfees.bookOnline': 'Book online',

  'golfBuggies.item': 'Hire',
  'golfBuggies.priceColumn': 'Price per round',
  'golfBuggies.row': 'Golf buggy',
  'golfBuggies.rule.age': 'The driver must be at least {age} years old.',
  'golfBuggies.hours.until': 'Until {time}',

  'drivingRange.item': 'Player',
  'drivingRange.priceColumn': 'Per {hours} hours',
  'drivingRange.adults': 'Adults ({age} and over)',
  'drivingRange.juniors': 'Juniors (under {age})',

  'dresscode.title': 'Dress Code',
} as const;
