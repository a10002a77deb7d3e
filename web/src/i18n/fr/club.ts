import type { club as enClub } from '../en/club';

/** The Club: History, Dining & Bar (with the table booking) and Who's Who. Sample content, no real names. */
export const club: Record<keyof typeof enClub, string> = {
  'club.onwardLinks': 'Poursuivre la découverte',
  'club.galleryHint': 'Survolez une image ou atteignez-la avec la touche Tab pour lire sa légende.',

  // History
  'history.title': 'Histoire',
  'history.intro':
    'Depuis bien plus d’un siècle, le club joue au golf sur la même bande de dunes, entre la mer et les polders. Voici, en quelques mots, comment une poignée de passionnés est devenue un club royal.',
  'history.origins.title': 'Un links tracé au bord de la mer',
  'history.origins.text1':
    'Le club a été fondé dans les premières années du vingtième siècle, lorsque le golf est arrivé à la côte belge en même temps que le tram de la côte, la digue et les premiers hôtels de bord de mer. Quelques estivants et familles du coin ont arpenté les dunes, tracé neuf trous marqués de drapeaux taillés dans de la toile à voile, et les ont joués au gré du vent, du sable et de l’instinct.',
  'history.origins.text2':
    'Les trous suivaient les vallées entre les dunes, comme l’ont toujours fait les trous de links\u00a0: c’est le terrain qui a dessiné le parcours, pas l’architecte. Bon nombre de ces premiers fairways sont encore joués aujourd’hui.',
  'history.royal.title': 'Un titre royal',
  'history.royal.text':
    'En quelques décennies, le parcours est passé à dix-huit trous, et le club a reçu le droit de se dire royal, une distinction accordée aux sociétés de longue date. Ce titre se porte sans ostentation. Il appelle de bonnes manières sur le parcours et un accueil chaleureux au club-house, pas des dorures.',
  'history.rebuilding.title': 'Années difficiles et reconstruction',
  'history.rebuilding.text':
    'Comme tout le littoral, le links a souffert des guerres du vingtième siècle. Les dunes ont été fortifiées, les fairways abandonnés aux lapins et le club-house est resté vide. Chaque fois, les membres sont revenus avec des bêches et de la patience\u00a0: les greens ont été refaits, les bunkers de nouveau bordés de mottes de gazon, et le parcours s’est remis à être joué, à peu près tel qu’il était auparavant.',
  'history.today.title': 'Le club aujourd’hui',
  'history.today.text':
    'Aujourd’hui, le club est un club de membres qui accueille les golfeurs visiteurs tous les jours où le parcours est ouvert. Le tracé suit toujours les anciennes vallées des dunes, les greens sont toujours fermes et rapides, et c’est toujours le vent qui décide de la longueur du parcours. Depuis 2003, le club veille aussi sur les dunes elles-mêmes, un paysage qui mérite d’être protégé.',
  'history.today.ecologyLink': 'En savoir plus sur notre gestion écologique',
  'history.gallery.title': 'Images du club',
  'history.gallery.clubhouse.alt':
    'Le club-house à colombages, avec deux pignons pentus et un lanternon où flotte un drapeau, derrière un putting green',
  'history.gallery.clubhouse.caption':
    'Le club-house, avec ses deux pignons à colombages et le lanternon où flotte le drapeau du club.',
  'history.gallery.earlyLinks.alt':
    'Une vue ovale à la manière d’une gravure\u00a0: deux golfeurs marchent dans les dunes vers un drapeau, la mer à l’arrière-plan',
  'history.gallery.earlyLinks.caption':
    'Le links à ses débuts, tel qu’une gravure de l’époque aurait pu le représenter.',
  'history.gallery.green18.alt':
    'Un green entouré de pot bunkers, avec un drapeau rouge numéroté 18, et le club-house éclairé sur la butte à l’arrière',
  'history.gallery.green18.caption':
    'Le green du 18 dans la lumière du soir, sous les fenêtres du club-house.',
  'history.gallery.honours.alt':
    'Un tableau d’honneur en bois sombre intitulé Champions du club en lettres dorées, au-dessus d’une coupe en argent',
  'history.gallery.honours.caption':
    'Le tableau d’honneur des champions du club, avec en dessous le plus ancien trophée du club.',
  'history.links.bod': 'Les personnes qui dirigent le club aujourd’hui.',
  'history.links.diningBar': 'Le lunch, le bar et la salle de bridge du club-house.',

  // Dining & Bar
  'diningBar.title': 'Restaurant & bar',
  'diningBar.intro':
    'Le club-house est le cœur du club\u00a0: un lunch après une partie matinale, un verre au coin du feu après une partie venteuse, et un bridge par un après-midi tranquille.',
  'diningBar.bookTableLink': 'Réserver une table',
  'diningBar.image.alt':
    'Une table dressée pour deux avec des verres à vin et une bougie, devant une grande baie vitrée donnant sur le links et la mer',
  'diningBar.diningRoom.title': 'La salle à manger',
  'diningBar.diningRoom.text1':
    'La salle à manger donne sur le green du 18 et, au-delà des dunes, sur la mer. À midi, la cuisine propose une courte carte de plats de saison, avec du poisson de la mer du Nord et des produits des fermes des polders.',
  'diningBar.diningRoom.text2':
    'Le soir, la salle peut être réservée pour les dîners du club, les remises des prix et les événements privés. Une tenue de golf soignée est bienvenue au lunch.',
  'diningBar.diningRoom.dressCodeLink': 'Voir le code vestimentaire du club-house',
  'diningBar.menu.title': 'La carte',
  'diningBar.menu.loading': 'Chargement de la carte',
  'diningBar.menu.unavailable': 'La carte du jour est disponible au bar.',
  'diningBar.bar.title': 'Le bar',
  'diningBar.bar.text':
    'Le bar est le lieu de rendez-vous du club\u00a0: un café avant le départ du 1, un verre en terrasse après la partie, et les scores du jour au tableau.',
  'diningBar.bar.hoursTitle': 'Heures d’ouverture du bar',
  'diningBar.bar.season': 'Saison',
  'diningBar.bar.hours': 'Heures',
  'diningBar.bar.period': '{from} – {to}',
  'diningBar.bar.openFrom': 'Ouvert tous les jours à partir de {opens}',
  'diningBar.bar.openFromTo': 'Ouvert tous les jours de {opens} à {closes}',
  'diningBar.bar.withClosedDays': '{hours}, fermé le {days}',
  'diningBar.weekday.0': 'dimanche',
  'diningBar.weekday.1': 'lundi',
  'diningBar.weekday.2': 'mardi',
  'diningBar.weekday.3': 'mercredi',
  'diningBar.weekday.4': 'jeudi',
  'diningBar.weekday.5': 'vendredi',
  'diningBar.weekday.6': 'samedi',
  'diningBar.bridgeRoom.title': 'La salle de bridge',
  'diningBar.bridgeRoom.text1':
    'On joue au bridge au club presque depuis aussi longtemps qu’au golf. La salle de bridge, une pièce calme attenante au bar, accueille les parties d’après-midi du cercle de bridge des membres, et tout joueur est le bienvenu pour compléter une table.',
  'diningBar.bridgeRoom.text2':
    'La salle peut aussi être réservée pour des réunions et de petites rencontres. Renseignez-vous au bar sur les jours des parties de cette semaine.',

  // Table booking
  'tableBooking.title': 'Réserver une table',
  'tableBooking.intro':
    'Envoyez-nous votre demande et nous vous confirmerons votre table par e-mail ou par téléphone.',
  'tableBooking.condition':
    'La réservation de tables est réservée aux membres du club et à leurs invités, ainsi qu’aux membres d’une fédération nationale de golf munis de leur carte de membre.',
  'tableBooking.allRequired': 'Tous les champs sont obligatoires.',
  'tableBooking.fullname': 'Nom et prénom',
  'tableBooking.persons': 'Nombre de personnes',
  'tableBooking.phone': 'Téléphone',
  'tableBooking.email': 'E-mail',
  'tableBooking.date': 'Date et heure',
  'tableBooking.missing.fullname': 'Indiquez vos nom et prénom.',
  'tableBooking.missing.persons': 'Indiquez le nombre de personnes.',
  'tableBooking.missing.phone': 'Indiquez votre numéro de téléphone.',
  'tableBooking.missing.email': 'Indiquez votre adresse e-mail.',
  'tableBooking.missing.date': 'Choisissez la date et l’heure.',
  'tableBooking.errorPrefix': 'Erreur\u00a0:',
  'tableBooking.submit': 'Envoyer la demande',
  'tableBooking.sending': 'Envoi en cours…',
  'tableBooking.thanksTitle': 'Merci',
  'tableBooking.thanksText':
    'Votre demande de table a été envoyée. Nous vous confirmerons votre table par e-mail ou par téléphone dans les meilleurs délais.',

  // Who's Who
  'bod.title': 'Qui est qui',
  'bod.intro':
    'Le club est dirigé par ses membres, à travers un conseil d’administration et ses commissions, avec le personnel qui prend soin du parcours. Voici les personnes auxquelles vous pouvez vous adresser.',
  'bod.loading': 'Chargement du conseil d’administration',
  'bod.memberAlt': '{name}, {title}',
  'bod.links.golfBuggies': 'Prix, règles et horaires de location d’une voiturette.',
  'bod.links.holes': 'Les 18 trous, du premier départ au dernier green.',
};
