import { describe, expect, it } from 'vitest';
import { type PageBlock, type PageContent, pageContent } from '../../../common/api/pages';
import { upgradedPage } from './pageUpgrades';
import { seedPages } from './seed/pages';
import { planTimeline, speciesCards } from './seed/pages/ecology';
import { contactSection } from './seed/pages/home';

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
    expect(upgradedPage(seedPages.home)).toBe(seedPages.home);
  });
});

/**
 * The home page as an install of before stored it: the contact widget, under the id 'contact', wrote its
 * title and intro itself. `blocks`: where staff had moved things (the seeded order by default).
 */
function homeBefore(blocks = seedPages.home.blocks): PageContent {
  const section = new Set(contactSection().map((block) => block.id));
  return {
    ...seedPages.home,
    blocks: blocks.flatMap((block): PageBlock[] => {
      if (block.kind === 'widget' && block.widget === 'club-contact') {
        return [{ id: 'contact', kind: 'widget', widget: 'club-contact' }];
      }
      return section.has(block.id) ? [] : [block];
    }),
  };
}

describe('upgradedPage, the contact section', () => {
  it('gives the old contact widget the seeded heading and intro, the words it showed, before it', () => {
    const before = homeBefore();
    const upgraded = upgradedPage(before);
    expect(upgraded).toEqual(seedPages.home);
    expect(pageContent.safeParse(upgraded).success).toBe(true);
    expect(before.blocks.at(-1)).toEqual({ id: 'contact', kind: 'widget', widget: 'club-contact' });
  });

  it('puts them where staff had moved the widget, and each page its own copy', () => {
    const seeded = seedPages.home.blocks;
    const contact = seeded.filter((block) => contactSection().some((part) => part.id === block.id));
    const rest = seeded.filter((block) => !contact.includes(block));
    const upgraded = upgradedPage(homeBefore([...contact, ...rest]));
    expect(upgraded.blocks).toEqual([...contact, ...rest]);
    expect(upgraded.blocks[0]).not.toBe(upgradedPage(homeBefore()).blocks.at(-3));
  });

  it('leaves a page of this version without the heading and intro as staff left it', () => {
    const withoutTitle: PageContent = {
      ...seedPages.home,
      blocks: seedPages.home.blocks.filter((block) => block.id !== 'contact' && block.id !== 'contact-text'),
    };
    expect(upgradedPage(withoutTitle)).toBe(withoutTitle);
  });

  it('leaves the old widget untitled rather than give two blocks one id', () => {
    const before = homeBefore();
    const taken: PageContent = {
      ...before,
      blocks: [
        { id: 'contact-text', kind: 'text', text: { en: 'Ours', nl: '', fr: '', de: '' } },
        ...before.blocks,
      ],
    };
    expect(upgradedPage(taken).blocks).toEqual(taken.blocks);
  });
});
