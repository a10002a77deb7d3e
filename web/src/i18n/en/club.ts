/** The Club: History, Dining & Bar (with the table booking) and Who's Who. Sample content, no real names. */
export const club = {
  'club.galleryHint': 'Hover over or tab to a picture to read its caption.',

  // History

  // Dining & Bar
  'diningBar.bookTableLink': 'Book a table',
  'diningBar.menu.loading': 'Loading the menu',
  'diningBar.menu.unavailable': 'Today’s menu is available at the bar.',
  'diningBar.bar.hoursTitle': 'Opening hours of the bar',
  'diningBar.bar.season': 'Season',
  'diningBar.bar.hours': 'Hours',
  'diningBar.bar.period': '{from} – {to}',
  'diningBar.bar.openFrom': 'Open daily from {opens}',
  'diningBar.bar.openFromTo': 'Open daily from {opens} to {closes}',
  'diningBar.bar.withClosedDays': '{hours}, closed on {days}',
  'diningBar.weekday.0': 'Sunday',
  'diningBar.weekday.1': 'Monday',
  'diningBar.weekday.2': 'Tuesday',
  'diningBar.weekday.3': 'Wednesday',
  'diningBar.weekday.4': 'Thursday',
  'diningBar.weekday.5': 'Friday',
  'diningBar.weekday.6': 'Saturday',

  // Table booking
  'tableBooking.title': 'Book a table',
  'tableBooking.intro': 'Send us your request and we will confirm your table by e-mail or phone.',
  'tableBooking.condition':
    'Table booking is open only to club members and their guests, and to members of a national golf federation with a membership card.',
  'tableBooking.allRequired': 'All fields are required.',
  'tableBooking.fullname': 'Full name',
  'tableBooking.persons': 'Number of persons',
  'tableBooking.phone': 'Phone',
  'tableBooking.email': 'E-mail',
  'tableBooking.date': 'Date and time',
  'tableBooking.missing.fullname': 'Enter your full name.',
  'tableBooking.missing.persons': 'Enter the number of persons.',
  'tableBooking.missing.phone': 'Enter your phone number.',
  'tableBooking.missing.email': 'Enter your e-mail address.',
  'tableBooking.missing.date': 'Choose the date and time.',
  'tableBooking.errorPrefix': 'Error:',
  'tableBooking.submit': 'Send request',
  'tableBooking.sending': 'Sending…',
  'tableBooking.thanksTitle': 'Thank you',
  'tableBooking.thanksText':
    'Your table request has been sent. We will confirm your table by e-mail or phone as soon as possible.',

  // Who's Who
  'bod.loading': 'Loading the board',
  'bod.memberAlt': '{name}, {title}',
} as const;
