import type { contact as enContact } from '../en/contact';

export const contact: Record<keyof typeof enContact, string> = {
  'contact.title': 'Bezoek de club',
  'contact.intro':
    'Het secretariaat helpt u graag met starttijden, bezoeken en elke vraag over de club. Bel ons, schrijf ons, of kom langs in de duinen.',
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
  'contact.creditsPhotos':
    'Foto’s en beeldmateriaal: het headerbeeld, de holeplannen, de soorten en de portretten zijn originele illustraties die voor deze website getekend werden.',
  'contact.creditsMap':
    'Kaartgegevens © OpenStreetMap-bijdragers, beschikbaar onder de Open Database License.',
};
