import { describe, expect, it } from 'vitest';

/** Every module of the app, as text (tests and the test helpers left out). */
const sources = import.meta.glob<string>(
  ['../../**/*.{ts,tsx}', '!../../**/*.test.{ts,tsx}', '!../../**/test/**'],
  {
    query: '?raw',
    import: 'default',
    eager: true,
  },
);

/**
 * Pages that still read the seeded details while their owners rewrite them (issue 38): each must move to
 * useClubDetails, and leave this list.
 */
const NOT_YET_MOVED: readonly string[] = [];

describe("the club's details in the app", () => {
  it('are read from the data everywhere: no module imports the seeded details', () => {
    const seededImport = /from '(?:\.\.\/)+(?:common\/)?config\/club'/;
    const readers = Object.entries(sources)
      .filter(([file, text]) => seededImport.test(text) && file !== '../../config/club.ts')
      .map(([file]) => file);
    expect(readers.filter((file) => !NOT_YET_MOVED.includes(file))).toEqual([]);
  });
});
