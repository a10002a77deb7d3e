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

/**
 * The texts every page loads with the app: the shell (header, menu, footer, consent), the home page and the
 * descriptions of every screen. The other areas (../areas.ts) load with the screens that show them.
 */
export const core = {
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
} as const;
