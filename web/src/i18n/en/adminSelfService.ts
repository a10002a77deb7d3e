/**
 * The club's rules for players' own bookings on the Tee sheet settings screen (features/admin; docs/product.md,
 * Players help themselves): English, like the rest of the admin.
 */
export const adminSelfServiceTexts = {
  'admin.selfService.cancel': 'Canceling online',
  'admin.selfService.cancelHint':
    'Players cancel their own booking on its page until the deadline, and are refunded by this rule; after it, the page gives the club’s telephone and e-mail.',
  'admin.selfService.cancelDeadline': 'Deadline (hours before the tee time)',
  'admin.selfService.cancelDeadlineRange':
    '{min} to {max} hours. 48 is two days; 0 allows it up to the tee time.',
  'admin.selfService.refund': 'Refund when a player cancels (%)',
  'admin.selfService.refundRange':
    'Of a booking paid online, {min} to {max} %. 100 refunds in full, 0 nothing.',
  'admin.selfService.mails': 'Reminders and the waiting list',
  'admin.selfService.mailsHint':
    'The reminder mail carries the cancel link. A time that comes free is offered to the first on the waiting list, held for them for the offer time, then offered to the next.',
  'admin.selfService.reminder': 'Reminder (hours before the tee time)',
  'admin.selfService.reminderRange': '{min} to {max} hours; 0 sends no reminders.',
  'admin.selfService.offer': 'Waiting-list offer holds (minutes)',
  'admin.selfService.offerRange': '{min} to {max} minutes.',
  'admin.selfService.noShows': 'No-shows',
  'admin.selfService.noShowsHint':
    'An e-mail address with this many no-shows within the months stops booking online for the days, counted from the last no-show. Staff can lift a stop on the tee sheet.',
  'admin.selfService.noShowCount': 'No-shows that stop booking',
  'admin.selfService.noShowCountRange': '{min} to {max}; 0 stops nobody.',
  'admin.selfService.noShowMonths': 'Within (months)',
  'admin.selfService.noShowMonthsRange': '{min} to {max} months.',
  'admin.selfService.noShowStopDays': 'Stop (days)',
  'admin.selfService.noShowStopDaysRange': '{min} to {max} days.',
  'admin.selfService.badHours': 'Please enter whole hours, {min} to {max}.',
  'admin.selfService.badPercent': 'Please enter a whole percentage, {min} to {max}.',
  'admin.selfService.badMinutes': 'Please enter whole minutes, {min} to {max}.',
  'admin.selfService.badCount': 'Please enter a whole number, {min} to {max}.',
  'admin.selfService.badMonths': 'Please enter whole months, {min} to {max}.',
  'admin.selfService.badDays': 'Please enter whole days, {min} to {max}.',
} as const;
