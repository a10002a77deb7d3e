import type { menu as enMenu } from '../en/menu';

/** The side menu (docs/product.md, Navigation menu). */
export const menu: Record<keyof typeof enMenu, string> = {
  'menu.toggle': 'Menü',
  'menu.label': 'Seitenmenü',
  'menu.group.course': 'Der Platz',
  'menu.group.ecology': 'Nachhaltige Ökologie',
  'menu.group.club': 'Der Club',
  'menu.group.greenfees': 'Greenfees',
  'menu.overview': 'Übersicht',
  'menu.holes': 'Löcher',
  'menu.handicapStrokeTable': 'Course-Handicap-Tabelle',
  'menu.condition': 'Platzzustand',
  'menu.ecology': 'Ökologisches Management',
  'menu.biodiversity': 'Biodiversität',
  'menu.history': 'Geschichte',
  'menu.diningBar': 'Restaurant & Bar',
  'menu.bod': 'Wer ist wer',
  'menu.booking': 'Online-Buchung',
  'menu.pricing': 'Preise',
  'menu.golfBuggies': 'Golfcarts',
  'menu.drivingRange': 'Driving Range',
  'menu.dresscode': 'Kleiderordnung',
  'menu.golfshop': 'Golfshop',
  'menu.members': 'Mitglieder',
  'menu.opensInNewTab': '(öffnet in einem neuen Tab)',
  'menu.contact': 'Clubhaus',
};
