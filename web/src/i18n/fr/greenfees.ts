import type { greenfees as enGreenfees } from '../en/greenfees';

/** The Green Fees menu group (green fees, buggies, driving range, dress code, booking) and its price parts. */
export const greenfees: Record<keyof typeof enGreenfees, string> = {
  'booking.title': 'Réservation de green fee en ligne',
  'booking.intro': 'Une réservation n’est définitive qu’après confirmation par e-mail ou par téléphone.',
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
  'paymentCards.intro': 'Paiement en espèces ou par carte. Nous acceptons\u00a0:',

  // Contact details (features/opening-hours)
  'contactDetails.phone': 'Téléphone',
  'contactDetails.email': 'E-mail',

  'greenfees.title': 'Green fees',
  'greenfees.intro':
    'Les visiteurs munis d’une carte fédérale et d’un certificat de handicap sont les bienvenus sur le links. Les prix s’entendent par joueur pour un parcours de 18 trous, sauf mention contraire.',
  'greenfees.pricesTitle': 'Tarifs',
  'greenfees.tableCaption': '{name}, en euros par joueur',
  'greenfees.next': 'À partir du {date}\u00a0: {name}',
  'greenfees.showing': 'Tarifs en vigueur le {date}.',
  'greenfees.showToday': 'Voir les tarifs d’aujourd’hui',
  'greenfees.notesTitle': 'Remarques',
  'greenfees.note.seasonTicket': '{label}\u00a0: {rounds} parcours pour {price}. {note}',
  'greenfees.note.atGolf': 'Les membres d’une formule at-golf paient {amount} de plus.',
  'greenfees.note.dogs': 'Les chiens ne sont pas admis.',
  'greenfees.note.membersOnly': 'Les départs de {from} à {to} sont réservés aux membres.',
  'greenfees.conditionsTitle': 'Conditions générales',
  'greenfees.condition.certificate': 'Une carte fédérale et un certificat de handicap sont exigés.',
  'greenfees.condition.handicap':
    'Handicap maximum {weekday} du lundi au jeudi, et {weekend} du vendredi au dimanche ainsi que les jours fériés.',
  'greenfees.condition.register': 'Veuillez vous inscrire et payer à la boutique avant votre partie.',
  'greenfees.condition.confirmation':
    'Une réservation n’est définitive qu’après confirmation par e-mail ou par téléphone.',
  'greenfees.condition.dressCode':
    'Le code vestimentaire du club s’applique sur le parcours et au club-house.',
  'greenfees.hoursTitle': 'Horaires',
  'greenfees.hours.shop': 'Les green fees se paient à la boutique, ouverte\u00a0:',
  'greenfees.hours.twilight': 'Les green fees twilight commencent\u00a0:',
  'greenfees.hours.twilightSeason': '{season}\u00a0: à partir de {time}',
  'greenfees.contactTitle': 'Réservez votre partie',
  'greenfees.bookOnline': 'Réserver en ligne',
  'greenfees.hours.contact': 'Pour réserver par téléphone ou par e-mail, contactez la boutique\u00a0:',
  'greenfees.more': 'Avant de jouer',
  'greenfees.card.booking': 'Demandez votre départ en ligne',
  'greenfees.card.buggies': 'Prix, règles et disponibilité',
  'greenfees.card.range': 'Échauffez-vous avant votre partie',
  'greenfees.card.dresscode': 'La tenue à porter sur le parcours et au club-house',

  'golfBuggies.intro':
    'Le links est une longue marche à travers les dunes\u00a0; une voiturette vous facilite la partie.',
  'golfBuggies.priceTitle': 'Prix',
  'golfBuggies.item': 'Location',
  'golfBuggies.priceColumn': 'Prix par parcours',
  'golfBuggies.row': 'Voiturette',
  'golfBuggies.rulesTitle': 'Règles',
  'golfBuggies.rule.age': 'Le conducteur doit avoir au moins {age} ans.',
  'golfBuggies.rule.paths':
    'Restez sur les chemins et dans le rough près des greens et des départs, et suivez les panneaux des greenkeepers.',
  'golfBuggies.hoursTitle': 'Horaires',
  'golfBuggies.hours.intro': 'Les voiturettes ne sont disponibles que jusqu’à\u00a0:',
  'golfBuggies.hours.until': 'Jusqu’à {time}',
  'golfBuggies.bookTitle': 'Réserver une voiturette',
  'golfBuggies.book': 'Réservez votre voiturette en même temps que votre départ, à la boutique\u00a0:',
  'golfBuggies.more': 'Pour jouer chez nous',
  'golfBuggies.card.greenfees': 'Tarifs et conditions',
  'golfBuggies.card.booking': 'Demandez votre départ en ligne',

  'drivingRange.title': 'Practice',
  'drivingRange.intro':
    'Le practice est ouvert aux membres comme aux visiteurs\u00a0: échauffez-vous avant votre partie, ou venez simplement vous entraîner.',
  'drivingRange.feeTitle': 'Tarif',
  'drivingRange.item': 'Joueur',
  'drivingRange.priceColumn': 'Pour {hours} heures',
  'drivingRange.adults': 'Adultes ({age} ans et plus)',
  'drivingRange.juniors': 'Juniors (moins de {age} ans)',
  'drivingRange.conditionsTitle': 'Conditions',
  'drivingRange.condition.balls':
    'Les balles de practice sont réservées au practice\u00a0: ne les emportez jamais sur le parcours.',
  'drivingRange.condition.tees':
    'Frappez uniquement depuis les tapis et les aires de frappe en herbe balisées.',
  'drivingRange.condition.safety':
    'Ne vous avancez jamais sur le practice pendant que d’autres joueurs frappent, et arrêtez-vous quand les greenkeepers ramassent les balles.',
  'drivingRange.condition.juniors': 'Les juniors de moins de 12 ans s’entraînent accompagnés d’un adulte.',
  'drivingRange.hoursTitle': 'Horaires',
  'drivingRange.contactTitle': 'Contact',
  'drivingRange.contact':
    'Des questions sur le practice ou sur les leçons\u00a0? Contactez la boutique\u00a0:',
  'drivingRange.caddymasterTitle': 'Caddie master',
  'drivingRange.caddymaster':
    'Le caddie master vous accueille au départ du 1, veille à ce que le jeu commence à l’heure et peut vous procurer un chariot ou une voiturette.',
  'drivingRange.greenkeeperTitle': 'Greenkeeper',
  'drivingRange.greenkeeper':
    'Nos greenkeepers préparent le links dès l’aube\u00a0: cédez le passage à leurs machines et suivez leurs indications.',
  'drivingRange.more': 'Pour jouer chez nous',
  'drivingRange.card.greenfees': 'Tarifs et conditions',
  'drivingRange.card.booking': 'Demandez votre départ en ligne',

  'dresscode.title': 'Code vestimentaire',
};
