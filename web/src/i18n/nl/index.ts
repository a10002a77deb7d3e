import type { en } from '../en';
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

/** The Dutch dictionary (nl-BE): the same keys as English. */
export const nl: Record<keyof typeof en, string> = {
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
};
