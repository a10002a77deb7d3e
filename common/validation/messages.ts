import { BOOKING_HORIZON_DAYS } from '../rules/bookingHorizon';

/**
 * The messages of docs/product.md, Messages, word for word (typos included: "junors", "Aplogies").
 * Our own wording, for checks only the server makes (docs/product.md, Server-side checks), is marked as ours.
 */
export const messages = {
  tableDetailsMissing: 'Please enter all your booking details first.',
  tableSendFailed: 'Apologies, something went wrong. Please try again later.',
  firstnameRequired: 'Please enter your firstname.',
  lastnameRequired: 'Please enter your lastname.',
  handicapRange: 'Please enter your hcp. We allow a minimum handicap of -5 and a maximum of 35.',
  emailRequired: 'Please enter your email.',
  telephoneRequired: 'Please enter your telephone.',
  playersRequired: 'Please enter how many adults and/or junors',
  dateRequired: 'Please enter your reservation date.',
  timeSlotRequired: 'Please choose your time slot.',
  partySize: 'Book online for min. 1 and max. 4 people. For bigger groups please contact us.',
  timeSlotFetchFailed: 'Apologies, something went wrong. Please try again later.',
  createBookingFailed:
    'Aplogies, something went wrong while processing your reservation. Please try again later.',
  greenfeeSendFailed:
    'Apologies, something went wrong. Please try again later or contact us via telephone or email.',
  bookingNotFound: 'Apologies, your reservation was not found. Please try again later.',
  noSlots: 'No available time slots. Please choose another date.',
  cancelConfirm: 'Are you sure you want to cancel your reservation?',
  // Ours: the wording of the server-side checks (docs/product.md, Server-side checks).
  dateInPast: 'Please choose a date from today onwards.',
  dateTooFarAhead: `Please choose a date at most ${BOOKING_HORIZON_DAYS} days from today.`,
  dateInvalid: 'Please enter a valid date (YYYY-MM-DD).',
  timeInvalid: 'Please choose a valid time (HH:MM).',
  playersTooMany: 'Please enter at most 99 adults and 99 juniors. For bigger groups please contact us.',
  personsInvalid: 'Please enter the number of persons (1 to 50).',
  slotUnavailable: 'This tee time is no longer available. Please choose another time.',
  unknownType: 'Unknown reservation type.',
  // Ours: a new payment asked for a booking that is paid, still waiting for its payment, or canceled by
  // the club (docs/product.md, Booking Details).
  paymentNotRetriable:
    'This reservation cannot be paid again: only a reservation whose payment failed, was canceled or expired can.',
  // Ours: the online booking's refusal of a handicap above the day's limit (docs/product.md, Handicap
  // limits); handicapLimitMessages.ts has them in every language, as the server answers them. Staff set
  // the limits: {weekday} and {weekend} are filled with the stored ones (handicapLimitMessage).
  handicapOverWeekdayLimit:
    'The maximum handicap from Monday to Thursday is {weekday}. For a higher handicap please contact us.',
  handicapOverWeekendLimit:
    'The maximum handicap from Friday to Sunday and on holidays is {weekend}. Please choose a day from Monday to Thursday (maximum {weekday}) or contact us.',
  // Ours: the other players of an online booking (docs/product.md, Playing partners), each optional; an
  // e-mail asks for a copy of the confirmation.
  partnerNameRequired: "Please enter this player's name, or leave their e-mail empty.",
  partnerEmailInvalid: 'Please enter a valid e-mail address for this player, or leave it empty.',
  partnersTooMany: 'Please name at most the other players of your party: you are the first.',
} as const;
export type MessageKey = keyof typeof messages;
