/**
 * The waiting list (docs/product.md, Waiting list): the invitation under the booking form's tee times and
 * the form it opens (waitingList.*), the page of an offer its mail links to (waitingListOffer.*), and the
 * page that takes a visitor off the list (waitingListLeave.*). The fields' labels are the booking form's.
 */
export const waitingList = {
  // Under the booking form's tee times
  'waitingList.invite.full':
    'No time is free that day for your party. Join the waiting list: when places come free, we send you an e-mail.',
  'waitingList.invite.quiet': 'The time you want is not listed?',
  'waitingList.invite.button': 'Join the waiting list',
  'waitingList.invite.loading': 'Loading the waiting list form',

  // The form
  'waitingList.join.title': 'Join the waiting list',
  'waitingList.join.intro':
    'Tell us the day and the times that suit you. When places for your party come free between those times, we e-mail you a link to book them.',
  'waitingList.join.close': 'Close',
  'waitingList.join.roundTitle': 'Your round',
  'waitingList.join.window': 'Between',
  'waitingList.join.windowHint': 'Any tee time from the first to the last, both included.',
  'waitingList.join.from': 'From',
  'waitingList.join.to': 'To',
  'waitingList.join.windowOrder': 'Please choose an end that is not before the start.',
  'waitingList.join.partyHint': 'From 1 to {max} players, as one tee time takes.',
  'waitingList.join.detailsTitle': 'Your details',
  'waitingList.join.submit': 'Join the waiting list',
  'waitingList.join.sending': 'Joining…',

  // Joined
  'waitingList.joined.title': 'You are on the waiting list',
  'waitingList.joined.text': 'You are on the waiting list for {date} between {from} and {to}, for {players}.',
  'waitingList.joined.mail':
    'When places come free in that time, we send an e-mail to {email} with a link to book them.',
  'waitingList.joined.held':
    'The places are then held for you for a limited time only, so please answer the e-mail soon.',
  'waitingList.joined.back': 'Back to the booking form',

  // The offer's page
  'waitingListOffer.title': 'Your waiting-list offer',
  'waitingListOffer.intro': 'A tee time offered to you from the waiting list.',
  'waitingListOffer.loading': 'Loading your offer',
  'waitingListOffer.notFound':
    'Apologies, this offer was not found. Please check the link in your e-mail, or contact the golf shop:',
  'waitingListOffer.open.title': 'Places came free for you',
  'waitingListOffer.open.greeting': 'Hello {name}, places came free at a time you asked for.',
  'waitingListOffer.heldUntil': 'Held for you until {time}.',
  'waitingListOffer.timeLeft': 'Time left:',
  'waitingListOffer.payOnline': 'You pay online when you accept; your round is then booked at once.',
  'waitingListOffer.payAtShop': 'You pay at the golf shop. The club confirms your round by e-mail or phone.',
  'waitingListOffer.acceptTitle': 'Accept this time',
  'waitingListOffer.accept.online': 'Accept and pay {price}',
  'waitingListOffer.accept.mail': 'Accept this time',
  'waitingListOffer.accepting': 'Accepting…',
  'waitingListOffer.requested.title': 'Request sent',
  'waitingListOffer.requested.text':
    'Your request for {date} at {time} was sent. The club confirms it by e-mail or phone.',
  'waitingListOffer.accepted.title': 'You accepted this offer',
  'waitingListOffer.accepted.text': 'You accepted the tee time of {date} at {time}.',
  'waitingListOffer.accepted.link': 'See your booking',
  'waitingListOffer.lapsed.title': 'This offer has lapsed',
  'waitingListOffer.lapsed.text':
    'The tee time of {date} at {time} was held for you until {until}. You stay on the waiting list: we e-mail you when places come free again.',
  'waitingListOffer.withdrawn.title': 'This offer was withdrawn',
  'waitingListOffer.withdrawn.text':
    'The tee time of {date} at {time} is no longer offered to you: you left the waiting list, or the club withdrew the offer.',
  'waitingListOffer.contact': 'Questions? Contact the golf shop:',
  'waitingListOffer.leave.text':
    'Not wanted after all? Leave the waiting list: the places go to the next person at once.',
  'waitingListOffer.leave.confirm': 'Are you sure you want to leave the waiting list?',

  // Leaving the list
  'waitingListLeave.title': 'Leave the waiting list',
  'waitingListLeave.intro': 'No longer looking for a tee time? Leave the waiting list here.',
  'waitingListLeave.text': 'Once you have left the waiting list, we send you no more offers for that day.',
  'waitingListLeave.button': 'Leave the waiting list',
  'waitingListLeave.leaving': 'Leaving…',
  'waitingListLeave.done': 'You have left the waiting list for {date}.',
  'waitingListLeave.failed':
    'You could not be taken off the waiting list. Please try again later, or contact the golf shop:',
} as const;
