import type { PageBlock, PageContent } from '../../../common/api/pages';
import { planTimeline, speciesCards } from './seed/pages/ecology';

/**
 * Pages as stored by earlier versions of the site, as this one reads them. The store keeps a page as it
 * was saved (its published value, its draft and every revision) and hands it out unparsed; a part that is
 * no longer valid would make every answer holding it fail its schema. So a page is upgraded wherever the
 * service reads it, rather than rewritten in the database: an old revision restored later is upgraded too.
 */

/**
 * Widgets a page could once place whose texts are the page's own now: each becomes the block of those
 * texts, with the widget's id. Issue 38: the plans' timeline and the species list of /ecology were the
 * dictionaries' texts (and the species' fixed drawings); they are the seeded page's, which are exactly the
 * words the widgets showed, the drawings being seeded media items (missing ones are added on every start).
 */
const RETIRED_WIDGETS: Readonly<Record<string, (id: string) => PageBlock>> = {
  'plan-timeline': (id) => ({ ...structuredClone(planTimeline), id }),
  'species-list': (id) => ({ ...structuredClone(speciesCards), id }),
};

/** The retired widget a stored block places, if it is one. */
function retiredWidget(block: unknown): ((id: string) => PageBlock) | undefined {
  const { kind, widget } = block as { kind?: unknown; widget?: unknown };
  if (kind !== 'widget' || typeof widget !== 'string' || !Object.hasOwn(RETIRED_WIDGETS, widget)) {
    return undefined;
  }
  return RETIRED_WIDGETS[widget];
}

/** The page with every retired widget replaced by its block; the same object when there is none. */
export function upgradedPage(content: PageContent): PageContent {
  if (!content.blocks.some((block) => retiredWidget(block) !== undefined)) return content;
  return {
    ...content,
    blocks: content.blocks.map((block) => retiredWidget(block)?.(block.id) ?? block),
  };
}
