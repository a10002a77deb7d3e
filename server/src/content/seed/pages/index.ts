import type { PageContent, PageKey } from '../../../../../common/api/pages';
import { biodiversity } from './biodiversity';
import { bod } from './bod';
import { booking } from './booking';
import { diningBar } from './dining-bar';
import { dresscode } from './dresscode';
import { drivingRange } from './driving-range';
import { ecology } from './ecology';
import { golfBuggies } from './golf-buggies';
import { golfshop } from './golfshop';
import { greenfees } from './greenfees';
import { handicapStrokeTable } from './handicap-stroke-table';
import { history } from './history';
import { home } from './home';
import { members } from './members';
import { overview } from './overview';
import { privacy } from './privacy';

/**
 * The texts of a fresh install (docs/product.md, Content): the spec's and those written since, in the
 * four languages, as the first revision of each page. From there on they are the club's to change.
 */
export const seedPages: Record<PageKey, PageContent> = {
  home: home,
  greenfees: greenfees,
  'golf-buggies': golfBuggies,
  'driving-range': drivingRange,
  booking: booking,
  overview: overview,
  'handicap-stroke-table': handicapStrokeTable,
  bod: bod,
  history: history,
  'dining-bar': diningBar,
  dresscode: dresscode,
  golfshop: golfshop,
  ecology: ecology,
  biodiversity: biodiversity,
  members: members,
  privacy: privacy,
};
