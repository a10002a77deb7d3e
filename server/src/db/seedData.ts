import type { BoardMember, CourseStatusInfo, HeaderImage, Weather } from '../../../common/api/content';
import { filePath } from '../../../common/api/paths';

/** Sample content for an empty database. Staff replace all of it; nothing here is a fact about a real club. */
const courseStatusInfo: CourseStatusInfo = {
  courseStatus: true,
  summerGreens: false,
  winterGreens: 2,
  buggies: true,
  prefferedLies: true,
  drivingRange: true,
};

/** The sample header artwork, described in the four languages; staff describe their own (Header image). */
const headerImage: HeaderImage = {
  files: [
    {
      fileUrl: filePath('home-header.svg'),
      alt: {
        en: 'The links in evening light: a low sun over the North Sea, dunes with marram grass, the clubhouse on the horizon and a green with a red pin flag',
        nl: 'De links in het avondlicht: een lage zon boven de Noordzee, duinen met helmgras, het clubhuis aan de horizon en een green met een rode vlag',
        fr: 'Le links dans la lumière du soir\u00a0: un soleil bas sur la mer du Nord, des dunes couvertes d’oyats, le club-house à l’horizon et un green avec un drapeau rouge',
        de: 'Der Linksplatz im Abendlicht: eine tief stehende Sonne über der Nordsee, Dünen mit Strandhafer, das Clubhaus am Horizont und ein Grün mit roter Fahne',
      },
    },
  ],
};

const weather: Weather = { wind: 18, humidity: 82, temperature: 9.5, airPressure: 1017, windDirection: 250 };

/** The board's categories in Dutch, French and German (docs/product.md, Who's Who). */
const categories = {
  'Board of Directors': { nl: 'Raad van Bestuur', fr: 'Conseil d’administration', de: 'Vorstand' },
  'Sports Committee': { nl: 'Sportcommissie', fr: 'Commission sportive', de: 'Sportausschuss' },
  'Course Management': { nl: 'Terreinbeheer', fr: 'Entretien du parcours', de: 'Platzpflege' },
} as const;

/** A member with its category and title in every language: the titles as given, Dutch, French, German. */
function member(
  category: keyof typeof categories,
  [title, nl, fr, de]: readonly [string, string, string, string],
  name: string,
  image: string,
): BoardMember {
  const names = categories[category];
  return {
    category,
    title,
    name,
    image,
    translations: {
      nl: { category: names.nl, title: nl },
      fr: { category: names.fr, title: fr },
      de: { category: names.de, title: de },
    },
  };
}

const board: BoardMember[] = [
  member(
    'Board of Directors',
    ['President', 'Voorzitter', 'Président', 'Präsident'],
    'Jan Janssens',
    'board-president.svg',
  ),
  member(
    'Board of Directors',
    ['Vice-President', 'Ondervoorzitter', 'Vice-président', 'Vizepräsident'],
    'Marie Peeters',
    'board-vice-president.svg',
  ),
  member(
    'Board of Directors',
    ['Secretary', 'Secretaris', 'Secrétaire', 'Schriftführer'],
    'Luc Maes',
    'board-secretary.svg',
  ),
  member(
    'Board of Directors',
    ['Treasurer', 'Penningmeester', 'Trésorier', 'Schatzmeister'],
    'Sofie Claes',
    'board-treasurer.svg',
  ),
  member(
    'Sports Committee',
    ['Captain', 'Kapitein', 'Capitaine', 'Captain'],
    'Pieter Willems',
    'board-captain.svg',
  ),
  member(
    'Course Management',
    ['Head Greenkeeper', 'Hoofdgreenkeeper', 'Greenkeeper en chef', 'Head-Greenkeeper'],
    'Tom Wouters',
    'board-greenkeeper.svg',
  ),
];

const lunchMenu = [
  'Lunch menu — served daily from 12:00 to 14:30',
  '',
  'North Sea shrimp croquettes, lemon and fried parsley — 19',
  'Flemish beef stew with Belgian beer, fries and salad — 24',
  'Catch of the day, mustard sauce, leek and mashed potatoes — 27',
  'Club sandwich with chicken, bacon and egg — 17',
  'Seasonal soup with bread — 8',
  '',
  'Please tell our staff about any allergies.',
].join('\n');

export const seedContent: Record<string, string> = {
  'course-status': 'Winter greens in play on holes 4 and 12. Preferred lies on the fairways.',
  'course-status-info': JSON.stringify(courseStatusInfo),
  'home-page-header-image': JSON.stringify(headerImage),
  vlinder: JSON.stringify(weather),
  menu: lunchMenu,
  'bod-page-data': JSON.stringify(board),
};

export const seedNotifications = [
  {
    content:
      '<p><strong>Winter programme:</strong> from 17 November the low-season green fees apply. Book your tee time online or call the secretariat.</p>',
    severity: 'info' as const,
    position: 1,
  },
  {
    content:
      '<p><strong>Coring of greens:</strong> maintenance on the practice green next Monday morning. The course stays open.</p>',
    severity: 'warning' as const,
    position: 2,
  },
];

/** Files in server/seed/files loaded into the files table. */
export const seedFileNames = ['home-header.svg', ...board.map((member) => member.image)];
