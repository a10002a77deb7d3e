import { and, asc, count, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { PriceList, PriceListAnswer, PriceListBody } from '../../../common/api/priceLists';
import type { Language } from '../../../common/i18n/languages';
import { listInForce, nextListAfter, priceListAnswerOn } from '../../../common/rules/priceLists';
import type { Db } from '../db/client';
import { auditLog, priceLists, reservations } from '../db/schema';
import type { DbOrTx } from '../db/tx';
import { HttpError } from '../lib/httpError';
import { sqlStateOf } from '../lib/logSafety';
import { readCache } from '../lib/readCache';

/**
 * Every booking and every Green Fees page reads the lists, and staff change them a few times a year: they
 * are kept in memory. A write here clears them at once and tells the other instances over the live channel
 * (topic 'prices'); should that notice be lost, the short lifetime bounds how long another instance keeps
 * the old ones.
 */
export const PRICE_LISTS_CACHE_MS = 5000;

/** What DELETE answers for a list that priced bookings: they keep it, so it stays. */
export interface PriceListInUse {
  message: string;
  count: number;
}

export type PriceListRemoval = { removed: true } | { removed: false; inUse: PriceListInUse | null };

type PriceListRow = typeof priceLists.$inferSelect;

const toPriceList = (row: PriceListRow): PriceList => ({
  ...row.body,
  id: row.id,
  // The column is what lists are found and kept unique by; the body repeats it.
  effectiveFrom: row.effectiveFrom,
});

/**
 * The list that prices a play date (yyyy-mm-dd): the one in force then, or, for a date before every list,
 * the earliest list, so that every date the sheet offers has a price (a fresh install's seeded list starts
 * on 1 January 2025; staff can only delete a list that priced nothing, and never the last one).
 */
export function priceListOn(lists: readonly PriceList[], isoDate: string): PriceList {
  const list = listInForce(lists, isoDate) ?? lists[0];
  if (!list) throw new Error('There is no price list.');
  return list;
}

const duplicateDate = (effectiveFrom: string) =>
  new HttpError(
    409,
    `A price list already takes effect on ${effectiveFrom}. Change that list, or choose another date.`,
  );

const inUseMessage = (count: number) =>
  `This price list priced ${count} ${count === 1 ? 'booking' : 'bookings'}; enter a newer list instead.`;

/** Two saves of one date at once: the unique index refuses the second, with the same message. */
async function refusingDuplicateDates<T>(effectiveFrom: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (sqlStateOf(error) === '23505') throw duplicateDate(effectiveFrom);
    throw error;
  }
}

async function refuseTakenDate(tx: DbOrTx, effectiveFrom: string, exceptId?: number) {
  const [taken] = await tx
    .select({ id: priceLists.id })
    .from(priceLists)
    .where(
      and(eq(priceLists.effectiveFrom, effectiveFrom), exceptId ? ne(priceLists.id, exceptId) : undefined),
    );
  if (taken) throw duplicateDate(effectiveFrom);
}

export function createPriceListRepository(
  db: Db,
  {
    cacheMs = PRICE_LISTS_CACHE_MS,
    onChange = async () => {},
  }: { cacheMs?: number; onChange?: () => Promise<void> } = {},
) {
  const cache = readCache<'all', PriceList[]>({
    ttlMs: cacheMs,
    async read() {
      const rows = await db.select().from(priceLists).orderBy(asc(priceLists.effectiveFrom));
      return rows.map(toPriceList);
    },
  });
  const all = () => cache.forceFetch('all') as Promise<PriceList[]>;
  const changed = async () => {
    cache.delete('all');
    await onChange();
  };

  return {
    /** Every list, the earliest first. */
    all,

    /** The list that prices a play date (yyyy-mm-dd): see priceListOn. Read it before a transaction. */
    inForceOn: async (isoDate: string): Promise<PriceList> => priceListOn(await all(), isoDate),

    /** The first list that takes effect after a date, or null. */
    nextAfter: async (isoDate: string): Promise<PriceList | null> => nextListAfter(await all(), isoDate),

    /** What GET /prices/{date} answers, and the price pages are rendered with, in a language. */
    answerOn: async (isoDate: string, language: Language): Promise<PriceListAnswer> =>
      priceListAnswerOn(await all(), isoDate, language),

    async create(actor: string, body: PriceListBody): Promise<{ id: number }> {
      const id = await refusingDuplicateDates(body.effectiveFrom, () =>
        db.transaction(async (tx) => {
          await refuseTakenDate(tx, body.effectiveFrom);
          const [row] = await tx
            .insert(priceLists)
            .values({ effectiveFrom: body.effectiveFrom, body, createdBy: actor })
            .returning({ id: priceLists.id });
          if (!row) throw new Error('insert returned no row');
          await tx.insert(auditLog).values({
            actor,
            action: 'price-list.create',
            target: `price list ${row.id} from ${body.effectiveFrom} "${body.name.en}"`,
          });
          return row.id;
        }),
      );
      await changed();
      return { id };
    },

    /** Replaces a list; false when there is none with that id. Stored bookings keep their price. */
    async update(actor: string, id: number, body: PriceListBody): Promise<boolean> {
      const updated = await refusingDuplicateDates(body.effectiveFrom, () =>
        db.transaction(async (tx) => {
          const [found] = await tx
            .select({ id: priceLists.id })
            .from(priceLists)
            .where(eq(priceLists.id, id))
            .for('update');
          if (!found) return false;
          await refuseTakenDate(tx, body.effectiveFrom, id);
          const [row] = await tx
            .update(priceLists)
            .set({ effectiveFrom: body.effectiveFrom, body, updatedAt: new Date() })
            .where(eq(priceLists.id, id))
            .returning({ id: priceLists.id });
          if (!row) return false;
          await tx.insert(auditLog).values({
            actor,
            action: 'price-list.update',
            target: `price list ${id} from ${body.effectiveFrom} "${body.name.en}"`,
          });
          return true;
        }),
      );
      if (updated) await changed();
      return updated;
    },

    /**
     * Deletes a list that priced no booking; one that did stays, with their count (inUse). inUse is null and
     * nothing is removed when there is no such list. The last list stays too: every date needs a price.
     */
    async remove(actor: string, id: number): Promise<PriceListRemoval> {
      const result = await db.transaction(async (tx): Promise<PriceListRemoval> => {
        const [row] = await tx.select().from(priceLists).where(eq(priceLists.id, id)).for('update');
        if (!row) return { removed: false, inUse: null };
        const [priced] = await tx
          .select({ n: count() })
          .from(reservations)
          .where(eq(reservations.priceListId, id));
        const bookings = Number(priced?.n ?? 0);
        if (bookings > 0)
          return { removed: false, inUse: { message: inUseMessage(bookings), count: bookings } };
        const [others] = await tx.select({ n: count() }).from(priceLists).where(ne(priceLists.id, id));
        if (Number(others?.n ?? 0) === 0)
          throw new HttpError(409, 'This is the only price list; enter another list before deleting it.');
        await tx.delete(priceLists).where(eq(priceLists.id, id));
        await tx.insert(auditLog).values({
          actor,
          action: 'price-list.delete',
          target: `price list ${id} from ${row.effectiveFrom} "${row.body.name.en}"`,
        });
        return { removed: true };
      });
      if (result.removed) await changed();
      return result;
    },

    /** Forgets the cached lists, when another instance reports a change. */
    forget() {
      cache.delete('all');
    },
  };
}
export type PriceListRepository = ReturnType<typeof createPriceListRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    priceLists: PriceListRepository;
  }
}

export default fp(
  async function priceListRepository(app: FastifyInstance) {
    const repository = createPriceListRepository(app.db, {
      onChange: () => app.live.publish({ topic: 'prices' }),
    });
    app.live.subscribe((change) => {
      if (change.topic === 'prices') repository.forget();
    });
    app.decorate('priceLists', repository);
  },
  { name: 'price-list-repository', dependencies: ['database', 'live'] },
);
