import type { privacy as enPrivacy } from '../en/privacy';

export const privacy: Record<keyof typeof enPrivacy, string> = {
  'privacy.title': 'Politique de confidentialité',
  'privacy.backHome': 'Retour à l’accueil',
  'privacy.contents': 'Sur cette page',
  'privacy.updated': 'Cette politique a été mise à jour pour la dernière fois le {date}.',
  'privacy.intro':
    '{club} respecte votre vie privée. La présente politique explique quelles données à caractère personnel nous collectons par l’intermédiaire de ce site web, pourquoi, combien de temps nous les conservons et quels sont vos droits en vertu du Règlement général sur la protection des données (RGPD).',
  'privacy.controller':
    '{club}, {address}, est responsable du traitement de vos données à caractère personnel. Pour toute question concernant cette politique ou vos données, écrivez à {email}.',
  'privacy.retentionRequests':
    'Les demandes de green fee et de table sont anonymisées {period} après la date demandée : seuls la date, l’heure et le nombre de joueurs sont conservés.',
  'privacy.retentionBookings':
    'Les réservations de départ sont anonymisées {period} après l’heure de départ : vos nom, adresse e-mail, téléphone, handicap et numéros de membre et de fédération sont effacés ; la date, le nombre de joueurs, le prix et la référence du paiement restent dans notre comptabilité.',
  'privacy.retentionMails':
    'Les e-mails que nous vous envoyons sont effacés de notre système {period} après leur envoi.',
  'privacy.retentionAudit':
    'Le registre des modifications faites par notre personnel, qui peut vous nommer, est effacé après {period}.',
  'privacy.period.month': '{n} mois',
  'privacy.period.day': '{n} {n:jour|jours}',
  'privacy.requests':
    'Envoyez votre demande à {email}. Nous y répondons dans un délai d’un mois à compter de sa réception. Nous pouvons d’abord vous demander de prouver votre identité, afin de ne jamais communiquer vos données à quelqu’un d’autre.',
};
