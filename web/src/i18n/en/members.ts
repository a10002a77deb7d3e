export const members = {
  'members.title': 'Members',
  'members.login': 'Log in on the members site',
  'members.loginImage': 'Members, log in: a pin flag in the dunes by the sea at dusk',
  'members.artAction': 'Log in',
} as const;
