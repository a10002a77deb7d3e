import type { contact as enContact } from '../en/contact';

export const contact: Record<keyof typeof enContact, string> = {
  'contact.address': 'Adresse',
  'contact.phone': 'Telefon',
  'contact.email': 'E-Mail',
  'contact.social': 'Folgen Sie uns auf {network}',
  'contact.opensInNewTab': '(öffnet in einem neuen Tab)',
  'contact.mapTitle': 'Karte des Clubs und seiner Umgebung auf OpenStreetMap',
  'contact.mapLink': 'Größere Karte öffnen',
  'contact.privacy': 'Datenschutzerklärung',
  'contact.creditsToggle': 'Urheberrecht und Bildnachweis',
  'contact.creditsCopyright': '© {year} {club}. Alle Rechte vorbehalten.',
  'contact.photoCredits': 'Fotos: {credits}',
  'contact.creditsMap': 'Kartendaten © OpenStreetMap-Mitwirkende, verfügbar unter der Open Database License.',
};
