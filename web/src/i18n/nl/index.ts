import type { DictionaryArea } from '../areas';
import type { en } from '../en';
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

/** Each area's texts (../areas.ts), the parts the app loads with their screens. */
export const nlAreas = {
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
} satisfies Record<DictionaryArea, Record<string, string>>;

/** The Dutch dictionary (nl-BE): the same keys as English. */
export const nl: Record<keyof typeof en, string> = {
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
};
