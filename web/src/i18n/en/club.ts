export const club = {
  'history.title': 'History',
  'history.intro': 'The club is over a century old and carries a royal title.',
  'diningBar.title': 'Dining & Bar',
  'diningBar.intro':
    'The bar is open daily from 09:30 to 22:00 from 1 April to 30 October; in low season it opens at 10:00 and is closed on Tuesday.',
  'bod.title': "Who's Who",
  'bod.intro': 'The members of the board of the club, grouped by category.',
} as const;
