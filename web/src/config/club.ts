import { club } from '../../../common/config/club';

export { club };

/** The phone number as a `tel:` link target (digits and the leading plus only). */
export const clubPhoneHref = `tel:${club.phone.replace(/[^\d+]/g, '')}`;
export const clubEmailHref = `mailto:${club.email}`;
