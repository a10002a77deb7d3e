import type { consent as enConsent } from '../en/consent';

/** The cookie consent banner: it says what the privacy policy says about cookies. */
export const consent: Record<keyof typeof enConsent, string> = {
  'consent.title': 'Vos choix en matière de cookies',
  'consent.text':
    'Les cookies essentiels sécurisent les formulaires de réservation et retiennent votre choix pendant 1 an. Les cookies statistiques et le cookie de l’hébergeur vidéo ne sont déposés que si vous les autorisez\u00a0; poursuivre la navigation ne vaut pas consentement.',
  'consent.privacy': 'Lire notre politique de confidentialité',
  'consent.categories': 'Les cookies que vous autorisez',
  'consent.essential': 'Essentiels',
  'consent.essentialHint':
    'Le cookie de sécurité des formulaires de réservation et le cookie de consentement. Toujours actifs.',
  'consent.analytics': 'Statistiques',
  'consent.analyticsHint':
    'Des statistiques anonymes\u00a0: elles comptent les visites et montrent quelles pages sont lues.',
  'consent.video': 'Hébergeur vidéo',
  'consent.videoHint':
    'L’hébergeur des vidéos des trous peut déposer un cookie lors de la lecture d’une vidéo.',
  'consent.acceptAll': 'Tout accepter',
  'consent.reject': 'Refuser les cookies non essentiels',
  'consent.choose': 'Choisir les cookies',
  'consent.save': 'Enregistrer mes choix',
  'consent.settings': 'Paramètres des cookies',
};
