import type { ClubDetails } from '../api/club';

/**
 * The club's details a fresh install starts with (server/src/content/clubDetails.ts seeds the 'club'
 * document from them); staff replace them in the admin, and everything the site, the mails and the score
 * card show is read from the stored details, never from here. These are NEUTRAL SAMPLE values, not facts
 * about a real club. Tests use them as the details of a fresh database.
 */
export const club: ClubDetails = {
  name: 'Royal Links Golf Club',
  tagline: {
    en: 'Links golf in the dunes of the Belgian coast.',
    nl: 'Linksgolf in de duinen van de Belgische kust.',
    fr: 'Un links dans les dunes de la côte belge.',
    de: 'Linksgolf in den Dünen der belgischen Küste.',
  },
  address: {
    street: 'Zeedijk 1',
    postalCode: '8300',
    city: 'Sample-on-Sea',
    /**
     * ISO 3166-1: each language names the country ("Belgium", "België", "Belgique", "Belgien"), named on
     * the server with Intl.DisplayNames (the public answer's countryName, and the mails).
     */
    countryCode: 'BE',
  },
  phone: '+32 50 00 00 00',
  email: 'info@example.org',
  map: { lat: 51.33, lon: 3.25 },
  socialLinks: [{ network: 'instagram', url: 'https://www.instagram.com/example' }],
  membersUrl: 'https://members.example.org',
  photoCredits: '',
};
