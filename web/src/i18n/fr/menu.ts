import type { menu as enMenu } from '../en/menu';

/** The side menu (docs/product.md, Navigation menu). */
export const menu: Record<keyof typeof enMenu, string> = {
  'menu.toggle': 'Menu',
  'menu.label': 'Menu du site',
  'menu.group.course': 'Le parcours',
  'menu.group.ecology': 'Écologie durable',
  'menu.group.club': 'Le club',
  'menu.group.greenfees': 'Green fees',
  'menu.overview': 'Présentation',
  'menu.holes': 'Les trous',
  'menu.handicapStrokeTable': 'Table des coups reçus',
  'menu.condition': 'État du parcours',
  'menu.ecology': 'Gestion écologique',
  'menu.biodiversity': 'Biodiversité',
  'menu.history': 'Histoire',
  'menu.diningBar': 'Restaurant & bar',
  'menu.bod': 'Qui est qui',
  'menu.booking': 'Réservation en ligne',
  'menu.pricing': 'Tarifs',
  'menu.golfBuggies': 'Voiturettes',
  'menu.drivingRange': 'Practice',
  'menu.dresscode': 'Code vestimentaire',
  'menu.golfshop': 'Boutique',
  'menu.members': 'Membres',
  'menu.opensInNewTab': '(s’ouvre dans un nouvel onglet)',
  'menu.contact': 'Club-house',
};
