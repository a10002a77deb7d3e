import type { core as enCore } from '../en/core';
import { app } from './app';
import { consent } from './consent';
import { contact } from './contact';
import { courseStatus } from './courseStatus';
import { home } from './home';
import { menu } from './menu';
import { meta } from './meta';
import { notifications } from './notifications';
import { titles } from './titles';
import { weather } from './weather';

/** The texts every page loads (../en/core.ts), the same keys as English. */
export const core: Record<keyof typeof enCore, string> = {
  ...app,
  ...courseStatus,
  ...home,
  ...titles,
  ...notifications,
  ...weather,
  ...contact,
  ...menu,
  ...consent,
  ...meta,
};
