import type { golfshop as enGolfshop } from '../en/golfshop';

export const golfshop: Record<keyof typeof enGolfshop, string> = {
  'golfshop.title': 'Boutique',
  'golfshop.intro':
    'La boutique, près du départ du 1, propose tout ce qu’il faut pour une partie sur le links\u00a0: clubs, balles, gants, vêtements de pluie et lainages contre le vent de la mer du Nord. C’est aussi là que vous réglez votre green fee.',
  'golfshop.brandsTitle': 'Marques',
  'golfshop.brandsLabel': 'Les marques de la boutique',
  'golfshop.brandsNote': 'Les noms de marques affichés sont des exemples.',
  'golfshop.contactTitle': 'Contact',
  'golfshop.contactIntro':
    'Renseignez-vous sur le stock, le club fitting ou une voiturette, ou réservez un départ\u00a0:',
  'golfshop.address': 'Adresse',
  'golfshop.hoursTitle': 'Heures d’ouverture',
  'golfshop.more': 'À découvrir aussi',
  'golfshop.card.diningBar': 'Le lunch, le bar et la terrasse après votre partie',
  'golfshop.card.overview': 'Le plan du parcours, trou par trou',
  'brands.category.clubs': 'Clubs',
  'brands.category.knitwear': 'Lainages',
  'brands.category.rainwear': 'Vêtements de pluie',
  'brands.category.balls': 'Balles',
  'brands.category.shoes': 'Chaussures',
  'brands.category.gloves': 'Gants et sacs',
};
