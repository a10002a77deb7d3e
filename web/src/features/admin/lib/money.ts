/** Prices as staff read them: "€190.00" (the admin is in English). */
const euro = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' });

export const formatEuro = (amount: number): string => euro.format(amount);
