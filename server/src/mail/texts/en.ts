/**
 * The texts of the mails to players, in English. The other languages translate every entry with the same
 * {placeholders}; mails to the club are not here, since they stay in English.
 */
export const en = {
  greeting: 'Dear {name},',
  /** The greeting of a mail to an address a visitor typed: their name is theirs to type, not ours to repeat. */
  greetingWithoutName: 'Hello,',
  dateAtTime: '{date} at {time}',
  reference: 'Reference: {id}',
  paymentReference: 'Payment reference: {id}',
  handicapProof: 'Please bring proof of your handicap when you arrive.',

  acknowledgementSubjectGreenfee: '{club}: we received your green-fee request',
  acknowledgementSubjectTable: '{club}: we received your table reservation request',
  acknowledgementThanksGreenfee: 'Thank you for your green-fee request for {when}.',
  acknowledgementThanksTable: 'Thank you for your request for a table for {persons} on {when}.',
  acknowledgementNotDefinitive:
    'Your booking is definitive only once the club confirms it by e-mail or telephone.',
  /** The acknowledgement goes to whatever address was typed, maybe someone else's. */
  acknowledgementNotYou: 'If you did not send this request, you can ignore this mail.',

  decisionSubjectGreenfeeConfirmed: '{club}: green-fee request confirmed',
  decisionSubjectGreenfeeDeclined: '{club}: green-fee request declined',
  decisionSubjectTableConfirmed: '{club}: table reservation confirmed',
  decisionSubjectTableDeclined: '{club}: table reservation declined',
  decisionGreenfee: 'your green fee on {when}',
  decisionTable: 'your table for {persons} on {when}',
  decisionConfirmed: 'We are pleased to confirm {what}.',
  decisionDeclined: 'We are sorry: we cannot confirm {what}.',

  confirmationSubject: '{club}: your tee time on {when} is confirmed',
  confirmationThanks: 'Thank you for your payment. Your tee time on {when} is confirmed.',
  confirmationPlayers: 'Players: {adults} {adults:adult|adults}, {juniors} {juniors:junior|juniors}',
  confirmationPaid: 'Paid: {price}',
  confirmationLink: 'Your booking: {link}',
  confirmationCalendarFile: 'The calendar file attached adds the tee time to your agenda.',
  /** The name of the attached calendar file, as the mail shows it. */
  calendarFileName: 'tee-time.ics',
  calendarSummary: 'Tee time at {club}',
  calendarDescription: '{players} {players:player|players}. Your booking: {link}',
  /** A partner's copy (docs/product.md, Playing partners): to an address the booker typed, so nothing typed. */
  partnerCopyIntro:
    'You are one of the players of a tee time at {club} on {when}, booked and paid online. This is a copy of its confirmation.',
  partnerCopyBooker:
    'The booking belongs to the player who made it: only they can change or cancel it. If you do not expect to play, you can ignore this mail.',
  calendarDescriptionCopy: '{players} {players:player|players}.',

  cancelSubject: '{club}: your tee time on {when} is canceled',
  cancelText: 'Your tee time on {when} has been canceled.',
  cancelRefund: 'We have refunded {price}; it may take a few days to reach your account.',
  moveSubject: '{club}: your tee time has moved to {when}',
  moveText: 'Your tee time on {from} has moved to {when}.',
  moveCalendarFile: 'The calendar file attached replaces the earlier one in your agenda.',
  playerCancelText: 'As you asked, your tee time on {when} has been canceled.',
  playerCancelRefundShare:
    'As the club’s cancellation rules provide, we have refunded {price} of the {paid} you paid; it may take a few days to reach your account.',
  playerCancelNoRefund: 'As the club’s cancellation rules provide, the {paid} you paid is not refunded.',
  /** The player's own change (docs/product.md, Change online). */
  changeSubject: '{club}: your booking is changed ({when})',
  changeMoved: 'As you asked, your booking is changed: your tee time on {from} has moved to {when}.',
  changeSameTime: 'As you asked, your booking for {when} is changed.',
  changeRefund: 'We have refunded the difference, {price}; it may take a few days to reach your account.',
  changePaid: 'Thank you for paying the difference, {price}.',
  lateRefundSubject: '{club}: your payment for {when} has been refunded',
  lateRefundCanceled:
    'Your payment of {price} for the tee time on {when} arrived after the booking had been canceled. We have refunded it in full; it may take a few days to reach your account.',
  lateRefundAlreadyPaid:
    'Your payment of {price} for the tee time on {when} arrived after the booking had already been paid. We have refunded this second payment in full; it may take a few days to reach your account. Your booking stands.',
  lateRefundChangeLapsed:
    'Your payment of {price} to change your tee time to {when} arrived after that change had lapsed or been replaced. We have refunded it in full; it may take a few days to reach your account. It changed nothing in your booking.',

  /** The reminder before the tee time (docs/product.md, Reminders). */
  reminderSubject: '{club}: reminder of your tee time on {when}',
  reminderText: 'A reminder of your tee time on {when}. We look forward to welcoming you.',
  reminderPrice: 'Price: {price}',
  reminderDirections: 'How to get here: {address}',
  reminderMap: 'On the map: {link}',
  reminderCourseStatus: 'The course status, before you set off: {link}',
  reminderChangeUntil: 'You can do so online until {deadline}.',
  reminderChangeClosed:
    'It can no longer be canceled or changed online: please call the club on {phone} or write to {email}.',
  /** The booking's own page, in the reminder and in a confirmed request's mail. */
  bookingChangeLink: 'To cancel or change your booking: {link}',

  /** The waiting list (docs/product.md, Waiting list): the entry's acknowledgement, and an offer. */
  waitingListJoinedSubject: '{club}: you are on the waiting list for {date}',
  waitingListJoinedText: 'You are on our waiting list for {date}, for a tee time between {from} and {to}.',
  waitingListJoinedNext:
    'When places for your party come free in that window, we will mail you a link that holds them for you for {minutes} {minutes:minute|minutes}.',
  waitingListLeaveLink: 'To leave the waiting list: {link}',
  waitingListNotYou: 'If you did not put yourself on our waiting list, you can ignore this mail.',
  waitingListOfferSubject: '{club}: a tee time for you on {when}',
  waitingListOfferText: 'Places have come free for your party on {when}, from our waiting list.',
  waitingListOfferHeld: 'They are held for you until {until}. To take them: {link}',
  waitingListOfferAfter: 'After that they pass to the next on the waiting list; you stay on the list.',
  waitingListWithdrawnSubject: '{club}: the tee time offered on {when} is no longer available',
  waitingListWithdrawnText:
    'The tee time we offered you on {when} can no longer be booked: the club has since closed it.',
  waitingListWithdrawnStill:
    'You stay on our waiting list for {date}, between {from} and {to}. When places come free in that window, we will mail you again.',
  waitingListWithdrawnLeave: 'To leave the waiting list, use the link in our earlier mail.',
} as const;
