import type { golfshop as enGolfshop } from '../en/golfshop';

export const golfshop: Record<keyof typeof enGolfshop, string> = {
  'golfshop.title': 'Golfshop',
  'golfshop.intro':
    'De golfshop aan de eerste tee heeft alles voor een ronde op de links: clubs, ballen, handschoenen, regenkledij en breigoed tegen de wind van de Noordzee. Hier betaalt u ook uw greenfee.',
  'golfshop.brandsTitle': 'Merken',
  'golfshop.brandsLabel': 'Merken in de shop',
  'golfshop.brandsNote': 'De getoonde merknamen zijn voorbeelden.',
  'golfshop.contactTitle': 'Contact',
  'golfshop.contactIntro':
    'Vraag naar de voorraad, een clubfitting of een buggy, of reserveer een starttijd:',
  'golfshop.address': 'Adres',
  'golfshop.hoursTitle': 'Openingsuren',
  'golfshop.more': 'Meer te ontdekken',
  'golfshop.card.diningBar': 'Lunch, de bar en het terras na uw ronde',
  'golfshop.card.overview': 'Het baanplan, hole per hole',
  'brands.category.clubs': 'Clubs',
  'brands.category.knitwear': 'Breigoed',
  'brands.category.rainwear': 'Regenkledij',
  'brands.category.balls': 'Ballen',
  'brands.category.shoes': 'Schoenen',
  'brands.category.gloves': 'Handschoenen en tassen',
};
