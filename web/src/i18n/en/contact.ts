export const contact = {
  'contact.title': 'Visit the club',
  'contact.intro':
    'The secretariat is glad to help with tee times, visits and any question about the club. Call, write, or come and find us in the dunes.',
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
  'contact.creditsPhotos':
    'Photos and artwork: the header scene, the hole plans, the species and the portraits are original illustrations drawn for this website.',
  'contact.creditsMap': 'Map data © OpenStreetMap contributors, available under the Open Database License.',
} as const;
