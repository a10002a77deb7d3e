export const privacy = {
  'privacy.title': 'Privacy Policy',
  'privacy.intro':
    'This policy was last updated on 01/06/2024. It covers the data of green fee bookings, log files, cookies and your rights under the GDPR.',
  'privacy.backHome': 'Back to home',
} as const;
