export const members = {
  'members.title': 'Members',
  'members.intro': 'Coming soon - 31/07/2021',
  'members.login': 'Log in on the members site',
  'members.loginImage': 'Members, log in: a pin flag in the dunes by the sea at dusk',
  'members.artAction': 'Log in',
  'members.external': 'Until then, members log in on the external members site.',
} as const;
