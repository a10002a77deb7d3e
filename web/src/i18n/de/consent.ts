import type { consent as enConsent } from '../en/consent';

/** The cookie consent banner: it says what the privacy policy says about cookies. */
export const consent: Record<keyof typeof enConsent, string> = {
  'consent.title': 'Ihre Cookie-Einstellungen',
  'consent.text':
    'Notwendige Cookies schützen die Buchungsformulare und speichern Ihre Auswahl für 1 Jahr. Analyse-Cookies und das Cookie des Video-Anbieters werden nur gesetzt, wenn Sie zustimmen; das bloße Weitersurfen gilt nicht als Einwilligung.',
  'consent.privacy': 'Unsere Datenschutzerklärung lesen',
  'consent.categories': 'Cookies, die Sie erlauben',
  'consent.essential': 'Notwendig',
  'consent.essentialHint':
    'Das Sicherheits-Cookie der Buchungsformulare und das Einwilligungs-Cookie. Immer aktiv.',
  'consent.analytics': 'Analyse',
  'consent.analyticsHint':
    'Anonyme Statistiken: Sie zählen Besuche und zeigen, welche Seiten gelesen werden.',
  'consent.video': 'Video-Anbieter',
  'consent.videoHint': 'Der Anbieter der Lochvideos kann ein Cookie setzen, wenn ein Video abgespielt wird.',
  'consent.acceptAll': 'Alle akzeptieren',
  'consent.reject': 'Nur notwendige',
  'consent.choose': 'Cookies auswählen',
  'consent.save': 'Auswahl speichern',
  'consent.settings': 'Cookie-Einstellungen',
};
