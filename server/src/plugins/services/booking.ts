import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type BookingService, createBookingService } from '../../booking/bookingService';
import { type RepeatingTask, repeatingTask } from '../../lib/repeatingTask';
import { choosePaymentProvider } from '../../payments/choosePaymentProvider';
import type { PaymentProvider } from '../../payments/provider';
import type { TestPaymentProvider } from '../../payments/testProvider';

declare module 'fastify' {
  interface FastifyInstance {
    booking: BookingService;
    paymentProvider: PaymentProvider;
    /** The built-in TEST checkout, present only outside production when no MOLLIE_API_KEY is configured. */
    testPayments: TestPaymentProvider | null;
  }
}

export interface BookingPluginOptions {
  env: 'development' | 'production' | 'test';
  publicUrl: string;
  clubEmail: string;
  mollieApiKey: string | undefined;
  /** Tests point the Mollie client at a local fake. */
  mollieApiEndpoint?: string;
  /** Tests shorten the limit on one call to Mollie. */
  mollieTimeoutMs?: number;
  sweepMs?: number;
}

export default fp(
  async function booking(app: FastifyInstance, opts: BookingPluginOptions) {
    const { provider, testCheckout: test } = choosePaymentProvider({
      env: opts.env,
      mollieApiKey: opts.mollieApiKey,
      mollieApiEndpoint: opts.mollieApiEndpoint,
      mollieTimeoutMs: opts.mollieTimeoutMs,
      db: app.db,
      publicUrl: opts.publicUrl,
    });
    if (test) app.log.info('MOLLIE_API_KEY is not set: online payments use the built-in TEST checkout');
    const service = createBookingService({
      db: app.db,
      log: app.log,
      reservations: app.reservationRepository,
      payments: provider,
      publicUrl: opts.publicUrl,
      clubEmail: opts.clubEmail,
      clubDetails: () => app.clubDetails.get(),
      kickOutbox: () => app.outbox.kick(),
      onConfirmed: () => app.live.publish({ topic: 'tee-sheet' }),
    });
    app.decorate('booking', service);
    app.decorate('paymentProvider', provider);
    app.decorate('testPayments', test);

    let sweeping: RepeatingTask | null = null;
    app.addHook('onReady', async () => {
      sweeping = repeatingTask(
        () =>
          service
            .sweep()
            .catch((error: unknown) =>
              app.log.warn(
                { code: (error as { code?: string }).code },
                'could not list lapsed bookings; will retry',
              ),
            ),
        opts.sweepMs ?? 60_000,
      );
    });
    app.addHook('preClose', async () => sweeping?.stop());
  },
  {
    name: 'booking',
    dependencies: ['database', 'live', 'reservation-repository', 'outbox', 'club-details'],
  },
);
