/** A telephone number as a `tel:` link target (digits and the leading plus only). */
export const phoneHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** An e-mail address as a `mailto:` link target. */
export const emailHref = (email: string) => `mailto:${email}`;
