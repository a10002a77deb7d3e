import type { PageContent, PageKey } from '../../../../../common/api/pages';
import { biodiversity } from './biodiversity';
import { diningBar } from './dining-bar';
import { dresscode } from './dresscode';
import { ecology } from './ecology';
import { golfshop } from './golfshop';
import { history } from './history';
import { members } from './members';
import { privacy } from './privacy';

/**
 * The texts of a fresh install (docs/product.md, Content): the spec's and those written since, in the
 * four languages, as the first revision of each page. From there on they are the club's to change.
 */
export const seedPages: Record<PageKey, PageContent> = {
  history: history,
  'dining-bar': diningBar,
  dresscode: dresscode,
  golfshop: golfshop,
  ecology: ecology,
  biodiversity: biodiversity,
  members: members,
  privacy: privacy,
};
