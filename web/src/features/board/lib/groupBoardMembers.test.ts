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
