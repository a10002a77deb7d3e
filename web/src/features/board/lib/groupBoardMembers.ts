import type { BoardMember } from '../../../../../common/api/content';

export interface BoardGroup {
  category: string;
  members: BoardMember[];
}

/** Groups members by category, the groups in the order their category first appears, members in list order. */
export function groupBoardMembers(members: readonly BoardMember[]): BoardGroup[] {
  const groups = new Map<string, BoardMember[]>();
  for (const member of members) {
    const group = groups.get(member.category);
    if (group) group.push(member);
    else groups.set(member.category, [member]);
  }
  return [...groups].map(([category, groupMembers]) => ({ category, members: groupMembers }));
}

/** A divider goes between groups: after every group but the last. */
export const hasDividerAfter = (index: number, groupCount: number): boolean => index < groupCount - 1;
