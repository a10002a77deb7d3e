import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { priceListBody } from '../../../common/api/priceLists';
import { SEEDED_PRICE_LISTS } from '../../../common/test/seededPriceList';
import { migrationsFolder } from '../lib/projectRoot';

/** The JSON that migration 0016 inserts into price_lists, as the database reads the SQL literal. */
function migratedPriceList(): unknown {
  const file = readdirSync(migrationsFolder).find((name) => name.startsWith('0016_'));
  if (!file) throw new Error('No migration 0016');
  const sql = readFileSync(join(migrationsFolder, file), 'utf8');
  const literal =
    /INSERT INTO "price_lists" \("effective_from", "body"\) VALUES \('([^']+)', '((?:[^']|'')*)'::jsonb\)/.exec(
      sql,
    );
  if (!literal?.[1] || !literal[2]) throw new Error('No INSERT of the seeded price list in migration 0016');
  return { effectiveFrom: literal[1], body: JSON.parse(literal[2].replaceAll("''", "'")) };
}

describe('migration 0016', () => {
  it('inserts exactly the seeded price list of common/rules/priceLists.ts', () => {
    const seeded = SEEDED_PRICE_LISTS[0];
    expect(SEEDED_PRICE_LISTS).toHaveLength(1);
    expect(migratedPriceList()).toEqual({ effectiveFrom: seeded?.effectiveFrom, body: seeded });
  });

  it('inserts a list the staff API would accept', () => {
    const { body } = migratedPriceList() as { body: unknown };
    expect(priceListBody.safeParse(body).success).toBe(true);
  });
});
