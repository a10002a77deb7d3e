import type { members as enMembers } from '../en/members';

export const members: Record<keyof typeof enMembers, string> = {
  'members.title': 'Membres',
  'members.login': 'Se connecter au site des membres',
  'members.loginImage':
    'Membres, connectez-vous\u00a0: un drapeau dans les dunes au bord de la mer, au crépuscule',
  'members.artAction': 'Se connecter',
};
