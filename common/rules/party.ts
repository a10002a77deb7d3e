/**
 * The most players one booking takes (docs/product.md, Booking): a tee time's four places. Apart from the
 * reservation schemas, so that a form can know it without building them.
 */
export const MAX_PARTY = 4;
