import { describe, expect, it } from 'vitest';
import type { PublicPicture } from '../../../common/api/media';
import type { PageBlock, PageContent } from '../../../common/api/pages';
import { mediaIdsOf, publicPageOf } from './publicPage';

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

const picture = (id: string, alt: string): PublicPicture => ({
  id,
  alt,
  caption: '',
  width: 480,
  height: 360,
  src: `/art/${id}.svg`,
  sources: [],
});

const cards: PageBlock = {
  id: 'species-list',
  kind: 'cards',
  items: [
    {
      mediaId: 'toad',
      title: text('Natterjack toad', 'Rugstreeppad', 'Crapaud calamite'),
      subtitle: text('Epidalea calamita', '', 'Epidalea calamita'),
      text: text('Runs rather than hops <b>fast</b>.', 'Loopt eerder dan ze springt.'),
    },
    {
      mediaId: 'deleted',
      title: text('Sand lizard', 'Zandhagedis'),
      subtitle: text('Lacerta agilis', 'Lacerta agilis'),
      text: text('Basks on the slopes.', 'Zont op de hellingen.'),
    },
    { mediaId: 'deleted', title: text(''), subtitle: text(''), text: text('') },
  ],
};

describe('publicPageOf, cards', () => {
  const pictures = (language: string) =>
    new Map([['toad', picture('toad', language === 'nl' ? 'Illustratie van een rugstreeppad' : 'A toad')]]);

  it('gives each card its picture and texts in the language, each text left empty there in English', () => {
    const [block] = publicPageOf(page([cards]), 'nl', pictures('nl'), 'ecology').blocks;
    expect(block).toEqual({
      id: 'species-list',
      kind: 'cards',
      items: [
        {
          picture: picture('toad', 'Illustratie van een rugstreeppad'),
          title: 'Rugstreeppad',
          subtitle: 'Epidalea calamita',
          text: 'Loopt eerder dan ze springt.',
          fallback: ['subtitle'],
        },
        {
          picture: null,
          title: 'Zandhagedis',
          subtitle: 'Lacerta agilis',
          text: 'Zont op de hellingen.',
          fallback: [],
        },
      ],
    });
  });

  it('keeps the texts plain, marks each English one, and keeps a card whose picture is gone', () => {
    const [block] = publicPageOf(page([cards]), 'fr', pictures('fr'), 'ecology').blocks;
    expect(block).toMatchObject({
      items: [
        {
          title: 'Crapaud calamite',
          subtitle: 'Epidalea calamita',
          text: 'Runs rather than hops <b>fast</b>.',
          fallback: ['text'],
        },
        { picture: null, title: 'Sand lizard', fallback: ['title', 'subtitle', 'text'] },
      ],
    });
    const [english] = publicPageOf(page([cards]), 'en', pictures('en'), 'ecology').blocks;
    expect(english).toMatchObject({ items: [{ fallback: [] }, { fallback: [] }] });
  });

  it('names the cards’ pictures among the media the page uses', () => {
    const gallery: PageBlock = { id: 'g', kind: 'gallery', title: text('G'), mediaIds: ['toad', 'dunes'] };
    expect(mediaIdsOf(page([gallery, cards]))).toEqual(['toad', 'dunes', 'deleted']);
  });
});
