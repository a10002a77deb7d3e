export const privacy = {
  'privacy.title': 'Privacy Policy',
  'privacy.backHome': 'Back to home',
  'privacy.contents': 'On this page',
  'privacy.updated': 'This policy was last updated on {date}.',
  'privacy.intro':
    '{club} respects your privacy. This policy explains which personal data we collect through this website, why, how long we keep it and what your rights are under the General Data Protection Regulation (GDPR).',
  'privacy.controller':
    '{club}, {address}, is responsible for the processing of your personal data. For any question about this policy or your data, write to {email}.',
  'privacy.retentionRequests':
    'Green-fee and table requests are anonymised {period} after the date they were for: only the date, the time and the number of players stay.',
  'privacy.retentionBookings':
    'Tee-time bookings are anonymised {period} after the tee time: your name, e-mail address, telephone, handicap and member and federation numbers are removed; the date, the number of players, the price and the payment reference stay in our accounts.',
  'privacy.retentionMails':
    'The e-mails we send you are deleted from our system {period} after they were sent.',
  'privacy.retentionAudit':
    'Our staff’s record of the changes they make, which may name you, is deleted after {period}.',
  'privacy.period.month': '{n} {n:month|months}',
  'privacy.period.day': '{n} {n:day|days}',
  'privacy.requests':
    'Send your request to {email}. We answer within one month of receiving it. We may ask you to prove your identity first, so that we never give your data to someone else.',
} as const;
