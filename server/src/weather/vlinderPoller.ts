import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Weather } from '../../../common/api/content';
import { type RepeatingTask, repeatingTask } from '../lib/repeatingTask';
import type { ContentRepository } from '../repositories/contentRepository';

/** One measurement of a VLINDER station, as its public API gives it. */
const measurement = z.object({
  temp: z.number(),
  humidity: z.number(),
  pressure: z.number(),
  windSpeed: z.number(),
  windDirection: z.number().optional(),
  time: z.string(),
  status: z.string().optional(),
});

/** The API answers with a measurement or a list of them; the newest one counts. */
const measurements = z.union([measurement, z.array(measurement).min(1)]);

export function toWeather(body: unknown): Weather {
  const parsed = measurements.parse(body);
  const list = Array.isArray(parsed) ? parsed : [parsed];
  const latest = list.reduce((a, b) => (Date.parse(b.time) > Date.parse(a.time) ? b : a));
  return {
    wind: latest.windSpeed,
    humidity: latest.humidity,
    temperature: latest.temp,
    airPressure: latest.pressure,
    ...(latest.windDirection === undefined ? {} : { windDirection: latest.windDirection }),
    time: new Date(latest.time).toISOString(),
    status: latest.status?.toLowerCase() === 'offline' ? 'Offline' : 'Ok',
  };
}

export interface VlinderPollerOptions {
  baseUrl: string;
  stationId: string;
  intervalMs: number;
  content: ContentRepository;
  log: FastifyBaseLogger;
}

/** Reads the club's own VLINDER station and keeps the `vlinder` content item up to date. */
export function createVlinderPoller(opts: VlinderPollerOptions) {
  let polling: RepeatingTask | null = null;
  const url = `${opts.baseUrl.replace(/\/+$/, '')}/measurements/${encodeURIComponent(opts.stationId)}`;

  async function pollOnce(): Promise<void> {
    try {
      const res = await fetch(url, {
        signal: AbortSignal.timeout(10_000),
        headers: { accept: 'application/json' },
      });
      if (!res.ok) throw new Error(`station answered ${res.status}`);
      const weather = toWeather(await res.json());
      await opts.content.set('vlinder', JSON.stringify(weather));
    } catch (error) {
      // The last reading stays; its time tells the weather bar how old it is.
      opts.log.warn({ err: error, url }, 'weather station reading failed');
    }
  }

  return {
    start() {
      polling = repeatingTask(pollOnce, opts.intervalMs);
      void polling.runNow();
    },
    async stop() {
      await polling?.stop();
      polling = null;
    },
    pollOnce,
  };
}
