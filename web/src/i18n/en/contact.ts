export const contact = {
  'contact.address': 'Address',
  'contact.phone': 'Phone',
  'contact.email': 'E-mail',
  'contact.social': 'Follow us on {network}',
  'contact.opensInNewTab': '(opens in a new tab)',
  'contact.mapTitle': 'Map of the club and its surroundings, on OpenStreetMap',
  'contact.mapLink': 'Open a larger map',
  'contact.privacy': 'Privacy Policy',
  'contact.creditsToggle': 'Copyright and photo credits',
  'contact.creditsCopyright': '© {year} {club}. All rights reserved.',
  'contact.photoCredits': 'Photos: {credits}',
  'contact.creditsMap': 'Map data © OpenStreetMap contributors, available under the Open Database License.',
} as const;
