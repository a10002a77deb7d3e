import type { home as enHome } from '../en/home';

export const home: Record<keyof typeof enHome, string> = {
  'home.tagline': '{holes} holes linksgolf in de duinen aan de Noordzee',
  'home.book': 'Reserveer een starttijd',
  'home.bookClosed': 'Baan vandaag gesloten — greenfeevoorwaarden',
  'home.greenFees': 'Greenfees',
  'home.actions': 'Plan uw ronde',
  'awards.title': 'Onderscheidingen en labels',
  'home.course.title': 'De baan',
  'home.course.text1':
    'De {holes} holes slingeren door de duinen tussen de polders en de zee, over fairways die door wind en zand gevormd zijn. De grond is stevig en golvend, de greens belonen een lage, rollende slag, en geen twee rondes spelen hetzelfde: daar zorgt de wind wel voor.',
  'home.course.text2':
    'Wandel hole per hole door de baan voor u speelt, bekijk hoe de holes op de kaart liggen en zoek op waar uw handicapslagen vallen.',
  'home.course.links': 'Ontdek de baan',
  'home.course.overview': 'Het baanplan, en de scorekaart om te downloaden',
  'home.course.holes': 'Alle {holes} holes, een voor een',
  'home.course.strokeTable': 'Waar uw handicapslagen vallen',
  'home.club.title': 'De club',
  'home.club.text1':
    'Al meer dan een eeuw verwelkomt de club golfers op dit stuk kust. Ze houdt haar tradities in ere zonder stijfheid: goede manieren op de baan, een warm onthaal in het clubhuis.',
  'home.club.text2':
    'Na de ronde kijkt het clubhuis uit over de duinen naar de zee: lunch in het restaurant, een drankje aan de bar en de verhalen van de dag.',
  'home.club.links': 'Ontdek de club',
  'home.club.history': 'Een eeuw golf aan zee',
  'home.club.diningBar': 'Lunch, de bar en de Bridge Room',
  'home.club.bod': 'Het bestuur en de mensen achter de club',
};
