import type { LineField } from './requestLines';

// The green-fee request's fields, limits and parsers, apart from its schema (greenfeeRequest.ts): the
// booking form shows them without building the schema, which it loads only to check what is typed
// (issue 38, TBT).

/** The lines of POST /reserve/greenfee, in the order of docs/product.md, POST /reserve/greenfee. */
export const greenfeeRequestFields = {
  firstname: { name: 'Firstname', maxLength: 100 },
  lastname: { name: 'Lastname', maxLength: 100 },
  handicap: { name: 'Hcp', maxLength: 10 },
  email: { name: 'Email', maxLength: 254 },
  telephone: { name: 'Telephone', maxLength: 40 },
  adults: { name: 'Adults', maxLength: 3 },
  juniors: { name: 'Juniors', maxLength: 3 },
  date: { name: 'Date', maxLength: 10 },
  time: { name: 'Time', maxLength: 5 },
  remarks: { name: 'Remarks', maxLength: 1000 },
} as const satisfies Record<string, LineField>;

export type GreenfeeRequestField = keyof typeof greenfeeRequestFields;
export type GreenfeeRequestInput = Partial<Record<GreenfeeRequestField, string>>;

export const MIN_HANDICAP = -5;
export const MAX_HANDICAP = 35;
export const MAX_PLAYERS_PER_FIELD = 99;

/** A handicap as typed: "12", "12.4", "12,4", "-3". */
export function parseHandicap(text: string | undefined): number | null {
  const t = (text ?? '').trim();
  if (!/^[-+]?\d{1,2}([.,]\d)?$/.test(t)) return null;
  const value = Number(t.replace(',', '.'));
  return value >= MIN_HANDICAP && value <= MAX_HANDICAP ? value : null;
}

/** An empty count is 0; anything else must be a whole number. */
export function parseCount(text: string | undefined): number | null {
  const t = (text ?? '').trim();
  if (t === '') return 0;
  return /^\d{1,3}$/.test(t) ? Number(t) : null;
}
