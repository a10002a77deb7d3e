import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ClubRules } from '../../../common/api/clubRules';
import { SEEDED_CLUB_RULES } from '../../../common/rules/clubRules';
import type { Db } from '../db/client';
import { auditLog, clubRulesSettings } from '../db/schema';
import { readCache } from '../lib/readCache';

/**
 * Every online booking and every page reads the rules, and staff change them a few times a year: they are
 * kept in memory. A save here clears them at once and tells the other instances over the live channel
 * (topic 'rules'); should that notice be lost, the short lifetime bounds how long another instance keeps
 * the old ones.
 */
export const CLUB_RULES_CACHE_MS = 5000;

const RULES_ROW = 1;

export function createClubRulesRepository(
  db: Db,
  {
    cacheMs = CLUB_RULES_CACHE_MS,
    onChange = async () => {},
  }: { cacheMs?: number; onChange?: () => Promise<void> } = {},
) {
  const cache = readCache<'rules', ClubRules>({
    ttlMs: cacheMs,
    async read() {
      const [row] = await db
        .select({ rules: clubRulesSettings.rules })
        .from(clubRulesSettings)
        .where(eq(clubRulesSettings.id, RULES_ROW));
      // Until staff save theirs, a fresh install has the seeded rules.
      return row ? row.rules : SEEDED_CLUB_RULES;
    },
  });

  return {
    /** The stored rules, or the seeded ones while none are stored. */
    get: (): Promise<ClubRules> => cache.forceFetch('rules') as Promise<ClubRules>,

    /** Replaces the rules, audited with the limits it sets. */
    async set(actor: string, rules: ClubRules): Promise<ClubRules> {
      await db.transaction(async (tx) => {
        await tx
          .insert(clubRulesSettings)
          .values({ id: RULES_ROW, rules })
          .onConflictDoUpdate({ target: clubRulesSettings.id, set: { rules, updatedAt: new Date() } });
        const { mondayToThursday, fridayToSundayAndHolidays } = rules.handicapLimits;
        await tx.insert(auditLog).values({
          actor,
          action: 'club-rules.update',
          target: `handicap limits ${mondayToThursday} / ${fridayToSundayAndHolidays}, ${rules.holidays.length} club holidays`,
        });
      });
      cache.delete('rules');
      await onChange();
      return rules;
    },

    /** Forgets the cached rules, when another instance reports a change. */
    forget() {
      cache.delete('rules');
    },
  };
}
export type ClubRulesRepository = ReturnType<typeof createClubRulesRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    clubRules: ClubRulesRepository;
  }
}

export default fp(
  async function clubRulesRepository(app: FastifyInstance) {
    const repository = createClubRulesRepository(app.db, {
      onChange: () => app.live.publish({ topic: 'rules' }),
    });
    app.live.subscribe((change) => {
      if (change.topic === 'rules') repository.forget();
    });
    app.decorate('clubRules', repository);
  },
  { name: 'club-rules-repository', dependencies: ['database', 'live'] },
);
