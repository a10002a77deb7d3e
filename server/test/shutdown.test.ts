import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { greenfeeRequestFields } from '../../common/validation/greenfeeRequestFields';
import { formatRequestLines } from '../../common/validation/requestLines';
import { daysFromToday, testDbKind } from './helpers';
import { databaseForProcesses, startServerProcess, waitUntilHealthy } from './processes';

const PORT = 18_000 + Math.floor(Math.random() * 1000);
const base = `http://127.0.0.1:${PORT}`;

// A process-level test: it needs its own PGlite data folder, so it runs once, in the PGlite project.
describe.runIf(testDbKind === 'pglite')('the server process', () => {
  const drops: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const drop of drops) await drop();
  });

  it('refuses to start on a bad environment value and names it', async () => {
    const { exited, output } = startServerProcess({ PORT: 'eighty' });
    expect(await exited).toBe(1);
    expect(output()).toContain('PORT');
  });

  it('on SIGTERM finishes the requests in flight, closes the database and exits', async () => {
    const folder = await databaseForProcesses('shutdown', { migrated: true });
    drops.push(folder.drop);
    const dataDir = folder.env.DATA_DIR as string;
    const server = startServerProcess({ PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: 'info' });
    const { child, output, exited } = server;
    await waitUntilHealthy(server, PORT);

    // Double-submit: any token the client holds works when cookie and header agree (pages hand one out).
    const token = 'shutdown-test-token-0123456789';
    const send = (i: number) =>
      fetch(`${base}/api/v1/reserve/greenfee`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${token}`, 'x-xsrf-token': token },
        body: JSON.stringify({
          content: formatRequestLines(greenfeeRequestFields, {
            firstname: `Shutdown${i}`,
            lastname: 'Tester',
            handicap: '20',
            email: 'shutdown@example.net',
            telephone: '+32 470 00 00 00',
            adults: '1',
            date: daysFromToday(5),
            time: '09:00',
          }),
        }),
      }).then(
        (res) => res.status,
        () => 'refused' as const,
      );

    const inFlight = Array.from({ length: 10 }, (_, i) => send(i));
    await new Promise((r) => setTimeout(r, 5));
    child.kill('SIGTERM');
    const statuses = await Promise.all(inFlight);
    expect(await exited).toBe(0);
    expect(output()).toContain('shutting down');
    // Every request either completed or was never taken; none was cut off half-way.
    for (const status of statuses) expect([201, 503, 'refused']).toContain(status);

    const accepted = statuses.filter((s) => s === 201).length;
    const db = await PGlite.create(join(dataDir, 'pglite'));
    try {
      const { rows } = await db.query<{ n: number }>(
        "select count(*)::int as n from booking_requests where fields->>'lastname' = 'Tester'",
      );
      expect(rows[0]?.n).toBe(accepted);
    } finally {
      await db.close();
    }
  });
});
