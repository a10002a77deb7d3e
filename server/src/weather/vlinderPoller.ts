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

/**
 * A station's answer is one measurement or a short list of them, a few hundred bytes: anything larger is
 * not one, and is not read into memory (docs/product.md, Weather).
 */
export const MAX_STATION_BODY_BYTES = 64 * 1024;

/** The body of a station's answer as text, refused once it exceeds MAX_STATION_BODY_BYTES. */
async function limitedText(res: Response): Promise<string> {
  const tooLarge = () => new Error(`station answer larger than ${MAX_STATION_BODY_BYTES} bytes`);
  const declared = Number(res.headers.get('content-length') ?? Number.NaN);
  if (declared > MAX_STATION_BODY_BYTES) {
    await res.body?.cancel();
    throw tooLarge();
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (res.body) {
    for await (const chunk of res.body) {
      size += chunk.byteLength;
      if (size > MAX_STATION_BODY_BYTES) {
        await res.body.cancel().catch(() => {});
        throw tooLarge();
      }
      chunks.push(chunk);
    }
  }
  return Buffer.concat(chunks).toString('utf8');
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
        // The configured address is the station: a redirect elsewhere is a failed reading, not followed.
        redirect: 'manual',
      });
      if (res.status >= 300 && res.status < 400) {
        await res.body?.cancel();
        throw new Error(`station answered ${res.status}, a redirect, which is not followed`);
      }
      if (!res.ok) {
        await res.body?.cancel();
        throw new Error(`station answered ${res.status}`);
      }
      const weather = toWeather(JSON.parse(await limitedText(res)));
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
