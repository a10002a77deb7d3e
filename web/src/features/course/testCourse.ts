import { type Course, type Hole, textIn } from '../../../../common/api/holes';
import { API_BASE, apiPaths } from '../../../../common/api/paths';
import { seedCourse } from '../../../../common/config/course';
import type { Language } from '../../../../common/i18n/languages';

/** A sample course for component tests: 18 holes, par 70, four tees. */
const names = [
  'Zeewind',
  'The Valley',
  'Marram',
  'Duinpan',
  'Long Beach',
  'Lighthouse',
  'Sea Holly',
  'Old Dyke',
  'Home Dune',
  'Skylark',
  'Punchbowl',
  'Horizon',
  'The Saddle',
  'Natterjack',
  'Buckthorn',
  'Gull Rock',
  'Tram Line',
  'Clubhouse',
];
const pars = [4, 4, 3, 4, 5, 4, 3, 4, 4, 4, 3, 4, 4, 5, 4, 3, 4, 4];
const indexes = [9, 3, 15, 1, 13, 7, 17, 5, 11, 10, 16, 2, 8, 14, 4, 18, 6, 12];

export const testCourse: Course = {
  tees: [
    { id: 'white', name: 'White', colour: '#ffffff', courseRating: 72.4, slope: 134 },
    { id: 'yellow', name: 'Yellow', colour: '#e8c547', courseRating: 70.8, slope: 130 },
    { id: 'blue', name: 'Blue', colour: '#2f5fa8', courseRating: 69.2, slope: 126 },
    { id: 'red', name: 'Red', colour: '#b3261e', courseRating: 72.1, slope: 129 },
  ],
  holes: names.map(
    (name, index): Hole => ({
      number: index + 1,
      name,
      par: pars[index] ?? 4,
      strokeIndex: indexes[index] ?? index + 1,
      lengths: {
        white: 300 + index * 10,
        yellow: 290 + index * 10,
        blue: 280 + index * 10,
        red: 250 + index * 10,
      },
      description: `The description of ${name}.`,
      plan: null,
      picture: null,
      video: null,
    }),
  ),
};

/** A fetch that answers GET /api/v1/holes with the test course and leaves every other call pending. */
export function courseFetch(course: Course = testCourse) {
  return (input: RequestInfo | URL, _init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url.endsWith(`${API_BASE}${apiPaths.holes.path()}`)) {
      return Promise.resolve(
        new Response(JSON.stringify(course), { headers: { 'Content-Type': 'application/json' } }),
      );
    }
    return new Promise<Response>(() => undefined);
  };
}

/** The sample course of a fresh install as GET /holes answers it in a language (no library media). */
export function seededCourseIn(language: Language): Course {
  return {
    tees: seedCourse.tees.map((tee) => ({ ...tee, name: textIn(tee.name, language) })),
    holes: seedCourse.holes.map(({ name, description, ...hole }) => ({
      ...hole,
      name: textIn(name, language),
      description: textIn(description, language),
      plan: null,
      picture: null,
      video: null,
    })),
  };
}
