import type { Course, Hole, Tee } from '../api/holes';

/**
 * The course: sample data for an 18-hole par-70 links (names, lengths, ratings and descriptions are
 * illustrative values the club replaces with its own). It seeds an empty database, which GET /holes
 * answers from; and, like the prices, it is known at build time, so the course pages are prerendered
 * with it and hydrate without a jump when the API's answer (normally the same) arrives.
 */
export const seedTees: Tee[] = [
  { id: 'white', name: 'White', colour: '#ffffff', courseRating: 72.4, slope: 134 },
  { id: 'yellow', name: 'Yellow', colour: '#e8c547', courseRating: 70.8, slope: 130 },
  { id: 'blue', name: 'Blue', colour: '#2f5fa8', courseRating: 69.2, slope: 126 },
  { id: 'red', name: 'Red', colour: '#b3261e', courseRating: 72.1, slope: 129 },
];

type HoleSeed = [name: string, par: number, strokeIndex: number, white: number, description: string];

const holeSeeds: HoleSeed[] = [
  [
    'Zeewind',
    4,
    9,
    362,
    'A gentle opener along the dune ridge; the prevailing south-westerly helps from the tee.',
  ],
  ['The Valley', 4, 3, 405, 'The fairway drops into a hollow between two dunes; the green sits on a shelf.'],
  ['Marram', 3, 15, 158, 'A short hole over a sea of marram grass to a green guarded by two pot bunkers.'],
  [
    'Duinpan',
    4,
    1,
    418,
    'The hardest hole: a long, rising approach into the wind to a narrow plateau green.',
  ],
  [
    'Long Beach',
    5,
    13,
    486,
    'Reachable in two with the wind behind; a cross-bunker waits for the timid lay-up.',
  ],
  [
    'Lighthouse',
    4,
    7,
    378,
    'Aim at the distant church tower; anything left finds the rough on the dune slope.',
  ],
  ['Sea Holly', 3, 17, 142, 'A wedge to a green framed by sea holly; the breeze decides the club.'],
  ['Old Dyke', 4, 5, 392, 'A dog-leg right around an old sand dyke; the brave line shortens the hole.'],
  ['Home Dune', 4, 11, 355, 'Back towards the clubhouse, with a sunken green below the terrace.'],
  ['Skylark', 4, 10, 371, 'The back nine starts high on the dunes with a view over the whole links.'],
  ['Punchbowl', 3, 16, 168, 'A blind tee shot into a natural punchbowl green that gathers the ball.'],
  ['Horizon', 4, 2, 411, 'Straight at the North Sea horizon; the fairway narrows where the drives land.'],
  [
    'The Saddle',
    4,
    8,
    383,
    'A fairway running through a saddle between dunes; the green falls away at the back.',
  ],
  ['Natterjack', 5, 14, 492, 'A long par 5 past the protected dune pools where the natterjack toads breed.'],
  ['Buckthorn', 4, 4, 398, 'Sea buckthorn lines the left side; the approach plays over a swale.'],
  ['Gull Rock', 3, 18, 137, 'The shortest hole, but the green is small and the wind off the sea is strong.'],
  ['Tram Line', 4, 6, 401, 'A strong par 4 alongside the old coastal tram line, usually into the wind.'],
  ['Clubhouse', 4, 12, 366, 'A classic finishing hole up to the green below the clubhouse windows.'],
];

/** Shorter tees, by hole type: how much each tee takes off the white length. */
const reduction: Record<string, Record<number, number>> = {
  yellow: { 3: 12, 4: 22, 5: 28 },
  blue: { 3: 22, 4: 42, 5: 55 },
  red: { 3: 32, 4: 66, 5: 80 },
};

export const seedHoles: Hole[] = holeSeeds.map(([name, par, strokeIndex, white, description], index) => ({
  number: index + 1,
  name,
  par,
  strokeIndex,
  lengths: {
    white,
    yellow: white - (reduction.yellow?.[par] ?? 0),
    blue: white - (reduction.blue?.[par] ?? 0),
    red: white - (reduction.red?.[par] ?? 0),
  },
  description,
}));

/** The course as this build knows it (see above). */
export const builtCourse: Course = { tees: seedTees, holes: seedHoles };
