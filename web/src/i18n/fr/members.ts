import type { members as enMembers } from '../en/members';

export const members: Record<keyof typeof enMembers, string> = {
  'members.title': 'Membres',
  'members.intro': 'Bientôt disponible - 31/07/2021',
  'members.login': 'Se connecter au site des membres',
  'members.loginImage':
    'Membres, connectez-vous\u00a0: un drapeau dans les dunes au bord de la mer, au crépuscule',
  'members.artAction': 'Se connecter',
  'members.external': 'En attendant, les membres se connectent sur le site externe des membres.',
};
