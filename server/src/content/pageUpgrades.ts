import type { PageBlock, PageContent } from '../../../common/api/pages';
import { planTimeline, speciesCards } from './seed/pages/ecology';
import { contactSection } from './seed/pages/home';

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

/**
 * The contact widget as pages placed it before its title and intro were the page's own (issue 38): under
 * the block id 'contact', writing the dictionaries' "Visit the club" and its intro itself. Widgets come
 * with the page and are only moved, so that id marks a page of before, and only that: the page of this
 * version names the widget 'club-contact' and gives 'contact' to the heading, which staff may delete with
 * the intro for good.
 */
const isOldContact = (block: unknown) => {
  const { id, kind, widget } = block as { id?: unknown; kind?: unknown; widget?: unknown };
  return kind === 'widget' && widget === 'club-contact' && id === 'contact';
};

/**
 * The old contact widget becomes the seeded heading and intro, the words it showed, with the widget under
 * its new id after them, where it stood. Should the page have a block of one of those ids already (not
 * one the editor makes: its ids are a kind and random letters), the widget is left as it is, showing the
 * details without a title, rather than the page holding an id twice.
 */
function withContactTitle(blocks: readonly PageBlock[]): PageBlock[] {
  const section = contactSection();
  const taken = new Set(blocks.map((block) => block.id));
  taken.delete('contact');
  if (section.some((block) => taken.has(block.id))) return [...blocks];
  return blocks.flatMap((block) => (isOldContact(block) ? section : [block]));
}

/**
 * The page with every retired widget replaced by its block, and the old contact widget given its title;
 * the same object when there is neither.
 */
export function upgradedPage(content: PageContent): PageContent {
  const retired = content.blocks.some((block) => retiredWidget(block) !== undefined);
  const oldContact = content.blocks.some(isOldContact);
  if (!retired && !oldContact) return content;
  const blocks = content.blocks.map((block) => retiredWidget(block)?.(block.id) ?? block);
  return { ...content, blocks: oldContact ? withContactTitle(blocks) : blocks };
}
