import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type {
  OpeningException,
  OpeningHours,
  StoredOpeningException,
} from '../../../common/api/openingHours';
import { SEEDED_OPENING_HOURS } from '../../../common/rules/openingHours';
import type { Db } from '../db/client';
import { auditLog, openingHourExceptions, openingHoursSettings } from '../db/schema';
import { HttpError } from '../lib/httpError';
import { readCache } from '../lib/readCache';

/**
 * Three public pages read the hours on every render, and staff change them a few times a season: they are
 * kept in memory. A write here clears them and tells the other instances over the live channel (topic
 * 'opening-hours'); should that notice be lost, the short lifetime bounds how long another instance keeps
 * the old ones.
 */
export const OPENING_HOURS_CACHE_MS = 5000;

type ExceptionRow = typeof openingHourExceptions.$inferSelect;

const toException = (row: ExceptionRow): StoredOpeningException => ({
  id: row.id,
  facility: row.facility,
  from: row.fromDate,
  to: row.toDate,
  closed: row.closed,
  opens: row.closed ? null : row.opens,
  closes: row.closed ? null : row.closes,
  reason: row.reason,
});

type Cached = { hours: OpeningHours; exceptions: StoredOpeningException[] };

export function createOpeningHoursRepository(
  db: Db,
  {
    cacheMs = OPENING_HOURS_CACHE_MS,
    onChange = async () => {},
  }: { cacheMs?: number; onChange?: () => Promise<void> } = {},
) {
  const cache = readCache<'all', Cached>({
    ttlMs: cacheMs,
    async read() {
      const [row] = await db.select().from(openingHoursSettings).where(eq(openingHoursSettings.id, 1));
      // Exceptional days are a few a year: all of them stay in memory, oldest first.
      const rows = await db
        .select()
        .from(openingHourExceptions)
        .orderBy(asc(openingHourExceptions.fromDate), asc(openingHourExceptions.id));
      return { hours: row?.hours ?? SEEDED_OPENING_HOURS, exceptions: rows.map(toException) };
    },
  });
  const all = () => cache.forceFetch('all') as Promise<Cached>;
  const changed = async () => {
    cache.delete('all');
    await onChange();
  };

  return {
    /** The stored hours, or the seeded ones while staff have saved none. */
    get: async (): Promise<OpeningHours> => (await all()).hours,

    /** The exceptional days that touch from..to (yyyy-mm-dd, both included), or all of them. */
    async exceptions(from?: string, to?: string): Promise<StoredOpeningException[]> {
      const { exceptions } = await all();
      return exceptions.filter((day) => (!to || day.from <= to) && (!from || day.to >= from));
    },

    async set(actor: string, hours: OpeningHours): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .insert(openingHoursSettings)
          .values({ id: 1, hours })
          .onConflictDoUpdate({ target: openingHoursSettings.id, set: { hours, updatedAt: new Date() } });
        await tx.insert(auditLog).values({ actor, action: 'opening-hours.update', target: 'opening hours' });
      });
      await changed();
    },

    async addException(actor: string, day: OpeningException): Promise<{ id: number }> {
      const id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(openingHourExceptions)
          .values({
            facility: day.facility,
            fromDate: day.from,
            toDate: day.to,
            closed: day.closed,
            opens: day.closed ? null : day.opens,
            closes: day.closed ? null : day.closes,
            reason: day.reason,
            createdBy: actor,
          })
          .returning({ id: openingHourExceptions.id });
        if (!row) throw new Error('insert returned no row');
        await tx.insert(auditLog).values({
          actor,
          action: 'opening-hours.exception.add',
          target: `exception ${row.id}: ${day.facility} ${day.from} to ${day.to} "${day.reason.en}"`,
        });
        return row.id;
      });
      await changed();
      return { id };
    },

    /** Removes an exceptional day; 404 when there is none with that id. */
    async removeException(actor: string, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .delete(openingHourExceptions)
          .where(eq(openingHourExceptions.id, id))
          .returning();
        if (!row) throw new HttpError(404, 'Exceptional day not found.');
        await tx.insert(auditLog).values({
          actor,
          action: 'opening-hours.exception.remove',
          target: `exception ${id}: ${row.facility} ${row.fromDate} to ${row.toDate} "${row.reason.en}"`,
        });
      });
      await changed();
    },

    /** Forgets the cached hours, when another instance reports a change. */
    forget() {
      cache.delete('all');
    },
  };
}
export type OpeningHoursRepository = ReturnType<typeof createOpeningHoursRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    openingHours: OpeningHoursRepository;
  }
}

export default fp(
  async function openingHoursRepository(app: FastifyInstance) {
    const repository = createOpeningHoursRepository(app.db, {
      onChange: () => app.live.publish({ topic: 'opening-hours' }),
    });
    app.live.subscribe((change) => {
      if (change.topic === 'opening-hours') repository.forget();
    });
    app.decorate('openingHours', repository);
  },
  { name: 'opening-hours-repository', dependencies: ['database', 'live'] },
);
