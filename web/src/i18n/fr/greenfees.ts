import type { greenfees as enGreenfees } from '../en/greenfees';

/** The Green Fees menu group (green fees, buggies, driving range, dress code, booking) and its price parts. */
export const greenfees: Record<keyof typeof enGreenfees, string> = {
  'bookingDetails.title': 'Détails de la réservation',
  'bookingDetails.intro': 'La date, l’heure, les joueurs et le prix de votre réservation de green fee.',

  // Price tables (features/prices)
  'prices.feeColumn': 'Green fee',
  'prices.seasonDates': '(du {from} au {to})',
  'prices.after': '{price} à partir de {time}',
  'prices.footnote':
    '* Prix marqués d’un astérisque\u00a0: les juniors de moins de {age} ans bénéficient de {percent}\u00a0% de réduction.',
  'prices.fee.weekday': 'Semaine',
  'prices.fee.weekend': 'Week-end et jours fériés',
  'prices.fee.groupWeekday': 'Groupes de {size} personnes ou plus, en semaine',
  'prices.fee.groupWeekend': 'Groupes de {size} personnes ou plus, le week-end',
  'prices.fee.twilight': 'Twilight',
  'prices.fee.dayFee': 'Forfait journée (2 parcours)',
  'prices.loading': 'Chargement des tarifs…',
  'prices.loadFailed': 'Toutes nos excuses, une erreur s’est produite. Veuillez réessayer plus tard.',

  // Opening hours (features/opening-hours)
  'openingHours.period': '(du {from} au {to})',
  'openingHours.daily': 'Tous les jours de {opens} à {closes}',
  'openingHours.dailyFrom': 'Tous les jours à partir de {opens}',
  'openingHours.closedOn': '{hours}, fermé le {days}',
  'openingHours.and': ' et ',
  'openingHours.fromTo': 'de {opens} à {closes}',
  'openingHours.from': 'à partir de {opens}',
  'openingHours.closed': 'fermé',
  'openingHours.dayHours': '{day} {hours}',
  'openingHours.today': 'Aujourd’hui ({day}) : {hours}',
  'openingHours.todayNoSeason':
    'Aujourd’hui ({day}) ne tombe dans aucune saison : aucun horaire n’est fixé pour aujourd’hui.',
  'openingHours.noSeason': 'pas d’horaire (entre deux saisons)',
  'openingHours.exception': '{hours} ({reason})',
  'openingHours.weekTitle': 'Les sept prochains jours',
  'openingHours.loading': 'Chargement des heures d’ouverture…',

  // Accepted cards (features/payment-cards)
  'paymentCards.title': 'Cartes acceptées',

  // Contact details (features/opening-hours)
  'contactDetails.phone': 'Téléphone',
  'contactDetails.email': 'E-mail',

  'greenfees.title': 'Green fees',
  'greenfees.tableCaption': '{name}, en euros par joueur',
  'greenfees.next': 'À partir du {date}\u00a0: {name}',
  'greenfees.showing': 'Tarifs en vigueur le {date}.',
  'greenfees.showToday': 'Voir les tarifs d’aujourd’hui',
  'greenfees.note.seasonTicket': '{label}\u00a0: {rounds} parcours pour {price}. {note}',
  'greenfees.note.atGolf': 'Les membres d’une formule at-golf paient {amount} de plus.',
  'greenfees.note.membersOnly': 'Les départs de {from} à {to} sont réservés aux membres.',
  'greenfees.condition.handicap':
    'Handicap maximum {weekday} du lundi au jeudi, et {weekend} du vendredi au dimanche ainsi que les jours fériés.',
  'greenfees.hours.twilightSeason': '{season}\u00a0: à partir de {time}',
  'greenfees.bookOnline': 'Réserver en ligne',

  'golfBuggies.item': 'Location',
  'golfBuggies.priceColumn': 'Prix par parcours',
  'golfBuggies.row': 'Voiturette',
  'golfBuggies.rule.age': 'Le conducteur doit avoir au moins {age} ans.',
  'golfBuggies.hours.until': 'Jusqu’à {time}',

  'drivingRange.item': 'Joueur',
  'drivingRange.priceColumn': 'Pour {hours} heures',
  'drivingRange.adults': 'Adultes ({age} ans et plus)',
  'drivingRange.juniors': 'Juniors (moins de {age} ans)',

  'dresscode.title': 'Code vestimentaire',
};
