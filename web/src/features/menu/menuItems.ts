import { paths } from '../../app/routes';
import type { MessageKey } from '../../lib/i18n';
import type { MenuGroupId } from './menuState';

export interface MenuLink {
  labelKey: MessageKey;
  to: string;
}

export interface MenuGroup {
  id: MenuGroupId;
  labelKey: MessageKey;
  links: MenuLink[];
  /** Path prefixes of further screens of the group, e.g. a hole's page. */
  alsoUnder?: string[];
}

/** The groups of docs/product.md, Navigation menu, in order. Golf Shop and Members follow as single links. */
export const menuGroups: readonly MenuGroup[] = [
  {
    id: 'course',
    labelKey: 'menu.group.course',
    links: [
      { labelKey: 'menu.overview', to: paths.overview },
      { labelKey: 'menu.holes', to: paths.holes },
      { labelKey: 'menu.handicapStrokeTable', to: paths.handicapStrokeTable },
    ],
    alsoUnder: [`${paths.holes}/`],
  },
  {
    id: 'ecology',
    labelKey: 'menu.group.ecology',
    links: [
      { labelKey: 'menu.ecology', to: paths.ecology },
      { labelKey: 'menu.biodiversity', to: paths.biodiversity },
    ],
  },
  {
    id: 'club',
    labelKey: 'menu.group.club',
    links: [
      { labelKey: 'menu.history', to: paths.history },
      { labelKey: 'menu.diningBar', to: paths.diningBar },
      { labelKey: 'menu.bod', to: paths.bod },
    ],
  },
  {
    id: 'greenfees',
    labelKey: 'menu.group.greenfees',
    links: [
      { labelKey: 'menu.booking', to: paths.booking },
      { labelKey: 'menu.pricing', to: paths.greenfees },
      { labelKey: 'menu.golfBuggies', to: paths.golfBuggies },
      { labelKey: 'menu.drivingRange', to: paths.drivingRange },
      { labelKey: 'menu.dresscode', to: paths.dresscode },
    ],
    alsoUnder: ['/bookings/', '/waiting-list/'],
  },
];

/** The menu group a page belongs to, or undefined (home, golf shop, members, privacy). */
export function menuGroupOfPath(pathname: string): MenuGroup | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return menuGroups.find(
    (group) =>
      group.links.some((link) => link.to === path) ||
      (group.alsoUnder ?? []).some((prefix) => path.startsWith(prefix)),
  );
}
