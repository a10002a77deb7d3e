import type { members as enMembers } from '../en/members';

export const members: Record<keyof typeof enMembers, string> = {
  'members.title': 'Leden',
  'members.login': 'Aanmelden op de ledensite',
  'members.loginImage': 'Leden, meld u aan: een vlag in de duinen aan zee bij valavond',
  'members.artAction': 'Aanmelden',
};
