import type { golfshop as enGolfshop } from '../en/golfshop';

export const golfshop: Record<keyof typeof enGolfshop, string> = {
  'golfshop.title': 'Golfshop',
  'golfshop.intro':
    'Der Golfshop am ersten Abschlag hat alles für eine Runde auf dem Linksplatz: Schläger, Bälle, Handschuhe, Regenbekleidung und Strickwaren gegen den Nordseewind. Hier bezahlen Sie auch Ihr Greenfee.',
  'golfshop.brandsTitle': 'Marken',
  'golfshop.brandsLabel': 'Marken im Shop',
  'golfshop.brandsNote': 'Die gezeigten Markennamen sind Beispiele.',
  'golfshop.contactTitle': 'Kontakt',
  'golfshop.contactIntro':
    'Fragen Sie nach Verfügbarkeit, Schlägeranpassung (Fitting) oder einem Golfcart, oder buchen Sie eine Startzeit:',
  'golfshop.address': 'Adresse',
  'golfshop.hoursTitle': 'Öffnungszeiten',
  'golfshop.more': 'Mehr entdecken',
  'golfshop.card.diningBar': 'Mittagessen, Bar und Terrasse nach Ihrer Runde',
  'golfshop.card.overview': 'Der Platzplan, Loch für Loch',
  'brands.category.clubs': 'Schläger',
  'brands.category.knitwear': 'Strickwaren',
  'brands.category.rainwear': 'Regenbekleidung',
  'brands.category.balls': 'Bälle',
  'brands.category.shoes': 'Schuhe',
  'brands.category.gloves': 'Handschuhe und Bags',
};
