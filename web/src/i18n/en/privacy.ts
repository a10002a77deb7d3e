export const privacy = {
  'privacy.title': 'Privacy Policy',
  'privacy.backHome': 'Back to home',
  'privacy.contents': 'On this page',
  'privacy.updated': 'This policy was last updated on {date}.',
  'privacy.intro':
    '{club} respects your privacy. This policy explains which personal data we collect through this website, why, how long we keep it and what your rights are under the General Data Protection Regulation (GDPR).',
  'privacy.controllerTitle': 'Who is responsible',
  'privacy.controller':
    '{club}, {address}, is responsible for the processing of your personal data. For any question about this policy or your data, write to {email}.',
  'privacy.greenfeeTitle': 'Green fee and table bookings',
  'privacy.greenfee':
    'When you request a green fee, we collect your first name, last name, handicap, e-mail address, telephone number, the date and time you want to play, the number of adults and juniors, and any remarks you add.',
  'privacy.table':
    'When you request a table in the dining room, we collect your full name, the number of persons, your telephone number, your e-mail address and the date.',
  'privacy.greenfeePurpose':
    'We use these data only to handle your request, to confirm your reservation by e-mail or telephone, and for the accounting the law requires of us. We do not sell them, and we share them with no one except the service providers listed under “Who processes data for us”.',
  'privacy.greenfeeRetention':
    'We keep booking data as long as needed to handle your booking, and accounting records for the period the law prescribes.',
  'privacy.retentionTitle': 'How long we keep your data',
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
  'privacy.logsTitle': 'Log files',
  'privacy.logs':
    'Like most websites, our server keeps log files: the date and time of each request, the page asked for, the IP address, and the browser and operating system used. We use them only to keep the site secure and running well, and we delete them after a short period unless they are needed to investigate an attack.',
  'privacy.cookiesTitle': 'Cookies',
  'privacy.cookiesIntro':
    'Cookies are small text files that a website stores in your browser. This website uses the following cookies:',
  'privacy.cookie.necessary':
    'Essential cookies: a security cookie that protects the booking forms against cross-site requests.',
  'privacy.cookie.consent':
    'A consent cookie that remembers your cookie choices. It is valid for 1 year, after which we ask you again.',
  'privacy.cookie.analytics':
    'Analytics cookies, only if you accept them: they count visits and show which pages are read, so that we can improve the site. The statistics are anonymous.',
  'privacy.cookie.video':
    'A video host cookie, only if you accept it: the host of the videos on the holes page may set a cookie when a video is played.',
  'privacy.cookiesChoice':
    'You can change or withdraw your consent at any time with the Cookie settings link at the foot of every page. Refusing cookies does not stop you from using the site.',
  'privacy.rightsTitle': 'Your rights under the GDPR',
  'privacy.rightsIntro': 'You have the right:',
  'privacy.right.access': 'of access to the personal data we hold about you;',
  'privacy.right.rectification': 'to rectification of data that are wrong or incomplete;',
  'privacy.right.erasure': 'to erasure of your data ("right to be forgotten");',
  'privacy.right.restriction': 'to restriction of the processing;',
  'privacy.right.portability': 'to data portability: to receive your data in a common format;',
  'privacy.right.objection': 'to object to the processing of your data;',
  'privacy.right.complaint':
    'to lodge a complaint with the Belgian Data Protection Authority (Gegevensbeschermingsautoriteit / Autorité de protection des données).',
  'privacy.requestsTitle': 'How to make a request',
  'privacy.requests':
    'Send your request to {email}. We answer within one month of receiving it. We may ask you to prove your identity first, so that we never give your data to someone else.',
  'privacy.changesTitle': 'Changes to this policy',
  'privacy.changes':
    'We may update this policy when the website or the law changes. The date at the top shows the latest version.',
} as const;
