import type { privacy as enPrivacy } from '../en/privacy';

export const privacy: Record<keyof typeof enPrivacy, string> = {
  'privacy.title': 'Politique de confidentialité',
  'privacy.backHome': 'Retour à l’accueil',
  'privacy.contents': 'Sur cette page',
  'privacy.updated': 'Cette politique a été mise à jour pour la dernière fois le {date}.',
  'privacy.intro':
    '{club} respecte votre vie privée. La présente politique explique quelles données à caractère personnel nous collectons par l’intermédiaire de ce site web, pourquoi, combien de temps nous les conservons et quels sont vos droits en vertu du Règlement général sur la protection des données (RGPD).',
  'privacy.controllerTitle': 'Qui est responsable',
  'privacy.controller':
    '{club}, {address}, est responsable du traitement de vos données à caractère personnel. Pour toute question concernant cette politique ou vos données, écrivez à {email}.',
  'privacy.greenfeeTitle': 'Réservations de green fees et de tables',
  'privacy.greenfee':
    'Lorsque vous demandez un green fee, nous collectons votre prénom, votre nom, votre handicap, votre adresse e-mail, votre numéro de téléphone, la date et l’heure auxquelles vous souhaitez jouer, le nombre d’adultes et de juniors, ainsi que les remarques éventuelles que vous ajoutez.',
  'privacy.table':
    'Lorsque vous demandez une table dans la salle à manger, nous collectons vos nom et prénom, le nombre de personnes, votre numéro de téléphone, votre adresse e-mail et la date.',
  'privacy.greenfeePurpose':
    'Nous utilisons ces données uniquement pour traiter votre demande, pour confirmer votre réservation par e-mail ou par téléphone, et pour la comptabilité que la loi nous impose. Nous ne les vendons pas et ne les partageons avec personne, sauf avec les prestataires cités sous « Qui traite des données pour nous ».',
  'privacy.greenfeeRetention':
    'Nous conservons les données de réservation aussi longtemps que nécessaire pour traiter votre réservation, et les pièces comptables pendant la durée prescrite par la loi.',
  'privacy.retentionTitle': 'Combien de temps nous conservons vos données',
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
  'privacy.logsTitle': 'Fichiers journaux',
  'privacy.logs':
    'Comme la plupart des sites web, notre serveur tient des fichiers journaux\u00a0: la date et l’heure de chaque requête, la page demandée, l’adresse IP, ainsi que le navigateur et le système d’exploitation utilisés. Nous les utilisons uniquement pour assurer la sécurité et le bon fonctionnement du site, et nous les supprimons après une courte période, sauf s’ils sont nécessaires à l’examen d’une attaque.',
  'privacy.cookiesTitle': 'Cookies',
  'privacy.cookiesIntro':
    'Les cookies sont de petits fichiers texte qu’un site web enregistre dans votre navigateur. Ce site web utilise les cookies suivants\u00a0:',
  'privacy.cookie.necessary':
    'Cookies essentiels\u00a0: un cookie de sécurité qui protège les formulaires de réservation contre les requêtes intersites.',
  'privacy.cookie.consent':
    'Un cookie de consentement qui retient vos choix en matière de cookies. Il est valable 1 an, après quoi nous vous interrogeons à nouveau.',
  'privacy.cookie.analytics':
    'Des cookies statistiques, uniquement si vous les acceptez\u00a0: ils comptent les visites et montrent quelles pages sont lues, afin que nous puissions améliorer le site. Les statistiques sont anonymes.',
  'privacy.cookie.video':
    'Un cookie de l’hébergeur vidéo, uniquement si vous l’acceptez\u00a0: l’hébergeur des vidéos de la page des trous peut déposer un cookie lors de la lecture d’une vidéo.',
  'privacy.cookiesChoice':
    'Vous pouvez à tout moment modifier ou retirer votre consentement grâce au lien Paramètres des cookies en bas de chaque page. Refuser les cookies ne vous empêche pas d’utiliser le site.',
  'privacy.rightsTitle': 'Vos droits en vertu du RGPD',
  'privacy.rightsIntro': 'Vous disposez\u00a0:',
  'privacy.right.access':
    'du droit d’accès aux données à caractère personnel que nous détenons à votre sujet\u00a0;',
  'privacy.right.rectification': 'du droit de rectification des données inexactes ou incomplètes\u00a0;',
  'privacy.right.erasure': 'du droit à l’effacement de vos données («\u00a0droit à l’oubli\u00a0»)\u00a0;',
  'privacy.right.restriction': 'du droit à la limitation du traitement\u00a0;',
  'privacy.right.portability':
    'du droit à la portabilité des données\u00a0: recevoir vos données dans un format courant\u00a0;',
  'privacy.right.objection': 'du droit de vous opposer au traitement de vos données\u00a0;',
  'privacy.right.complaint':
    'du droit d’introduire une réclamation auprès de l’autorité belge de protection des données (Gegevensbeschermingsautoriteit / Autorité de protection des données).',
  'privacy.requestsTitle': 'Comment introduire une demande',
  'privacy.requests':
    'Envoyez votre demande à {email}. Nous y répondons dans un délai d’un mois à compter de sa réception. Nous pouvons d’abord vous demander de prouver votre identité, afin de ne jamais communiquer vos données à quelqu’un d’autre.',
  'privacy.changesTitle': 'Modifications de cette politique',
  'privacy.changes':
    'Nous pouvons mettre à jour cette politique lorsque le site web ou la loi change. La date indiquée en haut de la page correspond à la dernière version.',
};
