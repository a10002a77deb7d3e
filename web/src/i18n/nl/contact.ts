import type { contact as enContact } from '../en/contact';

export const contact: Record<keyof typeof enContact, string> = {
  'contact.address': 'Adres',
  'contact.phone': 'Telefoon',
  'contact.email': 'E-mail',
  'contact.social': 'Volg ons op {network}',
  'contact.opensInNewTab': '(opent in een nieuw tabblad)',
  'contact.mapTitle': 'Kaart van de club en de omgeving, op OpenStreetMap',
  'contact.mapLink': 'Open een grotere kaart',
  'contact.privacy': 'Privacybeleid',
  'contact.creditsToggle': 'Auteursrecht en fotoverantwoording',
  'contact.creditsCopyright': '© {year} {club}. Alle rechten voorbehouden.',
  'contact.photoCredits': 'Foto’s: {credits}',
  'contact.creditsMap':
    'Kaartgegevens © OpenStreetMap-bijdragers, beschikbaar onder de Open Database License.',
};
