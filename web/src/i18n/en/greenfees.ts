export const greenfees = {
  'booking.title': 'Online Greenfee Booking',
  'booking.intro': 'A reservation is definitive only after confirmation by e-mail or phone.',
  'bookingDetails.title': 'Booking Details',
  'bookingDetails.intro': 'The date, time, players and price of your green fee reservation.',
  'greenfees.title': 'Green Fees',
  'greenfees.intro':
    'A weekday green fee in 2025 costs €100 in low season (17 November to 31 March) and €110 in high season (1 April to 16 November).',
  'golfBuggies.title': 'Golf Buggies',
  'golfBuggies.intro': 'A golf buggy costs €45 per round; drivers must be at least 18 and book in advance.',
  'drivingRange.title': 'Driving Range',
  'drivingRange.intro': 'Two hours at the driving range cost €30 for adults and €15 for juniors under 18.',
  'dresscode.title': 'Dress Code',
  'dresscode.intro': 'The dress code covers the course, the clubhouse, prize-giving and mobile phones.',
} as const;
