import type { contact as enContact } from '../en/contact';

export const contact: Record<keyof typeof enContact, string> = {
  'contact.address': 'Adresse',
  'contact.phone': 'Téléphone',
  'contact.email': 'E-mail',
  'contact.social': 'Suivez-nous sur {network}',
  'contact.opensInNewTab': '(s’ouvre dans un nouvel onglet)',
  'contact.mapTitle': 'Carte du club et de ses environs, sur OpenStreetMap',
  'contact.mapLink': 'Ouvrir une carte plus grande',
  'contact.privacy': 'Politique de confidentialité',
  'contact.creditsToggle': 'Droits d’auteur et crédits photo',
  'contact.creditsCopyright': '© {year} {club}. Tous droits réservés.',
  'contact.photoCredits': 'Photos\u00a0: {credits}',
  'contact.creditsMap':
    'Données cartographiques © contributeurs d’OpenStreetMap, disponibles sous licence Open Database License.',
};
