import type { greenfees as enGreenfees } from '../en/greenfees';

/** The Green Fees menu group (green fees, buggies, driving range, dress code, booking) and its price parts. */
export const greenfees: Record<keyof typeof enGreenfees, string> = {
  'booking.title': 'Greenfee online reserveren',
  'booking.intro': 'Een reservatie is pas definitief na bevestiging per e-mail of telefoon.',
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
  'paymentCards.intro': 'Betaal cash of met de kaart. We aanvaarden:',

  // Contact details (features/opening-hours)
  'contactDetails.phone': 'Telefoon',
  'contactDetails.email': 'E-mail',

  'greenfees.title': 'Greenfees',
  'greenfees.intro':
    'Bezoekers met een federatiekaart en een handicapbewijs zijn welkom op de links. De prijzen gelden per speler voor één ronde van 18 holes, tenzij anders vermeld.',
  'greenfees.pricesTitle': 'Tarieven',
  'greenfees.tableCaption': '{name}, in euro per speler',
  'greenfees.next': 'Vanaf {date}: {name}',
  'greenfees.showing': 'Tarieven geldig op {date}.',
  'greenfees.showToday': 'Toon de tarieven van vandaag',
  'greenfees.notesTitle': 'Opmerkingen',
  'greenfees.note.seasonTicket': '{label}: {rounds} rondes voor {price}. {note}',
  'greenfees.note.atGolf': 'Leden van een at-golf-formule betalen {amount} meer.',
  'greenfees.note.dogs': 'Honden zijn niet toegelaten.',
  'greenfees.note.membersOnly': 'Starttijden van {from} tot {to} zijn voorbehouden voor leden.',
  'greenfees.conditionsTitle': 'Algemene voorwaarden',
  'greenfees.condition.certificate': 'Een federatiekaart en een handicapbewijs zijn verplicht.',
  'greenfees.condition.handicap':
    'Maximumhandicap {weekday} van maandag tot donderdag, en {weekend} van vrijdag tot zondag en op feestdagen.',
  'greenfees.condition.register': 'Gelieve u voor uw ronde aan te melden en te betalen in de golfshop.',
  'greenfees.condition.confirmation':
    'Een reservatie is pas definitief na bevestiging per e-mail of telefoon.',
  'greenfees.condition.dressCode':
    'De kledingvoorschriften van de club gelden op de baan en in het clubhuis.',
  'greenfees.hoursTitle': 'Uren',
  'greenfees.hours.shop': 'Greenfees worden betaald in de golfshop, open:',
  'greenfees.hours.twilight': 'Twilight-greenfees beginnen:',
  'greenfees.hours.twilightSeason': '{season}: vanaf {time}',
  'greenfees.contactTitle': 'Reserveer uw ronde',
  'greenfees.bookOnline': 'Online reserveren',
  'greenfees.hours.contact': 'Om per telefoon of e-mail te reserveren, neemt u contact op met de golfshop:',
  'greenfees.more': 'Voor u speelt',
  'greenfees.card.booking': 'Vraag uw starttijd online aan',
  'greenfees.card.buggies': 'Prijs, regels en beschikbaarheid',
  'greenfees.card.range': 'Warm op voor uw ronde',
  'greenfees.card.dresscode': 'Wat u draagt op de baan en in het clubhuis',

  'golfBuggies.intro':
    'De links is een lange wandeling door de duinen; met een golfbuggy wordt de ronde lichter.',
  'golfBuggies.priceTitle': 'Prijs',
  'golfBuggies.item': 'Huur',
  'golfBuggies.priceColumn': 'Prijs per ronde',
  'golfBuggies.row': 'Golfbuggy',
  'golfBuggies.rulesTitle': 'Regels',
  'golfBuggies.rule.age': 'De bestuurder moet minstens {age} jaar oud zijn.',
  'golfBuggies.rule.paths':
    'Blijf op de paden en in de rough bij de greens en tees, en volg de aanwijzingen van de greenkeepers.',
  'golfBuggies.hoursTitle': 'Uren',
  'golfBuggies.hours.intro': 'Buggy’s zijn alleen beschikbaar tot:',
  'golfBuggies.hours.until': 'Tot {time}',
  'golfBuggies.bookTitle': 'Reserveer een buggy',
  'golfBuggies.book': 'Reserveer uw buggy samen met uw starttijd, in de golfshop:',
  'golfBuggies.more': 'Meer over spelen bij ons',
  'golfBuggies.card.greenfees': 'Tarieven en voorwaarden',
  'golfBuggies.card.booking': 'Vraag uw starttijd online aan',

  'drivingRange.title': 'Driving range',
  'drivingRange.intro':
    'De driving range staat open voor leden en bezoekers: warm op voor uw ronde, of kom gewoon oefenen.',
  'drivingRange.feeTitle': 'Tarief',
  'drivingRange.item': 'Speler',
  'drivingRange.priceColumn': 'Per {hours} uur',
  'drivingRange.adults': 'Volwassenen ({age} jaar en ouder)',
  'drivingRange.juniors': 'Junioren (jonger dan {age})',
  'drivingRange.conditionsTitle': 'Voorwaarden',
  'drivingRange.condition.balls': 'Rangeballen zijn alleen voor de range: neem ze nooit mee op de baan.',
  'drivingRange.condition.tees': 'Sla alleen vanaf de matten en de aangeduide grastees.',
  'drivingRange.condition.safety':
    'Loop nooit de range op terwijl anderen aan het slaan zijn, en stop wanneer de greenkeepers ballen aan het rapen zijn.',
  'drivingRange.condition.juniors': 'Junioren jonger dan 12 oefenen onder begeleiding van een volwassene.',
  'drivingRange.hoursTitle': 'Uren',
  'drivingRange.contactTitle': 'Contact',
  'drivingRange.contact': 'Vragen over de range of over lessen? Neem contact op met de golfshop:',
  'drivingRange.caddymasterTitle': 'Caddymaster',
  'drivingRange.caddymaster':
    'De caddymaster verwelkomt u aan de eerste tee, zorgt dat er op tijd gestart wordt en kan een trolley of een buggy voor u regelen.',
  'drivingRange.greenkeeperTitle': 'Greenkeeper',
  'drivingRange.greenkeeper':
    'Onze greenkeepers maken de links klaar vanaf het eerste licht: geef voorrang aan hun machines en volg hun aanwijzingen.',
  'drivingRange.more': 'Meer over spelen bij ons',
  'drivingRange.card.greenfees': 'Tarieven en voorwaarden',
  'drivingRange.card.booking': 'Vraag uw starttijd online aan',

  'dresscode.title': 'Kledingvoorschriften',
};
