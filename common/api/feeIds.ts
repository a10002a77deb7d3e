/**
 * The green fees of a price list (priceLists.ts), in the order the pages list them. Apart from the lists'
 * schemas, so that a page that only names the fees does not build them.
 */
export const FEE_IDS = ['weekday', 'weekend', 'groupWeekday', 'groupWeekend', 'twilight', 'dayFee'] as const;
export type FeeId = (typeof FEE_IDS)[number];
