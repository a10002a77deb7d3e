import type { privacy as enPrivacy } from '../en/privacy';

export const privacy: Record<keyof typeof enPrivacy, string> = {
  'privacy.title': 'Privacybeleid',
  'privacy.backHome': 'Terug naar de startpagina',
  'privacy.contents': 'Op deze pagina',
  'privacy.updated': 'Dit beleid werd het laatst bijgewerkt op {date}.',
  'privacy.intro':
    '{club} respecteert uw privacy. Dit beleid legt uit welke persoonsgegevens we via deze website verzamelen, waarom, hoelang we ze bewaren en welke rechten u hebt volgens de Algemene Verordening Gegevensbescherming (AVG).',
  'privacy.controller':
    '{club}, {address}, is verantwoordelijk voor de verwerking van uw persoonsgegevens. Voor elke vraag over dit beleid of over uw gegevens kunt u schrijven naar {email}.',
  'privacy.retentionRequests':
    'Green-fee- en tafelaanvragen worden {period} na de gevraagde datum geanonimiseerd: alleen de datum, het uur en het aantal spelers blijven bewaard.',
  'privacy.retentionBookings':
    'Reservaties van een starttijd worden {period} na de starttijd geanonimiseerd: uw naam, e-mailadres, telefoonnummer, handicap en lid- en federatienummer worden gewist; de datum, het aantal spelers, de prijs en de betalingsreferentie blijven in onze boekhouding.',
  'privacy.retentionMails':
    'De e-mails die we u sturen, worden {period} na verzending uit ons systeem gewist.',
  'privacy.retentionAudit':
    'Het register van de wijzigingen die onze medewerkers maken, waarin uw naam kan voorkomen, wordt na {period} gewist.',
  'privacy.period.month': '{n} {n:maand|maanden}',
  'privacy.period.day': '{n} {n:dag|dagen}',
  'privacy.requests':
    'Stuur uw verzoek naar {email}. We antwoorden binnen één maand na ontvangst. We kunnen u eerst vragen uw identiteit te bewijzen, zodat we uw gegevens nooit aan iemand anders geven.',
};
