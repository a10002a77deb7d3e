export const ecology = {
  'ecology.title': 'Ecological Management',
  'ecology.intro':
    'The club has followed an ecology plan since 2003; a new 20-year plan from 2020 was approved in spring 2021.',
  'biodiversity.title': 'Biodiversity',
  'biodiversity.intro':
    'The dunes of the course are home to protected species, followed in a citizen-science sensor project.',
} as const;
