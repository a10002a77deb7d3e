import type { app as enApp } from '../en/app';

export const app: Record<keyof typeof enApp, string> = {
  'app.skipToContent': 'Zum Inhalt springen',
  'app.homeLink': '{club}, Startseite',
  'app.home': 'Startseite',
  'app.documentTitle': '{page} | {club}',
  'app.loading': '{club} wird geladen',
  'nav.label': 'Hauptmenü',
  'nav.courseStatus': 'Platz heute',
  'nav.greenFees': 'Greenfees',
  'nav.booking': 'Online-Buchung',
  'footer.contact': 'Kontakt',
  'footer.address': 'Adresse',
  'footer.phone': 'Telefon',
  'footer.email': 'E-Mail',
  'footer.more': 'Der Club online',
  'footer.social': 'Folgen Sie uns auf {network}',
  'footer.photoCredits': 'Fotos: {credits}',
  'footer.members': 'Mitgliederbereich',
  'footer.privacy': 'Datenschutzerklärung',
  'footer.copyright': '© {year} {club}',
  'footer.opensInNewTab': '(öffnet in einem neuen Tab)',
  'content.loading': 'Die Seite wird geladen',
  'content.unavailable':
    'Diese Seite konnte nicht geladen werden. Bitte versuchen Sie es gleich noch einmal.',
  'content.preview': 'Vorschau des Entwurfs: Besucher sehen diese Änderungen erst nach der Veröffentlichung.',
};
