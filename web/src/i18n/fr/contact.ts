import type { contact as enContact } from '../en/contact';

export const contact: Record<keyof typeof enContact, string> = {
  'contact.title': 'Venir au club',
  'contact.intro':
    'Le secrétariat se fera un plaisir de vous aider pour vos départs, vos visites et toute question sur le club. Appelez-nous, écrivez-nous ou venez nous trouver dans les dunes.',
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
  'contact.creditsPhotos':
    'Photos et illustrations\u00a0: la scène d’en-tête, les plans des trous, les espèces et les portraits sont des illustrations originales réalisées pour ce site.',
  'contact.creditsMap':
    'Données cartographiques © contributeurs d’OpenStreetMap, disponibles sous licence Open Database License.',
};
