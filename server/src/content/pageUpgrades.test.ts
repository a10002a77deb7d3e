import { describe, expect, it } from 'vitest';
import { type PageBlock, type PageContent, pageContent } from '../../../common/api/pages';
import { upgradedPage } from './pageUpgrades';
import { seedPages } from './seed/pages';
import { planTimeline, speciesCards } from './seed/pages/ecology';

/** The ecology page as an install of before issue 38 stored it: the timeline was a widget. */
const storedBefore = (): PageContent => ({
  ...seedPages.ecology,
  blocks: seedPages.ecology.blocks.map((block) =>
    block.kind === 'timeline'
      ? ({ id: 'aside-plans', kind: 'widget', widget: 'plan-timeline' } as unknown as PageBlock)
      : block,
  ),
});

describe('upgradedPage', () => {
  it('makes the retired timeline widget the seeded timeline, with the words it showed, where it stood', () => {
    const before = storedBefore();
    const upgraded = upgradedPage(before);
    const at = before.blocks.findIndex((block) => block.id === 'aside-plans');
    expect(upgraded.blocks[at]).toEqual({ ...planTimeline, id: 'aside-plans' });
    expect(upgraded.blocks.filter((_, i) => i !== at)).toEqual(before.blocks.filter((_, i) => i !== at));
    expect(pageContent.safeParse(upgraded).success).toBe(true);
    // The stored value stays as it was, and no two pages share the seeded block's objects.
    expect(before.blocks[at]).toMatchObject({ kind: 'widget' });
    expect(upgraded.blocks[at]).not.toBe(upgradedPage(storedBefore()).blocks[at]);
  });

  it('makes the retired species list the seeded cards, drawings and words, where it stood', () => {
    // As the page was seeded before issue 38: both the timeline and the species list were widgets.
    const widget = (id: string) => ({ id, kind: 'widget', widget: id }) as unknown as PageBlock;
    const before: PageContent = {
      ...seedPages.ecology,
      blocks: seedPages.ecology.blocks.map((block) =>
        block.kind === 'timeline' || block.kind === 'cards' ? widget(block.id) : block,
      ),
    };
    const upgraded = upgradedPage(before);
    const at = before.blocks.findIndex((block) => block.id === 'species-list');
    expect(upgraded.blocks[at]).toEqual(speciesCards);
    expect(upgraded.blocks[at]).not.toBe(speciesCards);
    expect(upgraded).toEqual(seedPages.ecology);
    expect(pageContent.safeParse(upgraded).success).toBe(true);
    expect(before.blocks[at]).toMatchObject({ kind: 'widget' });
  });

  it('hands back a page of this version as it is', () => {
    expect(upgradedPage(seedPages.ecology)).toBe(seedPages.ecology);
    expect(upgradedPage(seedPages.dresscode)).toBe(seedPages.dresscode);
  });
});
