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

export function mollieProvider(options: { apiKey: string; apiEndpoint?: string }): PaymentProvider {
  const client = createMollieClient({
    apiKey: options.apiKey,
    ...(options.apiEndpoint ? { apiEndpoint: options.apiEndpoint } : {}),
  });
  return {
    name: 'mollie',
    async createPayment(payment: NewPayment): Promise<CreatedPayment> {
      const created = await client.payments.create({
        amount: { currency: 'EUR', value: euros(payment.amountCents) },
        description: payment.description,
        redirectUrl: payment.redirectUrl,
        ...(payment.webhookUrl ? { webhookUrl: payment.webhookUrl } : {}),
        // Bancontact first: the Belgian standard; cards for visitors from abroad.
        method: [PaymentMethod.bancontact, PaymentMethod.creditcard],
        metadata: { reservationId: payment.reservationId },
      });
      const checkoutUrl = created.getCheckoutUrl();
      if (!checkoutUrl) throw new Error('Mollie returned a payment without a checkout URL');
      return { paymentId: created.id, checkoutUrl };
    },
    async getPaymentState(paymentId: string): Promise<PaymentState> {
      const payment = await client.payments.get(paymentId);
      return paymentStateOf(payment.status);
    },
    async refund(paymentId: string, amountCents: number, description: string) {
      const refund = await client.paymentRefunds.create({
        paymentId,
        amount: { currency: 'EUR', value: euros(amountCents) },
        description,
      });
      return { refundId: refund.id };
    },
  };
}
