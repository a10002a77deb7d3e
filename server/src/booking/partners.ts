import type { BookingPartner } from '../../../common/api/reservations';
import type { SheetPartner } from '../../../common/api/teeSheet';
import { singleAddress } from '../mail/address';

/** A booking's other players as reservations.partners stores them (docs/product.md, Playing partners). */
export type StoredPartner = { name: string; email?: string };

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The partners of a new booking as stored: each name as given, and the e-mail only when it is another
 * address than the booker's (the booker gets the confirmation itself; a copy to the same address would
 * be a second mail, so that address is dropped rather than refused). None named: null, as a booking made
 * before partners existed.
 */
export function storedPartners(
  bookerEmail: string | null,
  partners: readonly BookingPartner[] | undefined,
): StoredPartner[] | null {
  if (!partners || partners.length === 0) return null;
  return partners.map(({ name, email }) =>
    email && !(bookerEmail !== null && sameAddress(email, bookerEmail)) ? { name, email } : { name },
  );
}

/**
 * A stored partners column read back: whatever JSON the row holds, only entries with a name, and an
 * e-mail only when it is a text. Rows anonymised or made before partners existed hold none.
 */
export function partnersOf(stored: unknown): StoredPartner[] {
  if (!Array.isArray(stored)) return [];
  return stored.flatMap((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { name, email } = entry as { name?: unknown; email?: unknown };
    if (typeof name !== 'string' || name === '') return [];
    return [typeof email === 'string' && email !== '' ? { name, email } : { name }];
  });
}

/** The partners as the tee sheet shows them to staff. */
export const sheetPartners = (stored: unknown): SheetPartner[] => partnersOf(stored);

/**
 * The addresses a copy of the confirmation goes to: each partner's e-mail that is exactly one address
 * (server/src/mail/address.ts), once per address in any capitals, never the booker's own.
 */
export function copyAddresses(bookerEmail: string | null, stored: unknown): string[] {
  const seen = new Set<string>(bookerEmail ? [bookerEmail.trim().toLowerCase()] : []);
  const addresses: string[] = [];
  for (const { email } of partnersOf(stored)) {
    const address = singleAddress(email?.trim());
    if (!address || seen.has(address.toLowerCase())) continue;
    seen.add(address.toLowerCase());
    addresses.push(address);
  }
  return addresses;
}
