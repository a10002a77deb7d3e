import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bookingModeResponse } from '../../../../../common/api/booking';
import { apiPaths, XSRF_COOKIE } from '../../../../../common/api/paths';
import { HttpError } from '../../../lib/httpError';
import { testCheckoutPage } from '../../../payments/testCheckoutPage';
import { routeLimits } from '../../../plugins/external/rateLimit';
import { formTokenMatches } from '../../../plugins/external/xsrf';

declare module '../../../lib/pageQueries' {
  interface PageBundle {
    /** The booking mode's query (web/src/features/booking/api/getBookingMode.ts). */
    bookingModeQueryKey?(): readonly unknown[];
  }
}

const paymentId = z.string().regex(/^(tr|tst)_[A-Za-z0-9_-]{4,64}$/);
// 'expire' is what Mollie's test mode offers too: the payment runs out without an answer from the player.
const settleActions = { pay: 'paid', fail: 'failed', cancel: 'canceled', expire: 'expired' } as const;

/** Form posts (Mollie's webhook, the TEST checkout) arrive URL-encoded. */
const parseForm = (body: string) => Object.fromEntries(new URLSearchParams(body));

export interface PaymentRoutesOptions {
  bookingMode: 'mail' | 'online';
  /** Payments go to Mollie's test mode (PAYMENTS_TEST_MODE): the SPA shows a banner saying so. */
  testPayments: boolean;
}

/**
 * GET /booking/mode in every mode; the payment routes only in the online mode, and the TEST checkout only
 * where the booking plugin has one (outside production, without a MOLLIE_API_KEY).
 */
const paymentRoutes: FastifyPluginAsyncZod<PaymentRoutesOptions> = async (app, opts) => {
  const settings = {
    mode: opts.bookingMode,
    testPayments: opts.bookingMode === 'online' && opts.testPayments,
  };
  // The pages rendered in the server's mode (only a restart changes it), so that their first paint is right
  // and the app need not ask (nor load zod to check the answer): the privacy policy names the payment
  // provider among its processors only in the online mode; the booking page shows its mode's lead, notes
  // and form.
  app.pageQueries.add({
    topics: [],
    async queries(bundle, { screen }) {
      if ((screen !== 'privacy' && screen !== 'booking') || !bundle.bookingModeQueryKey) return [];
      return [[bundle.bookingModeQueryKey(), settings]];
    },
  });
  app.get(
    apiPaths.bookingMode.pattern,
    { schema: { response: { 200: bookingModeResponse } } },
    async () => settings,
  );

  if (opts.bookingMode !== 'online') return;

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, parseForm(body as string));
    },
  );

  // Mollie posts only the payment id; the state is always fetched from Mollie itself.
  app.post(
    apiPaths.paymentWebhook.pattern,
    { schema: { body: z.object({ id: paymentId }) }, config: { xsrf: false, ...routeLimits.paymentWebhook } },
    async (request, reply) => {
      await app.booking.syncPayment(request.body.id);
      return reply.code(200).send();
    },
  );

  const testCheckout = app.testPayments;
  if (!testCheckout) return;

  app.get(
    apiPaths.testCheckout.pattern,
    { schema: { params: z.object({ paymentId }) } },
    async (request, reply) => {
      const payment = await testCheckout.find(request.params.paymentId);
      if (!payment) throw new HttpError(404, 'Payment not found.');
      // The page's form carries the token of the cookie, handed out now if the visitor has none.
      const token = reply.xsrfToken();
      const language = await testCheckout.languageOf(payment);
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('content-language', language)
        .send(testCheckoutPage(payment, token, language));
    },
  );

  app.post(
    apiPaths.testCheckout.pattern,
    {
      schema: {
        params: z.object({ paymentId }),
        body: z.object({
          action: z.enum(['pay', 'fail', 'cancel', 'expire']),
          xsrf: z.string().max(200),
        }),
      },
      config: { xsrf: false, ...routeLimits.testCheckout },
    },
    async (request, reply) => {
      if (!formTokenMatches(request.cookies[XSRF_COOKIE], request.body.xsrf)) {
        throw new HttpError(
          403,
          'Missing or invalid cross-site token. Please reload the page and try again.',
        );
      }
      const payment = await testCheckout.find(request.params.paymentId);
      if (!payment) throw new HttpError(404, 'Payment not found.');
      await testCheckout.settle(payment.id, settleActions[request.body.action]);
      // As Mollie would: the provider reports the change, then the player returns to the site.
      await app.booking.syncPayment(payment.id);
      return reply.redirect(payment.redirectUrl, 303);
    },
  );
};
export default paymentRoutes;
