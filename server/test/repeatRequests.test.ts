import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiPaths } from '../../common/api/paths';
import { buildApp } from '../src/app';
import { bookingRequests, mailOutbox } from '../src/db/schema';
import { api, greenfeeText, tableText, validGreenfee, validTable } from './fixtures';
import { build, postJson, testConfig } from './helpers';

const greenfeeUrl = api(apiPaths.reserveGreenfee.path());
const tableUrl = api(apiPaths.reserveTable.path());

/** docs/product.md, Abuse limits: a second identical mail request within 10 minutes is not stored or mailed again. */
describe('repeated mail requests', async () => {
  const { app, database } = await build();
  const { db } = database;
  const send = (url: string, content: string, target = app) => postJson(target, url, { content });
  const counts = async () => {
    const [requests] = await db.select({ n: count() }).from(bookingRequests);
    const [mails] = await db.select({ n: count() }).from(mailOutbox);
    return { requests: Number(requests?.n), mails: Number(mails?.n) };
  };
  let player = 0;
  const uniqueGreenfee = () => greenfeeText({ ...validGreenfee(), email: `repeat${++player}@example.net` });

  it('answers a second identical green-fee request as the first, without a second row or mail', async () => {
    const content = uniqueGreenfee();
    const first = await send(greenfeeUrl, content);
    expect(first.statusCode).toBe(201);
    const before = await counts();
    const second = await send(greenfeeUrl, content);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(await counts()).toEqual(before);
  });

  it('does the same for a table request', async () => {
    const content = tableText({ ...validTable(), email: `table${++player}@example.net` });
    const first = await send(tableUrl, content);
    const before = await counts();
    const second = await send(tableUrl, content);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(await counts()).toEqual(before);
  });

  it('stores a request that differs in a field', async () => {
    const values = { ...validGreenfee(), email: `differs${++player}@example.net` };
    await send(greenfeeUrl, greenfeeText(values));
    const before = await counts();
    const other = await send(greenfeeUrl, greenfeeText({ ...values, remarks: 'Two buggies, please.' }));
    expect(other.statusCode).toBe(201);
    expect(await counts()).toEqual({ requests: before.requests + 1, mails: before.mails + 2 });
  });

  it('stores the same request again once 10 minutes have passed', async () => {
    const content = uniqueGreenfee();
    const first = (await send(greenfeeUrl, content)).json() as { id: string };
    await db
      .update(bookingRequests)
      .set({ createdAt: sql`now() - interval '11 minutes'` })
      .where(eq(bookingRequests.id, first.id));
    const before = await counts();
    const again = (await send(greenfeeUrl, content)).json() as { id: string };
    expect(again.id).not.toBe(first.id);
    expect(await counts()).toEqual({ requests: before.requests + 1, mails: before.mails + 2 });
  });

  it('stores one of a burst of identical requests sent at once, through two instances on one database', async () => {
    const other = await buildApp({ config: testConfig(), database, logger: false, webRoot: '/nonexistent' });
    await other.ready();
    try {
      const content = uniqueGreenfee();
      const before = await counts();
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) => send(greenfeeUrl, content, i % 2 ? other : app)),
      );
      expect(answers.map((res) => res.statusCode)).toEqual(Array(10).fill(201));
      expect(new Set(answers.map((res) => (res.json() as { id: string }).id)).size).toBe(1);
      expect(await counts()).toEqual({ requests: before.requests + 1, mails: before.mails + 2 });
    } finally {
      await other.close();
    }
  });
});
