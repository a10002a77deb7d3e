import { app } from './app';
import { club } from './club';
import { course } from './course';
import { courseStatus } from './courseStatus';
import { ecology } from './ecology';
import { golfshop } from './golfshop';
import { greenfees } from './greenfees';
import { home } from './home';
import { members } from './members';
import { privacy } from './privacy';

/**
 * The English dictionary, keyed by message id, one file per area of the site so that each area's texts
 * live together. Every text a visitor sees comes from here; a second language is one more dictionary
 * of the same shape.
 */
export const en = {
  ...app,
  ...courseStatus,
  ...home,
  ...golfshop,
  ...course,
  ...ecology,
  ...club,
  ...greenfees,
  ...members,
  ...privacy,
} as const;
