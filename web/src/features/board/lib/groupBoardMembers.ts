import type { BoardMember } from '../../../../../common/api/content';
import { DEFAULT_LANGUAGE, isTranslationLanguage, type Language } from '../../../../../common/i18n/languages';

/** A member as a page in one language shows them: the category and title in it, or the English. */
export interface ShownBoardMember {
  category: string;
  title: string;
  name?: string | undefined;
  image: string;
}

export interface BoardGroup {
  category: string;
  members: ShownBoardMember[];
}

/** A member's text in a language: its version there, or the English when it has none (or only spaces). */
function textIn(member: BoardMember, field: 'category' | 'title', language: Language): string {
  if (!isTranslationLanguage(language)) return member[field];
  const version = member.translations?.[language]?.[field]?.trim();
  return version || member[field];
}

export const shownMember = (member: BoardMember, language: Language): ShownBoardMember => ({
  category: textIn(member, 'category', language),
  title: textIn(member, 'title', language),
  name: member.name,
  image: member.image,
});

/**
 * Groups members by their English category, the groups in the order their category first appears,
 * members in list order; each group is named in the page's language by the first of its members that has
 * a version of the category there, else in English.
 */
export function groupBoardMembers(
  members: readonly BoardMember[],
  language: Language = DEFAULT_LANGUAGE,
): BoardGroup[] {
  const groups = new Map<string, BoardMember[]>();
  for (const member of members) {
    const group = groups.get(member.category);
    if (group) group.push(member);
    else groups.set(member.category, [member]);
  }
  return [...groups].map(([english, groupMembers]) => {
    const named = groupMembers
      .map((member) => textIn(member, 'category', language))
      .find((name) => name !== english);
    return {
      category: named ?? english,
      members: groupMembers.map((member) => shownMember(member, language)),
    };
  });
}

/** A divider goes between groups: after every group but the last. */
export const hasDividerAfter = (index: number, groupCount: number): boolean => index < groupCount - 1;
