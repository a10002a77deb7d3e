/**
 * Booking a green fee: the mail request form (bookingForm.*), the online flow with payment
 * (bookingOnline.*) and the booking details screen (bookingView.*). The booking page's own texts are
 * the club's (server/src/content/seed/pages/booking.ts); the notes, contact and cards here are Booking
 * Details' (the handicap note and the note on paying are the booking page's widgets too). Its title and
 * intro (bookingDetails.*) live in greenfees.ts; the verbatim alerts in common/validation/messages.ts.
 */
export const booking = {
  // The mail request form
  'bookingForm.loading': 'Loading the booking form',
  'bookingForm.detailsTitle': 'Your details',
  'bookingForm.roundTitle': 'Your round',
  'bookingForm.sendTitle': 'Send your request',
  'bookingForm.firstname': 'First name',
  'bookingForm.lastname': 'Last name',
  'bookingForm.handicap': 'Handicap',
  'bookingForm.handicapHint': 'From {min} to {max}, for example 18.4',
  'bookingForm.email': 'E-mail',
  'bookingForm.telephone': 'Telephone',
  'bookingForm.players': 'Players',
  'bookingForm.adults': 'Adults',
  'bookingForm.juniors': 'Juniors',
  'bookingForm.juniorsHint': 'Under {age}',
  'bookingForm.date': 'Date',
  'bookingForm.dateLimit': 'On a {weekday} the maximum handicap is {max}.',
  'bookingForm.dateLimitHoliday': '{holiday}: the maximum handicap is {max}.',
  'bookingForm.time': 'Tee time',
  'bookingForm.remarks': 'Remarks',
  'bookingForm.optional': '(optional)',
  'bookingForm.remarksHint': 'A buggy, a wish for your tee time, anything the club should know.',
  'bookingForm.terms':
    'I accept the general conditions, and I agree that the club uses my details to handle this request.',
  'bookingForm.termsRead': 'Read the',
  'bookingForm.termsConditions': 'general conditions',
  'bookingForm.termsAnd': 'and the',
  'bookingForm.termsPrivacy': 'privacy policy',
  'bookingForm.termsGate': 'Tick the box above to send your request.',
  'bookingForm.recap': 'You ask for {date} at {time}, for {players}.',
  'bookingForm.dateDropped':
    '{date} has no free tee time left for {players}, so your date and time are cleared. Please choose another date.',
  'bookingForm.timeDropped':
    'The tee time you had chosen ({time}) has no room for {players}, so it is no longer selected. Please choose another time.',
  'bookingForm.reset': 'Clear the form',
  'bookingForm.submit': 'Send request',
  'bookingForm.sending': 'Sending…',
  'bookingForm.errorPrefix': 'Error:',
  'bookingForm.contactPhone': 'Telephone:',
  'bookingForm.contactEmail': 'E-mail:',

  // Time slots
  'bookingForm.slots.chooseDate': 'Choose a date to see the free tee times.',
  'bookingForm.slots.loading': 'Looking for free tee times…',
  'bookingForm.slots.count': '{count} free tee times',
  'bookingForm.slots.countOne': '1 free tee time',
  'bookingForm.slots.period.morning': 'Morning',
  'bookingForm.slots.period.afternoon': 'Afternoon',
  'bookingForm.slots.period.twilight': 'Twilight, from {time}',
  'bookingForm.slots.membersOnly': 'Tee times from {from} to {to} are for members only.',

  // The price of the chosen round, as information
  'bookingForm.price.title': 'Your green fee',
  'bookingForm.price.chooseDate': 'Choose a date and a tee time to see what your round costs.',
  'bookingForm.price.perAdult': '{price} per adult',
  'bookingForm.price.perJunior': '{price} per junior',
  'bookingForm.price.dayTwilight': 'Twilight from {time}: {price} per player.',
  'bookingForm.price.line': '{players} × {price}',
  'bookingForm.price.total': 'Total',
  'bookingForm.price.fee': '{fee} · {season}',
  'bookingForm.price.payAtShop': 'For information: you pay at the golf shop before your round.',

  // Notes (docs/product.md, Booking)
  'bookingForm.notesTitle': 'Good to know',
  'bookingForm.note.handicap':
    'The maximum handicap is {weekday} from Monday to Thursday, and {weekend} from Friday to Sunday and on holidays.',
  'bookingForm.note.proof': 'Bring proof of your handicap: it is asked for at arrival.',
  'bookingForm.contactTitle': 'Questions?',
  'bookingForm.contactText': 'For groups or any question about your round, contact the golf shop:',

  // After sending
  'bookingForm.thanksTitle': 'Thank you, {name}',
  'bookingForm.thanksText':
    'Your request has been sent to the club. A reservation is definitive only after confirmation by e-mail or phone.',
  'bookingForm.summaryTitle': 'Your request',
  'bookingForm.summary.name': 'Name',
  'bookingForm.summary.handicap': 'Handicap',
  'bookingForm.summary.email': 'E-mail',
  'bookingForm.summary.telephone': 'Telephone',
  'bookingForm.summary.players': 'Players',
  'bookingForm.summary.date': 'Date',
  'bookingForm.summary.time': 'Tee time',
  'bookingForm.summary.remarks': 'Remarks',
  'bookingForm.summary.price': 'Green fee',
  'bookingForm.adultsCount': '{count} {count:adult|adults}',
  'bookingForm.juniorsCount': '{count} {count:junior|juniors}',
  'bookingForm.more': 'Before you play',
  'bookingForm.card.greenfees': 'Prices and conditions',
  'bookingForm.card.buggies': 'Book a buggy with your tee time',
  'bookingForm.card.dresscode': 'What to wear on the course and in the clubhouse',

  // The online flow
  'bookingOnline.testPayments.title': 'Test payments',
  'bookingOnline.testPayments.text':
    'This site takes test payments: no money is charged and no booking is real.',
  'bookingOnline.lead': 'Choose your tee time and pay online: your round is booked at once.',
  'bookingOnline.steps': 'Booking steps',
  'bookingOnline.step.details': 'Details',
  'bookingOnline.step.party': 'Players',
  'bookingOnline.step.date': 'Date',
  'bookingOnline.step.slot': 'Tee time',
  'bookingOnline.step.confirm': 'Pay',
  'bookingOnline.stepDone': '(done)',
  'bookingOnline.stepIncomplete': '(not complete yet)',
  'bookingOnline.detailsHint': 'Fill in your name, e-mail and telephone to choose your round.',
  'bookingOnline.partyTitle': 'How many players?',
  'bookingOnline.partyHint': 'From 1 to {max} players per tee time.',
  'bookingOnline.partnersTitle': 'The other players',
  'bookingOnline.partnersHint':
    'Optional. Their names go on the starter’s sheet; with an e-mail address, a player gets a copy of the confirmation.',
  'bookingOnline.partnerName': 'Player {number}: name',
  'bookingOnline.partnerEmail': 'Player {number}: e-mail',
  'bookingOnline.summary.partners': 'Other players',
  'bookingOnline.dateTitle': 'Which day?',
  'bookingOnline.slotTitle': 'Which tee time?',
  'bookingOnline.confirmTitle': 'Confirm and pay',
  'bookingOnline.pay': 'Confirm and pay {price}',
  'bookingOnline.paying': 'Preparing your payment…',
  'bookingOnline.redirecting': 'Taking you to the secure payment page…',
  'bookingOnline.payNote':
    'You pay with Bancontact or a card on the secure page of our payment provider. Your tee time is held for you while you pay.',
  'bookingOnline.terms': 'By paying you accept the',
  'bookingOnline.note.confirmation':
    'Your booking is definitive once it is paid: you then receive a confirmation by e-mail.',

  // Booking details
  'bookingView.loading': 'Loading your reservation',
  'bookingView.summaryTitle': 'Your reservation',
  'bookingView.type': 'Type',
  'bookingView.type.greenfee': 'Green fee',
  'bookingView.name': 'Name',
  'bookingView.email': 'E-mail',
  'bookingView.telephone': 'Telephone',
  'bookingView.memberNumber': 'Member number',
  'bookingView.federationNumber': 'Federation number',
  'bookingView.adults': 'Adults',
  'bookingView.juniors': 'Juniors',
  'bookingView.price': 'Price',
  'bookingView.payment': 'Payment:',
  'bookingView.paymentUnknown': 'Unknown',
  'bookingView.paymentState.open': 'Open',
  'bookingView.paymentState.paid': 'Paid',
  'bookingView.paymentState.failed': 'Failed',
  'bookingView.paymentState.canceled': 'Canceled',
  'bookingView.paymentState.expired': 'Expired',
  'bookingView.state.open': 'We are waiting for your payment. This page updates by itself.',
  'bookingView.state.paid': 'Your payment was received and your tee time is confirmed.',
  'bookingView.state.failed': 'The payment failed, so the tee time was released.',
  'bookingView.state.canceled': 'The payment was canceled, so the tee time was released.',
  'bookingView.state.expired': 'The payment was not completed in time, so the tee time was released.',
  'bookingView.cancel': 'Cancel reservation',
  'bookingView.cancelUntil': 'You can cancel it online until {date} at {time}.',
  'bookingView.cancelRefund.full': 'If you cancel, your payment of {price} is refunded in full.',
  'bookingView.cancelRefund.part': 'If you cancel, {amount} of your payment of {price} is refunded.',
  'bookingView.cancelRefund.none': 'If you cancel, your payment of {price} is not refunded.',
  'bookingView.canceling': 'Canceling…',
  'bookingView.cancelFailed':
    'Your reservation could not be canceled. Please try again later, or contact the golf shop:',
  'bookingView.cancelClosed':
    'This reservation can no longer be canceled online. To cancel it, please contact the golf shop:',
  'bookingView.reference': 'Reference:',
  'bookingView.notFoundHelp': 'Please check the link in your e-mail, or contact the golf shop:',
  'bookingView.bookAgain': 'Book a tee time',
  'bookingView.released.title.failed': 'Payment failed: not booked',
  'bookingView.released.title.canceled': 'Payment canceled: not booked',
  'bookingView.released.title.expired': 'Payment expired: not booked',
  'bookingView.released.notBooked':
    'Your tee time of {date} at {time} is not booked, and nothing was charged.',
  'bookingView.released.next':
    'You can pay again for the same time, if it is still free, or choose another time.',
  'bookingView.retry': 'Try again',
  'bookingView.chooseAnother': 'Choose another time',
  // A booking the club canceled (docs/product.md, Booking Details)
  'bookingView.canceled.title': 'Canceled by the club',
  'bookingView.canceled.text':
    'Your tee time of {date} at {time} is no longer booked: the club canceled it on {canceledOn}.',
  'bookingView.canceled.refunded': 'Refunded:',
  'bookingView.canceled.refundedText': 'It may take a few days to reach your account.',
  'bookingView.canceled.notRefunded': 'Your payment of {price} was not refunded.',
  'bookingView.canceled.nothingPaid': 'Nothing was paid, so nothing was refunded.',
  'bookingView.canceled.contact':
    'Questions about this cancellation or a refund? Please contact the golf shop:',
  // A booking the player canceled on its page
  'bookingView.canceledByYou.title': 'Canceled by you',
  'bookingView.canceledByYou.text':
    'Your tee time of {date} at {time} is no longer booked: you canceled it on {canceledOn}.',
  // Changing a booking on its page, until the same deadline as canceling (issue 39)
  'bookingView.change': 'Change date, time or players',
  'bookingView.change.hint':
    'Until then, you can also move it to another free tee time, on any date, or change the players.',
  'bookingView.change.loading': 'Loading the change form',
  'bookingView.change.title': 'Change your booking',
  'bookingView.change.newPrice.more':
    'The new price is {price}: you pay the difference of {amount} on the secure payment page, and your booking changes once it is paid.',
  'bookingView.change.newPrice.less':
    'The new price is {price}: the difference of {amount} will be refunded.',
  'bookingView.change.newPrice.same': 'The price stays {price}.',
  'bookingView.change.unchanged':
    'This is your booking as it is: please choose another date, tee time or number of players.',
  'bookingView.change.submit': 'Confirm the change',
  'bookingView.change.saving': 'Changing your booking…',
  'bookingView.change.keep': 'Keep my booking as it is',
  'bookingView.change.nearest': 'The nearest free tee times that day',
  'bookingView.change.failed':
    'Your booking could not be changed. Please try again later, or contact the golf shop:',
  'bookingView.changed': 'Your booking is changed',
  'bookingView.changed.refund': '{amount} will be refunded.',
  'bookingView.more': 'More about playing here',
} as const;
