import { createMollieClient, PaymentMethod } from '@mollie/api-client';
import type { PaymentState } from '../../../common/api/reservations';
import type { CreatedPayment, NewPayment, PaymentProvider } from './provider';

const euros = (cents: number) => (cents / 100).toFixed(2);

/** Mollie's statuses, folded into ours: an authorized payment is as good as paid for a green fee. */
export function paymentStateOf(status: string): PaymentState {
  switch (status) {
    case 'paid':
    case 'authorized':
      return 'paid';
    case 'failed':
      return 'failed';
    case 'canceled':
      return 'canceled';
    case 'expired':
      return 'expired';
    default:
      return 'open';
  }
}

/** How long one call to Mollie may take, its own retries of a 5xx included (docs/product.md, Faults). */
export const MOLLIE_TIMEOUT_MS = 10_000;

export class PaymentProviderTimeout extends Error {}

/**
 * The official client sets no time limit, so a Mollie that accepts the connection and never answers would
 * keep the visitor waiting, and the time held, for as long as the socket lives. Past the limit the call
 * fails like any other error of the provider: the booking's hold is released and the visitor told.
 */
function withinTime<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new PaymentProviderTimeout(`Mollie did not answer ${what} within ${ms} ms`)),
      ms,
    );
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

export function mollieProvider(options: {
  apiKey: string;
  apiEndpoint?: string;
  timeoutMs?: number;
}): PaymentProvider {
  const client = createMollieClient({
    apiKey: options.apiKey,
    ...(options.apiEndpoint ? { apiEndpoint: options.apiEndpoint } : {}),
  });
  const timeoutMs = options.timeoutMs ?? MOLLIE_TIMEOUT_MS;
  return {
    name: 'mollie',
    async createPayment(payment: NewPayment): Promise<CreatedPayment> {
      const created = await withinTime(
        client.payments.create({
          amount: { currency: 'EUR', value: euros(payment.amountCents) },
          description: payment.description,
          redirectUrl: payment.redirectUrl,
          ...(payment.webhookUrl ? { webhookUrl: payment.webhookUrl } : {}),
          // Bancontact first: the Belgian standard; cards for visitors from abroad.
          method: [PaymentMethod.bancontact, PaymentMethod.creditcard],
          metadata: { reservationId: payment.reservationId },
        }),
        timeoutMs,
        'creating a payment',
      );
      const checkoutUrl = created.getCheckoutUrl();
      if (!checkoutUrl) throw new Error('Mollie returned a payment without a checkout URL');
      return { paymentId: created.id, checkoutUrl };
    },
    async getPaymentState(paymentId: string): Promise<PaymentState> {
      const payment = await withinTime(client.payments.get(paymentId), timeoutMs, 'reading a payment');
      return paymentStateOf(payment.status);
    },
    async refund(paymentId: string, amountCents: number, description: string) {
      const refund = await withinTime(
        client.paymentRefunds.create({
          paymentId,
          amount: { currency: 'EUR', value: euros(amountCents) },
          description,
        }),
        timeoutMs,
        'refunding a payment',
      );
      return { refundId: refund.id };
    },
  };
}
