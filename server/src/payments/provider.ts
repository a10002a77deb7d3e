import type { PaymentState } from '../../../common/api/reservations';

export interface NewPayment {
  reservationId: string;
  amountCents: number;
  description: string;
  /** Where the player lands after the checkout, whatever its outcome. */
  redirectUrl: string;
  /** Where the provider reports a change; it carries only the payment id. */
  webhookUrl: string;
}

export interface CreatedPayment {
  paymentId: string;
  checkoutUrl: string;
}

/** A payment service: Mollie in production, the built-in test checkout without a MOLLIE_API_KEY. */
export interface PaymentProvider {
  readonly name: 'mollie' | 'test';
  createPayment(payment: NewPayment): Promise<CreatedPayment>;
  /** The payment's state as the provider knows it now: never trust the webhook's word alone. */
  getPaymentState(paymentId: string): Promise<PaymentState>;
  /** Refunds the amount of a paid payment to the player; answers the provider's id of the refund. */
  refund(paymentId: string, amountCents: number, description: string): Promise<{ refundId: string }>;
}
