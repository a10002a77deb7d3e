import type { app as enApp } from '../en/app';

export const app: Record<keyof typeof enApp, string> = {
  'app.skipToContent': 'Aller au contenu',
  'app.homeLink': '{club}, accueil',
  'app.home': 'Accueil',
  'app.documentTitle': '{page} | {club}',
  'app.loading': 'Chargement de {club}',
  'nav.label': 'Principale',
  'nav.courseStatus': 'Le parcours aujourd’hui',
  'nav.greenFees': 'Green fees',
  'nav.booking': 'Réservation en ligne',
  'footer.contact': 'Contact',
  'footer.address': 'Adresse',
  'footer.phone': 'Téléphone',
  'footer.email': 'E-mail',
  'footer.more': 'Le club en ligne',
  'footer.social': 'Suivez-nous sur {network}',
  'footer.photoCredits': 'Photos\u00a0: {credits}',
  'footer.members': 'Site des membres',
  'footer.privacy': 'Politique de confidentialité',
  'footer.copyright': '© {year} {club}',
  'footer.opensInNewTab': '(s’ouvre dans un nouvel onglet)',
  'content.loading': 'Chargement de la page',
  'content.unavailable': 'Cette page n’a pas pu être chargée. Veuillez réessayer dans un instant.',
  'content.preview':
    'Aperçu du brouillon : les visiteurs ne voient ces modifications qu’après leur publication.',
};
