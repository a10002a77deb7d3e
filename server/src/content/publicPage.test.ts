import { describe, expect, it } from 'vitest';
import type { PageBlock, PageContent } from '../../../common/api/pages';
import { publicPageOf } from './publicPage';

const text = (en: string, nl = '', fr = '', de = '') => ({ en, nl, fr, de });

const page = (blocks: PageBlock[]): PageContent => ({
  title: text('Ecology'),
  lead: text(''),
  description: text(''),
  blocks,
});

const timeline: PageBlock = {
  id: 'plans',
  kind: 'timeline',
  title: text('The plans at a glance', 'De plannen in een oogopslag'),
  items: [
    { when: text('2003', '2003'), text: text('The first plan.', 'Het eerste plan.') },
    { when: text('Spring 2021', 'Voorjaar 2021'), text: text('Approved <b>at last</b> & *kept*.') },
    { when: text(''), text: text('') },
  ],
};

describe('publicPageOf, a timeline', () => {
  it('gives its title and steps in the language, each text left empty there in English', () => {
    const [block] = publicPageOf(page([timeline]), 'nl', new Map(), 'ecology').blocks;
    expect(block).toEqual({
      id: 'plans',
      kind: 'timeline',
      title: 'De plannen in een oogopslag',
      items: [
        { when: '2003', text: 'Het eerste plan.' },
        { when: 'Voorjaar 2021', text: 'Approved <b>at last</b> & *kept*.' },
      ],
    });
  });

  it('keeps its texts plain, for the page to write as text, and leaves out a step empty in every language', () => {
    const [block] = publicPageOf(page([timeline]), 'fr', new Map(), 'ecology').blocks;
    expect(block).toMatchObject({
      title: 'The plans at a glance',
      items: [
        { when: '2003', text: 'The first plan.' },
        { when: 'Spring 2021', text: 'Approved <b>at last</b> & *kept*.' },
      ],
    });
  });
});
