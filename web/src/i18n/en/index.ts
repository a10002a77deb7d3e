import { app } from './app';
import { booking } from './booking';
import { club } from './club';
import { consent } from './consent';
import { contact } from './contact';
import { course } from './course';
import { courseStatus } from './courseStatus';
import { ecology } from './ecology';
import { golfshop } from './golfshop';
import { greenfees } from './greenfees';
import { home } from './home';
import { members } from './members';
import { menu } from './menu';
import { meta } from './meta';
import { notifications } from './notifications';
import { privacy } from './privacy';
import { validation } from './validation';
import { weather } from './weather';

/**
 * The English dictionary, keyed by message id, one file per area of the site so that each area's texts
 * live together. Every text a visitor sees comes from here; a second language is one more dictionary
 * of the same shape.
 */
export const en = {
  ...app,
  ...courseStatus,
  ...home,
  ...notifications,
  ...weather,
  ...contact,
  ...golfshop,
  ...course,
  ...ecology,
  ...club,
  ...greenfees,
  ...booking,
  ...members,
  ...menu,
  ...consent,
  ...privacy,
  ...validation,
  ...meta,
} as const;
