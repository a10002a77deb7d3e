import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createVlinderPoller } from '../../weather/vlinderPoller';

export interface WeatherPluginOptions {
  vlinder: { baseUrl: string; stationId: string; intervalMs: number } | undefined;
}

/** Polls the club's weather station while the app runs; without a configured station it does nothing. */
export default fp(
  async function weather(app: FastifyInstance, opts: WeatherPluginOptions) {
    if (!opts.vlinder) {
      app.log.info('VLINDER_BASE_URL/VLINDER_STATION_ID not set: the weather bar shows the stored reading');
      return;
    }
    const poller = createVlinderPoller({ ...opts.vlinder, content: app.contentRepository, log: app.log });
    app.addHook('onReady', async () => poller.start());
    app.addHook('preClose', async () => poller.stop());
  },
  { name: 'weather', dependencies: ['content-repository'] },
);
