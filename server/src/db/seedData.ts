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

const headerImage: HeaderImage = { files: [{ fileUrl: filePath('home-header.svg') }] };

const weather: Weather = { wind: 18, humidity: 82, temperature: 9.5, airPressure: 1017, windDirection: 250 };

const board: BoardMember[] = [
  { category: 'Board of Directors', title: 'President', name: 'Jan Janssens', image: 'board-president.svg' },
  {
    category: 'Board of Directors',
    title: 'Vice-President',
    name: 'Marie Peeters',
    image: 'board-vice-president.svg',
  },
  { category: 'Board of Directors', title: 'Secretary', name: 'Luc Maes', image: 'board-secretary.svg' },
  { category: 'Board of Directors', title: 'Treasurer', name: 'Sofie Claes', image: 'board-treasurer.svg' },
  { category: 'Sports Committee', title: 'Captain', name: 'Pieter Willems', image: 'board-captain.svg' },
  {
    category: 'Course Management',
    title: 'Head Greenkeeper',
    name: 'Tom Wouters',
    image: 'board-greenkeeper.svg',
  },
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
