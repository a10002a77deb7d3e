import type { members as enMembers } from '../en/members';

export const members: Record<keyof typeof enMembers, string> = {
  'members.title': 'Mitglieder',
  'members.intro': 'Demnächst verfügbar - 31/07/2021',
  'members.login': 'Im Mitgliederbereich anmelden',
  'members.loginImage': 'Mitglieder, bitte anmelden: eine Fahne in den Dünen am Meer in der Abenddämmerung',
  'members.artAction': 'Anmelden',
  'members.external': 'Bis dahin melden sich Mitglieder im externen Mitgliederbereich an.',
};
