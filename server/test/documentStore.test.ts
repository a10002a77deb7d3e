import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createDocumentStore, StaleVersionError } from '../src/content/documentStore';
import { auditLog } from '../src/db/schema';
import { testDatabase } from './helpers';

interface Doc {
  text: string;
}
const summary = (before: Doc, after: Doc) => `${before.text} → ${after.text}`;

/** server/src/content/documentStore.ts: drafts, publishing, history, restore and stale versions. */
describe('the document store', async () => {
  const database = await testDatabase();
  const changes: string[] = [];
  const store = createDocumentStore(database.db, {
    cacheMs: 0,
    onChange: async (key) => void changes.push(key),
  });

  it('seeds once, with revision 1', async () => {
    expect(await store.seed('test:a', { text: 'one' })).toBe(true);
    expect(await store.seed('test:a', { text: 'other' })).toBe(false);
    const row = await store.get<Doc>('test:a');
    expect(row).toMatchObject({ version: 1, draft: null, published: { text: 'one' }, updatedBy: 'seed' });
    expect(await store.revisions('test:a')).toMatchObject([{ n: 1, createdBy: 'seed', restoredFrom: null }]);
  });

  it('keeps a draft from visitors until it is published, then records a revision', async () => {
    await store.seed('test:b', { text: 'one' });
    const draft = await store.saveDraft('ann', 'test:b', 1, { text: 'two' }, 'changed text');
    expect(draft).toMatchObject({ version: 2, draft: { text: 'two' }, published: { text: 'one' } });
    expect(await store.published('test:b')).toEqual({ text: 'one' });
    const done = await store.publish<Doc>('ann', 'test:b', 2, summary);
    expect(done).toMatchObject({ version: 3, draft: null, published: { text: 'two' }, publishedBy: 'ann' });
    expect(await store.published('test:b')).toEqual({ text: 'two' });
    const [latest] = await store.revisions('test:b');
    expect(latest).toMatchObject({ n: 2, createdBy: 'ann', summary: 'one → two' });
    expect(changes).toContain('test:b');
  });

  it('refuses a save on an older version, naming who saved the newer one', async () => {
    await store.seed('test:c', { text: 'one' });
    await store.saveDraft('ann', 'test:c', 1, { text: 'Ann' }, 'Ann');
    const late = store.saveDraft('bob', 'test:c', 1, { text: 'Bob' }, 'Bob');
    await expect(late).rejects.toBeInstanceOf(StaleVersionError);
    await expect(late).rejects.toMatchObject({ statusCode: 409, answer: { updatedBy: 'ann', version: 2 } });
    expect((await store.get<Doc>('test:c'))?.draft).toEqual({ text: 'Ann' });
  });

  it('refuses to publish without a draft', async () => {
    await store.seed('test:d', { text: 'one' });
    await expect(store.publish('ann', 'test:d', 1, summary)).rejects.toMatchObject({ statusCode: 409 });
  });

  it('restores an old revision as a new one, audited', async () => {
    await store.seed('test:e', { text: 'one' });
    await store.saveDraft('ann', 'test:e', 1, { text: 'two' }, 'two');
    await store.publish('ann', 'test:e', 2, summary);
    const restored = await store.restore<Doc>('bob', 'test:e', 1, 3);
    expect(restored).toMatchObject({ version: 4, published: { text: 'one' } });
    expect((await store.revisions('test:e'))[0]).toMatchObject({ n: 3, restoredFrom: 1, createdBy: 'bob' });
    await expect(store.restore('bob', 'test:e', 9, 4)).rejects.toMatchObject({ statusCode: 404 });
    const audit = await database.db.select().from(auditLog).where(eq(auditLog.action, 'document.restore'));
    expect(audit.some((line) => line.target.startsWith('test:e revision 3'))).toBe(true);
  });

  it('lets only one of two simultaneous saves on the same version through', async () => {
    await store.seed('test:f', { text: 'one' });
    const results = await Promise.allSettled([
      store.saveDraft('ann', 'test:f', 1, { text: 'Ann' }, 'Ann'),
      store.saveDraft('bob', 'test:f', 1, { text: 'Bob' }, 'Bob'),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.filter((r) => r.status === 'rejected')).toHaveLength(1);
  });

  it('lists documents by prefix, the prefix taken literally', async () => {
    await store.seed('list:x', { text: 'x' });
    await store.seed('list_y', { text: 'y' });
    expect((await store.list('list:')).map((row) => row.key)).toEqual(['list:x']);
  });
});
