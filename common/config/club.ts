/**
 * The club's identity, in one place for the site, the mails and the score card. These are NEUTRAL
 * SAMPLE values, not facts about a real club: the club replaces them with its own.
 */
export const club = {
  name: 'Royal Links Golf Club',
  address: {
    street: 'Zeedijk 1',
    postalCode: '8300',
    city: 'Sample-on-Sea',
    /**
     * ISO 3166-1: each language names the country ("Belgium", "België", "Belgique", "Belgien"), the site in
     * its dictionaries (`club.country`), the mails through Intl.DisplayNames.
     */
    countryCode: 'BE',
  },
  phone: '+32 50 00 00 00',
  email: 'info@example.org',
  membersUrl: 'https://members.example.org',
  socialUrl: 'https://www.instagram.com/example',
  map: { lat: 51.33, lon: 3.25 },
} as const;
