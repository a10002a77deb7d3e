import type { meta as en } from '../en/meta';

/** Ce que les moteurs de recherche et les aperçus de liens montrent de chaque page. */
export const meta: Record<keyof typeof en, string> = {
  'meta.description.home':
    'Un links dans les dunes de la côte belge : l’état du parcours et la météo du jour, les green fees et la réservation d’un départ en ligne.',
  'meta.description.golfshop':
    'Le golf shop près du premier départ : clubs, balles, gants, vêtements de pluie et lainages contre le vent de la mer du Nord, et où payer votre green fee.',
  'meta.description.overview':
    'La carte du parcours : l’aller file vers l’est dans les dunes le long de la plage, le retour boucle vers l’ouest. Avec la carte de score.',
  'meta.description.holes': 'Parcourez le links trou par trou, les 18, avant de jouer.',
  'meta.description.handicapStrokeTable':
    'Combien de coups vous recevez sur notre parcours, de chaque départ, selon votre index.',
  'meta.description.ecology':
    'Le parcours se trouve dans l’un des derniers paysages de dunes ouvertes de la côte belge, géré comme une réserve naturelle à part entière.',
  'meta.description.biodiversity':
    'Les habitats dunaires du links et les plantes et animaux qui partagent le terrain avec le golf.',
  'meta.description.history':
    'Comment une poignée de passionnés, sur une bande de dunes entre la mer et les polders, a fondé un club royal.',
  'meta.description.diningBar':
    'Le bar et le restaurant du club-house : le déjeuner après une partie, la carte, les heures d’ouverture et la réservation d’une table.',
  'meta.description.bod':
    'Le conseil, ses commissions et le personnel qui entretient le parcours : les personnes à qui vous adresser.',
  'meta.description.booking':
    'Réservez un green fee : choisissez un départ en ligne, ou envoyez-nous une demande.',
  'meta.description.bookingDetails':
    'La date, l’heure, les joueurs et le prix de votre réservation de green fee.',
  'meta.description.greenfees':
    'Les green fees par joueur pour une partie de 18 trous, par saison, avec les conditions de jeu et les heures d’ouverture du shop.',
  'meta.description.golfBuggies':
    'Louez une voiturette pour votre partie sur le links : prix, conditions et horaires.',
  'meta.description.drivingRange':
    'Le practice, ouvert aux membres comme aux visiteurs : tarifs, heures d’ouverture et cartes acceptées.',
  'meta.description.dresscode': 'Que porter sur le parcours et au club-house.',
  'meta.description.members': 'L’espace membres du club.',
  'meta.description.privacy':
    'Quelles données personnelles ce site collecte, pourquoi, combien de temps nous les gardons et vos droits selon le RGPD.',
  'meta.imageAlt': 'Un trou de links dans les dunes au bord de la mer du Nord',
};
