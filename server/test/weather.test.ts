import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { isCurrentWeather, weather } from '../../common/api/content';
import { toWeather } from '../src/weather/vlinderPoller';
import { build } from './helpers';

/** A local stand-in for the VLINDER API: nothing here calls the internet. */
async function fakeStation() {
  let reading: unknown = null;
  let status = 200;
  const paths: string[] = [];
  const server: Server = createServer((req, res) => {
    paths.push(req.url ?? '');
    if (req.url?.startsWith('/elsewhere')) {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(measurement(new Date().toISOString(), { temp: 99 })));
      return;
    }
    if (status === 302) {
      res.statusCode = 302;
      res.setHeader('location', '/elsewhere/measurements');
      res.end();
      return;
    }
    if (status === 299) {
      // A large answer sent in chunks, without a Content-Length to refuse it by.
      res.setHeader('content-type', 'application/json');
      res.write('[');
      const one = JSON.stringify(measurement(new Date().toISOString(), { temp: 99 }));
      for (let i = 0; i < 2000; i++) res.write(`${one},`);
      res.end(`${one}]`);
      return;
    }
    res.statusCode = status;
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(reading));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`,
    paths,
    set(next: unknown, nextStatus = 200) {
      reading = next;
      status = nextStatus;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const measurement = (time: string, overrides: Record<string, unknown> = {}) => ({
  temp: 11.4,
  humidity: 87,
  pressure: 1012.6,
  windSpeed: 23.5,
  windDirection: 245,
  time,
  status: 'Ok',
  ...overrides,
});

describe('the VLINDER weather station', async () => {
  const station = await fakeStation();
  afterAll(() => station.close());
  station.set(measurement(new Date().toISOString()));
  const { app } = await build({
    env: {
      VLINDER_BASE_URL: station.baseUrl,
      VLINDER_STATION_ID: 'vlinder42',
      VLINDER_INTERVAL_MINUTES: '5',
    },
  });
  const stored = async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/websitecontent/vlinder' });
    return weather.parse(JSON.parse(res.json().content));
  };

  it('reads the station on start and writes the vlinder content item', async () => {
    await expect.poll(async () => (await stored()).temperature, { timeout: 60_000 }).toBe(11.4);
    expect(station.paths[0]).toBe('/api/measurements/vlinder42');
    expect(await stored()).toMatchObject({
      wind: 23.5,
      humidity: 87,
      airPressure: 1012.6,
      windDirection: 245,
      status: 'Ok',
    });
  });

  it('keeps the last reading when the station fails, and marks an offline station', async () => {
    const before = await stored();
    const { createVlinderPoller } = await import('../src/weather/vlinderPoller');
    const poller = createVlinderPoller({
      baseUrl: station.baseUrl,
      stationId: 'vlinder42',
      intervalMs: 60_000,
      content: app.contentRepository,
      log: app.log,
    });
    station.set({ error: 'boom' }, 500);
    await poller.pollOnce();
    expect((await stored()).temperature).toBe(before.temperature);
    station.set(measurement(new Date().toISOString(), { status: 'Offline', temp: 3 }));
    await poller.pollOnce();
    const offline = await stored();
    expect(offline.status).toBe('Offline');
    expect(isCurrentWeather(offline)).toBe(false);
  });

  it('does not follow a redirect, nor read an answer over 64 KiB: each is a failed reading, logged', async () => {
    const { createVlinderPoller, MAX_STATION_BODY_BYTES } = await import('../src/weather/vlinderPoller');
    const warnings: string[] = [];
    const log = {
      warn: (fields: { err?: Error }, message: string) => {
        warnings.push(`${message}: ${fields.err?.message}`);
      },
    } as unknown as typeof app.log;
    const poller = createVlinderPoller({
      baseUrl: station.baseUrl,
      stationId: 'vlinder42',
      intervalMs: 60_000,
      content: app.contentRepository,
      log,
    });
    station.set(measurement(new Date().toISOString(), { temp: 12 }));
    await poller.pollOnce();
    expect((await stored()).temperature).toBe(12);
    expect(warnings).toEqual([]);

    station.set(null, 302);
    await poller.pollOnce();
    expect(station.paths.some((path) => path.startsWith('/elsewhere'))).toBe(false);
    expect(warnings.pop()).toBe(
      'weather station reading failed: station answered 302, a redirect, which is not followed',
    );

    const tooLarge = `station answer larger than ${MAX_STATION_BODY_BYTES} bytes`;
    const many = Array.from({ length: 1000 }, () => measurement(new Date().toISOString(), { temp: 99 }));
    expect(JSON.stringify(many).length).toBeGreaterThan(64 * 1024);
    station.set(many);
    await poller.pollOnce();
    expect(warnings.pop()).toBe(`weather station reading failed: ${tooLarge}`);

    station.set(null, 299);
    await poller.pollOnce();
    expect(warnings.pop()).toBe(`weather station reading failed: ${tooLarge}`);
    expect((await stored()).temperature).toBe(12);
  });
});

describe('turning a station answer into the weather bar reading', () => {
  it('takes the newest of a list, and judges readings over 30 minutes old as not current', () => {
    const reading = toWeather([
      measurement('2026-11-22T08:00:00Z'),
      measurement('2026-11-22T08:05:00Z', { temp: 9 }),
    ]);
    expect(reading).toMatchObject({ temperature: 9, time: '2026-11-22T08:05:00.000Z', status: 'Ok' });
    expect(isCurrentWeather(reading, new Date('2026-11-22T08:35:00Z'))).toBe(true);
    expect(isCurrentWeather(reading, new Date('2026-11-22T08:35:01Z'))).toBe(false);
  });

  it('refuses answers that are not measurements', () => {
    expect(() => toWeather({ temp: 'warm' })).toThrow();
    expect(() => toWeather([])).toThrow();
  });
});
