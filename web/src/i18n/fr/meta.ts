import type { meta as enMeta } from '../en/meta';

/** What search engines and link previews show of each screen, keyed by the screen's route name. */
export const meta: Record<keyof typeof enMeta, string> = {
  'meta.description.home':
    'Un links dans les dunes de la côte belge\u00a0: l’état du parcours et la météo du jour, les green fees et la réservation de départs en ligne.',
  'meta.description.golfshop':
    'La boutique près du départ du 1\u00a0: clubs, balles, gants, vêtements de pluie et lainages contre le vent de la mer du Nord\u00a0; c’est aussi là que vous réglez votre green fee.',
  'meta.description.overview':
    'Le plan du parcours\u00a0: l’aller part vers l’est à travers les dunes, le long de la plage, et le retour décrit une boucle vers l’ouest. Avec la carte de score.',
  'meta.description.holes': 'Parcourez le links trou par trou, les 18 trous, avant de jouer.',
  'meta.description.handicapStrokeTable':
    'Le nombre de coups que vous recevez sur notre parcours, depuis chaque départ, selon votre index.',
  'meta.description.ecology':
    'Le parcours s’étend dans l’un des rares paysages de dunes ouvertes qui subsistent sur la côte belge, géré comme un espace naturel à part entière.',
  'meta.description.biodiversity':
    'Les habitats dunaires du links, et les plantes et les animaux qui partagent le terrain avec le golf.',
  'meta.description.history':
    'Comment une poignée de passionnés, sur une bande de dunes entre la mer et les polders, est devenue un club royal.',
  'meta.description.diningBar':
    'Le bar et le restaurant du club-house\u00a0: le lunch après la partie, la carte, les heures d’ouverture et la réservation de tables.',
  'meta.description.bod':
    'Le conseil d’administration, ses commissions et le personnel qui prend soin du parcours\u00a0: les personnes auxquelles vous adresser.',
  'meta.description.booking':
    'Réservez un green fee\u00a0: choisissez votre départ en ligne ou envoyez-nous une demande.',
  'meta.description.bookingDetails':
    'La date, l’heure, les joueurs et le prix de votre réservation de green fee.',
  'meta.description.greenfees':
    'Les green fees par joueur pour un parcours de 18 trous, par saison, avec les conditions de jeu et les heures d’ouverture de la boutique.',
  'meta.description.golfBuggies':
    'Louez une voiturette pour votre partie sur le links\u00a0: prix, conditions et horaires.',
  'meta.description.drivingRange':
    'Le practice, ouvert aux membres comme aux visiteurs\u00a0: tarifs, heures d’ouverture et cartes acceptées.',
  'meta.description.dresscode': 'La tenue à porter sur le parcours et au club-house.',
  'meta.description.members': 'L’espace membres du club.',
  'meta.description.privacy':
    'Quelles données à caractère personnel ce site web collecte, pourquoi, combien de temps nous les conservons et quels sont vos droits en vertu du RGPD.',
  'meta.imageAlt': 'Un trou de links dans les dunes, au bord de la mer du Nord',
};
