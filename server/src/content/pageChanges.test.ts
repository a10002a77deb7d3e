import { describe, expect, it } from 'vitest';
import type { PageBlock, PageContent } from '../../../common/api/pages';
import { describePageChange } from './pageChanges';

const text = (en: string, nl = '', fr = '', de = '') => ({ en, nl, fr, de });

const page = (blocks: PageBlock[], title = text('History')): PageContent => ({
  title,
  lead: text('Since 1988'),
  description: text('The club'),
  blocks,
});

const rules: PageBlock = {
  id: 'course-rules',
  kind: 'text',
  text: text('Rules', 'Regels', 'Règles', 'Regeln'),
};
const origins: PageBlock = { id: 'origins', kind: 'heading', text: text('Origins') };
const gallery: PageBlock = {
  id: 'old-photos',
  kind: 'gallery',
  title: text('Photos'),
  mediaIds: ['history-clubhouse', 'history-first-green'],
};
const links: PageBlock = {
  id: 'more',
  kind: 'links',
  title: text('More'),
  items: [{ path: '/ecology', title: text('Ecology'), text: text('Nature on the course') }],
};

describe('describePageChange', () => {
  it('names the texts changed and their languages, the blocks added and removed, and a new order', () => {
    const before = page([origins, rules, gallery]);
    const after = page(
      [
        { ...rules, text: text('Rules', 'Regels', 'Les règles', 'Die Regeln') },
        origins,
        { id: 'new-title', kind: 'heading', text: text('New') },
      ],
      text('History', '', 'Histoire'),
    );
    expect(describePageChange(before, after)).toBe(
      "title (fr); text 'course-rules' (fr, de); added heading 'new-title'; removed gallery 'old-photos'; moved blocks",
    );
  });

  it('names the languages of a timeline step, and the steps added or removed', () => {
    const first = { when: text('2003', '2003'), text: text('The first plan.', 'Het eerste plan.') };
    const plans: PageBlock = { id: 'plans', kind: 'timeline', title: text('Plans'), items: [first] };
    const reworded = { ...first, text: text('The first plan.', 'Het plan.') };
    const added = { when: text('2020'), text: text('A new plan.') };
    expect(describePageChange(page([plans]), page([{ ...plans, items: [reworded] }]))).toBe(
      "timeline 'plans' (nl)",
    );
    expect(describePageChange(page([plans]), page([{ ...plans, items: [first, added] }]))).toBe(
      "timeline 'plans' (items)",
    );
  });

  it('names the languages of a card, its picture, and the cards added, removed or moved', () => {
    const toad = {
      mediaId: 'species-natterjack-toad',
      title: text('Natterjack toad', 'Rugstreeppad'),
      subtitle: text('Epidalea calamita', 'Epidalea calamita'),
      text: text('Runs rather than hops.', 'Loopt eerder dan ze springt.'),
    };
    const lizard = { ...toad, mediaId: 'species-sand-lizard', title: text('Sand lizard') };
    const species: PageBlock = { id: 'species-list', kind: 'cards', items: [toad, lizard] };
    const changed = (items: (typeof toad)[]) =>
      describePageChange(page([species]), page([{ ...species, items }]));
    expect(changed([{ ...toad, subtitle: text('Bufo calamita', 'Epidalea calamita') }, lizard])).toBe(
      "cards 'species-list' (en)",
    );
    expect(changed([{ ...toad, mediaId: 'media-3f2a' }, lizard])).toBe("cards 'species-list' (picture)");
    expect(changed([toad])).toBe("cards 'species-list' (items)");
    expect(changed([lizard, toad])).toBe("cards 'species-list' (en, nl, picture)");
  });

  it('names the pictures, the link cards and a block that changed its kind', () => {
    const before = page([gallery, links, { id: 'photo', kind: 'picture', mediaId: 'a' }]);
    const after = page([
      { ...gallery, mediaIds: ['history-first-green', 'history-clubhouse'] },
      { ...links, items: [{ ...links.items[0], path: '/history', text: text('Nature', 'Natuur') }] },
      { id: 'photo', kind: 'text', text: text('Now a text') },
    ] as PageBlock[]);
    expect(describePageChange(before, after)).toBe(
      "gallery 'old-photos' (pictures); links 'more' (en, nl, targets); replaced picture 'photo' by a text",
    );
  });

  it('is the same whatever order the stored objects keep their keys in', () => {
    const reordered = JSON.parse(
      JSON.stringify({ ...rules, text: { de: 'Regeln', fr: 'Règles', nl: 'Regels', en: 'Rules' } }),
    ) as PageBlock;
    expect(describePageChange(page([rules]), page([reordered]))).toBe('no changes');
    expect(describePageChange(page([reordered]), page([{ ...rules, text: text('Rules!') }]))).toBe(
      "text 'course-rules' (en, nl, fr, de)",
    );
  });

  it('counts rather than lists beyond a few changes', () => {
    const many = Array.from(
      { length: 9 },
      (_, i): PageBlock => ({
        id: `block-${i}`,
        kind: 'heading',
        text: text(`Heading ${i}`),
      }),
    );
    const summary = describePageChange(page([]), page(many));
    expect(summary).toBe(
      "added heading 'block-0'; added heading 'block-1'; added heading 'block-2'; added heading 'block-3'; added heading 'block-4'; added heading 'block-5'; and 3 more changes",
    );
  });
});
