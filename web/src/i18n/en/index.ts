import type { DictionaryArea } from '../areas';
import { booking } from './booking';
import { club } from './club';
import { core } from './core';
import { course } from './course';
import { ecology } from './ecology';
import { golfshop } from './golfshop';
import { greenfees } from './greenfees';
import { members } from './members';
import { privacy } from './privacy';
import { validation } from './validation';
import { waitingList } from './waitingList';

/** Each area's English texts (../areas.ts): the keys every language's area file has. */
export const enAreas = {
  booking,
  club,
  course,
  ecology,
  golfshop,
  greenfees,
  members,
  privacy,
  validation,
  waitingList,
} as const satisfies Record<DictionaryArea, Record<string, string>>;

/**
 * The English dictionary, keyed by message id, one file per area of the site so that each area's texts
 * live together. Every text a visitor sees comes from here; a second language is one more dictionary
 * of the same shape. The app loads it in parts (core.ts with every page, the areas with their screens:
 * web/src/lib/language.ts); whole, it is the type of every dictionary and what the tests compare with.
 */
export const en = {
  ...core,
  ...golfshop,
  ...course,
  ...ecology,
  ...club,
  ...greenfees,
  ...booking,
  ...members,
  ...privacy,
  ...validation,
  ...waitingList,
} as const;
