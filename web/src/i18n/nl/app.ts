import type { app as enApp } from '../en/app';

export const app: Record<keyof typeof enApp, string> = {
  'app.skipToContent': 'Naar de inhoud',
  'app.homeLink': '{club}, startpagina',
  'app.home': 'Startpagina',
  'app.documentTitle': '{page} | {club}',
  'app.loading': '{club} wordt geladen',
  'nav.label': 'Hoofdmenu',
  'nav.courseStatus': 'Baan vandaag',
  'nav.greenFees': 'Greenfees',
  'nav.booking': 'Online reserveren',
  'footer.contact': 'Contact',
  'footer.address': 'Adres',
  'footer.phone': 'Telefoon',
  'footer.email': 'E-mail',
  'footer.more': 'De club online',
  'footer.social': 'Volg ons op {network}',
  'footer.photoCredits': 'Foto’s: {credits}',
  'footer.members': 'Ledensite',
  'footer.privacy': 'Privacybeleid',
  'footer.copyright': '© {year} {club}',
  'footer.opensInNewTab': '(opent in een nieuw tabblad)',
  'content.loading': 'De pagina wordt geladen',
  'content.unavailable': 'Deze pagina kon niet worden geladen. Probeer het zo meteen opnieuw.',
  'content.preview':
    'Voorbeeld van het concept: bezoekers zien deze wijzigingen pas wanneer ze gepubliceerd zijn.',
};
