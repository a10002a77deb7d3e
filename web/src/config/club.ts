import { club } from '../../../common/config/club';
import { emailHref, phoneHref } from '../lib/contactLinks';

/**
 * The SEEDED club details, for tests and the end-to-end tests, which run on a fresh database: the app
 * itself reads the details staff saved (features/club/api/getClubDetails.ts, useClubDetails) and never
 * imports this module (clubDetailsSources.test.ts checks it).
 */
export { club };

export const clubPhoneHref = phoneHref(club.phone);
export const clubEmailHref = emailHref(club.email);
