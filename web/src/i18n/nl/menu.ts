import type { menu as enMenu } from '../en/menu';

/** The side menu (docs/product.md, Navigation menu). */
export const menu: Record<keyof typeof enMenu, string> = {
  'menu.toggle': 'Menu',
  'menu.label': 'Sitemenu',
  'menu.group.course': 'De baan',
  'menu.group.ecology': 'Duurzame ecologie',
  'menu.group.club': 'De club',
  'menu.group.greenfees': 'Greenfees',
  'menu.overview': 'Overzicht',
  'menu.holes': 'Holes',
  'menu.handicapStrokeTable': 'Slagentabel',
  'menu.condition': 'Staat van de baan',
  'menu.ecology': 'Ecologisch beheer',
  'menu.biodiversity': 'Biodiversiteit',
  'menu.history': 'Geschiedenis',
  'menu.diningBar': 'Restaurant & bar',
  'menu.bod': 'Wie is wie',
  'menu.booking': 'Online reserveren',
  'menu.pricing': 'Tarieven',
  'menu.golfBuggies': 'Golfbuggy’s',
  'menu.drivingRange': 'Driving range',
  'menu.dresscode': 'Kledingvoorschriften',
  'menu.golfshop': 'Golfshop',
  'menu.members': 'Leden',
  'menu.opensInNewTab': '(opent in een nieuw tabblad)',
  'menu.contact': 'Clubhuis',
};
