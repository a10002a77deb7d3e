export const golfshop = {
  'golfshop.title': 'Golf Shop',
  'golfshop.intro':
    'The golf shop is open daily from 8h30 to 17h from October to May, and from 8h to 19h from June to September.',
} as const;
