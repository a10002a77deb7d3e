import { asc, eq, lt } from 'drizzle-orm';
import { stopAddress } from '../booking/noShowStops';
import { noShowLifts } from '../db/schema';
import type { DbOrTx } from '../db/tx';

/*
 * Staff's lifts of a player's no-show stop (docs/product.md, No-shows that count) hold the player's address,
 * lower-cased as the stop compares it: a person's data (A person's data) and kept no longer than the bookings
 * whose no-shows they cover (Retention).
 */

/** The lifts of the person's address, oldest first. */
export const liftsOf = (db: DbOrTx, email: string) =>
  db
    .select()
    .from(noShowLifts)
    .where(eq(noShowLifts.email, stopAddress(email)))
    .orderBy(asc(noShowLifts.liftedAt));

/** Deletes the lifts of the person's address; answers how many. */
export async function deleteLiftsOf(db: DbOrTx, email: string): Promise<number> {
  const deleted = await db
    .delete(noShowLifts)
    .where(eq(noShowLifts.email, stopAddress(email)))
    .returning({ id: noShowLifts.id });
  return deleted.length;
}

/**
 * Deletes the lifts made before `cutoff`: by then the bookings they covered (tee times up to the lift) have
 * been anonymised by the booking retention, so no no-show of theirs names the address any more.
 */
export async function deleteLiftsBefore(db: DbOrTx, cutoff: Date): Promise<number> {
  const deleted = await db
    .delete(noShowLifts)
    .where(lt(noShowLifts.liftedAt, cutoff))
    .returning({ id: noShowLifts.id });
  return deleted.length;
}
