import type { home as enHome } from '../en/home';

export const home: Record<keyof typeof enHome, string> = {
  'home.tagline': '{holes} trous de links dans les dunes, au bord de la mer du Nord',
  'home.book': 'Réserver un départ',
  'home.bookClosed': 'Parcours fermé aujourd’hui — conditions du green fee',
  'home.greenFees': 'Green fees',
  'home.actions': 'Préparez votre partie',
  'awards.title': 'Prix et labels',
  'home.course.title': 'Le parcours',
  'home.course.text1':
    'Les {holes} trous serpentent à travers les dunes, entre les polders et la mer, sur des fairways façonnés par le vent et le sable. Le sol est ferme et vallonné, les greens récompensent les balles basses et roulées, et aucune partie ne ressemble à la précédente\u00a0: le vent y veille.',
  'home.course.text2':
    'Parcourez le links trou par trou avant de jouer, voyez comment les trous s’enchaînent sur le plan et repérez ceux où vous recevez des coups.',
  'home.course.links': 'Découvrir le parcours',
  'home.course.overview': 'Le plan du parcours et la carte de score à télécharger',
  'home.course.holes': 'Les {holes} trous, un par un',
  'home.course.strokeTable': 'Les trous où vous recevez des coups',
  'home.club.title': 'Le club',
  'home.club.text1':
    'Depuis plus d’un siècle, le club accueille les golfeurs sur ce coin de côte. Il cultive ses traditions sans solennité\u00a0: de bonnes manières sur le parcours, un accueil chaleureux au club-house.',
  'home.club.text2':
    'Après la partie, le club-house offre une vue sur les dunes et la mer\u00a0: un lunch dans la salle à manger, un verre au bar et les histoires de la journée.',
  'home.club.links': 'Découvrir le club',
  'home.club.history': 'Un siècle de golf au bord de la mer',
  'home.club.diningBar': 'Le lunch, le bar et la salle de bridge',
  'home.club.bod': 'Le conseil d’administration et les personnes qui font vivre le club',
};
