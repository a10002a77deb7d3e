/**
 * The parts of every language's dictionary that load with the screens that show them (web/src/app/screens.ts,
 * screenAreas), each a chunk of its own per language: web/src/i18n/<language>/<area>.ts exports the area's
 * texts under the area's name. Everything else is the core (<language>/core.ts), which every page loads: the
 * shell, the home page, the menu, the page descriptions.
 */
export const DICTIONARY_AREAS = [
  'booking',
  'club',
  'course',
  'ecology',
  'golfshop',
  'greenfees',
  'members',
  'privacy',
  'validation',
  'waitingList',
] as const;

export type DictionaryArea = (typeof DICTIONARY_AREAS)[number];
