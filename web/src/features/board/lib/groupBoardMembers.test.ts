import { describe, expect, it } from 'vitest';
import type { BoardMember } from '../../../../../common/api/content';
import { groupBoardMembers, hasDividerAfter } from './groupBoardMembers';

const member = (category: string, title: string): BoardMember => ({
  category,
  title,
  image: `${title.toLowerCase()}.svg`,
});

describe('groupBoardMembers', () => {
  it('groups by category in the order the categories first appear, keeping member order', () => {
    const groups = groupBoardMembers([
      member('Board', 'President'),
      member('Sports', 'Captain'),
      member('Board', 'Secretary'),
      member('Course', 'Greenkeeper'),
      member('Sports', 'Vice-Captain'),
    ]);

    expect(groups.map((group) => group.category)).toEqual(['Board', 'Sports', 'Course']);
    expect(groups.map((group) => group.members.map((m) => m.title))).toEqual([
      ['President', 'Secretary'],
      ['Captain', 'Vice-Captain'],
      ['Greenkeeper'],
    ]);
  });

  it('gives no groups for no members', () => {
    expect(groupBoardMembers([])).toEqual([]);
  });

  it('treats categories as exact texts', () => {
    const groups = groupBoardMembers([member('Board', 'President'), member('board', 'Secretary')]);
    expect(groups).toHaveLength(2);
  });
});

describe('hasDividerAfter', () => {
  it('puts a divider after every group but the last', () => {
    expect([0, 1, 2].map((index) => hasDividerAfter(index, 3))).toEqual([true, true, false]);
  });

  it('puts no divider after a single group', () => {
    expect(hasDividerAfter(0, 1)).toBe(false);
  });
});

describe('the board in a language', () => {
  const president: BoardMember = {
    category: 'Board of Directors',
    title: 'President',
    name: 'A. Sample',
    image: 'president.svg',
    translations: {
      nl: { category: 'Raad van bestuur', title: 'Voorzitter' },
      fr: { category: '  ', title: 'Président' },
    },
  };
  const secretary: BoardMember = {
    category: 'Board of Directors',
    title: 'Secretary',
    image: 'secretary.svg',
    translations: { fr: { category: 'Conseil d’administration', title: 'Secrétaire' } },
  };
  const captain: BoardMember = { category: 'Sports Committee', title: 'Captain', image: 'captain.svg' };
  const board = [president, secretary, captain];
  const outline = (language: 'en' | 'nl' | 'fr' | 'de') =>
    groupBoardMembers(board, language).map((group) => [group.category, group.members.map((m) => m.title)]);

  it('names categories and titles in the page’s language, by the English category', () => {
    expect(outline('nl')).toEqual([
      ['Raad van bestuur', ['Voorzitter', 'Secretary']],
      ['Sports Committee', ['Captain']],
    ]);
  });

  it('takes the first member’s version that is there, and English for a blank one', () => {
    expect(outline('fr')).toEqual([
      ['Conseil d’administration', ['Président', 'Secrétaire']],
      ['Sports Committee', ['Captain']],
    ]);
  });

  it('shows the English where a language has no versions, and in English', () => {
    const english = [
      ['Board of Directors', ['President', 'Secretary']],
      ['Sports Committee', ['Captain']],
    ];
    expect(outline('de')).toEqual(english);
    expect(outline('en')).toEqual(english);
  });
});
