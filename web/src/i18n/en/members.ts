export const members = {
  'members.title': 'Members',
  'members.intro': 'Coming soon - 31/07/2021',
  'members.login': 'Log in on the members site',
} as const;
