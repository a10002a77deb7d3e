import type { members as enMembers } from '../en/members';

export const members: Record<keyof typeof enMembers, string> = {
  'members.title': 'Mitglieder',
  'members.login': 'Im Mitgliederbereich anmelden',
  'members.loginImage': 'Mitglieder, bitte anmelden: eine Fahne in den Dünen am Meer in der Abenddämmerung',
  'members.artAction': 'Anmelden',
};
