import { randomBytes } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import { API_BASE, apiPaths } from '../../../common/api/paths';
import type { PaymentState } from '../../../common/api/reservations';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../../common/i18n/languages';
import type { Db } from '../db/client';
import { reservations, testPayments } from '../db/schema';
import type { CreatedPayment, NewPayment, PaymentProvider } from './provider';

/** How long the test checkout keeps a payment open, as Mollie does. */
export const TEST_PAYMENT_MINUTES = 15;

export const testCheckoutPath = (paymentId: string) =>
  `${API_BASE}${apiPaths.testCheckout.path({ paymentId })}`;

/**
 * The built-in checkout for running the whole flow offline: payments live in the database and the
 * TEST checkout page settles them. It drives the same state machine as Mollie.
 */
export function testProvider(
  db: Db,
  publicUrl: string,
): PaymentProvider & {
  settle(paymentId: string, state: Exclude<PaymentState, 'open'>): Promise<boolean>;
  find(paymentId: string): Promise<typeof testPayments.$inferSelect | null>;
  languageOf(payment: typeof testPayments.$inferSelect): Promise<Language>;
} {
  const find = async (paymentId: string) => {
    const [row] = await db.select().from(testPayments).where(eq(testPayments.id, paymentId));
    return row ?? null;
  };
  return {
    name: 'test',
    async createPayment(payment: NewPayment): Promise<CreatedPayment> {
      const id = `tst_${randomBytes(12).toString('base64url')}`;
      await db.insert(testPayments).values({
        id,
        reservationId: payment.reservationId,
        amountCents: payment.amountCents,
        description: payment.description,
        redirectUrl: payment.redirectUrl,
        expiresAt: new Date(Date.now() + TEST_PAYMENT_MINUTES * 60_000),
      });
      return { paymentId: id, checkoutUrl: `${publicUrl}${testCheckoutPath(id)}` };
    },
    async getPaymentState(paymentId: string): Promise<PaymentState> {
      const row = await find(paymentId);
      if (!row) throw new Error(`unknown test payment ${paymentId}`);
      if (row.status === 'open' && row.expiresAt.getTime() <= Date.now()) return 'expired';
      return row.status;
    },
    /** Records the refund on the payment, as Mollie would; only a paid payment, up to its amount. */
    async refund(paymentId: string, amountCents: number) {
      const refunded = await db
        .update(testPayments)
        .set({ refundedCents: sql`${testPayments.refundedCents} + ${amountCents}` })
        .where(
          and(
            eq(testPayments.id, paymentId),
            eq(testPayments.status, 'paid'),
            sql`${testPayments.refundedCents} + ${amountCents} <= ${testPayments.amountCents}`,
          ),
        )
        .returning({ id: testPayments.id });
      if (refunded.length === 0) throw new Error(`test payment ${paymentId} cannot be refunded that much`);
      return { refundId: `tre_${randomBytes(12).toString('base64url')}` };
    },
    /** Only an open payment can be settled, once. */
    async settle(paymentId, state) {
      const settled = await db
        .update(testPayments)
        .set({ status: state })
        .where(
          and(
            eq(testPayments.id, paymentId),
            eq(testPayments.status, 'open'),
            gt(testPayments.expiresAt, new Date()),
          ),
        )
        .returning({ id: testPayments.id });
      return settled.length > 0;
    },
    find,
    /** The language stored with the booking the payment is for (its Accept-Language when booked). */
    async languageOf(payment) {
      const [row] = await db
        .select({ locale: reservations.locale })
        .from(reservations)
        .where(eq(reservations.id, payment.reservationId));
      return isLanguage(row?.locale) ? row.locale : DEFAULT_LANGUAGE;
    },
  };
}
export type TestPaymentProvider = ReturnType<typeof testProvider>;
