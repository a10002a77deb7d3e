/**
 * The club's contact facts, in one place. These are NEUTRAL SAMPLE values, not facts about a real club:
 * replace them with the real ones at deployment.
 */
export const club = {
  name: 'Royal Links Golf Club',
  address: {
    street: 'Zeedijk 1',
    postalCode: '8300',
    city: 'Sample-on-Sea',
    country: 'Belgium',
  },
  phone: '+32 50 00 00 00',
  email: 'info@example.org',
  membersUrl: 'https://members.example.org',
  socialUrl: 'https://www.instagram.com/example',
  map: { lat: 51.33, lon: 3.25 },
} as const;

/** The phone number as a `tel:` link target (digits and the leading plus only). */
export const clubPhoneHref = `tel:${club.phone.replace(/[^\d+]/g, '')}`;
export const clubEmailHref = `mailto:${club.email}`;
