/** The cookie consent banner: it says what the privacy policy says about cookies. */
export const consent = {
  'consent.title': 'Your cookie choices',
  'consent.text':
    'Essential cookies keep the booking forms secure and remember your choice for 1 year. Analytics cookies and the video host’s cookie are set only if you allow them; carrying on browsing is not consent.',
  'consent.privacy': 'Read our Privacy Policy',
  'consent.categories': 'Cookies you allow',
  'consent.essential': 'Essential',
  'consent.essentialHint': 'The booking forms’ security cookie and the consent cookie. Always on.',
  'consent.analytics': 'Analytics',
  'consent.analyticsHint': 'Anonymous statistics: they count visits and show which pages are read.',
  'consent.video': 'Video host',
  'consent.videoHint': 'The host of the hole videos may set a cookie when a video plays.',
  'consent.acceptAll': 'Accept all',
  'consent.reject': 'Reject non-essential',
  'consent.choose': 'Choose cookies',
  'consent.save': 'Save choices',
  'consent.settings': 'Cookie settings',
} as const;
