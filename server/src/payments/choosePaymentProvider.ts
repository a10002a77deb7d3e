import type { Db } from '../db/client';
import { mollieProvider } from './mollieProvider';
import type { PaymentProvider } from './provider';
import { type TestPaymentProvider, testProvider } from './testProvider';

export interface PaymentSettings {
  env: 'development' | 'production' | 'test';
  mollieApiKey: string | undefined;
  /** Tests point the Mollie client at a local fake. */
  mollieApiEndpoint?: string | undefined;
  /** Tests shorten the limit on one call to Mollie (mollieProvider.ts). */
  mollieTimeoutMs?: number | undefined;
  db: Db;
  publicUrl: string;
}

/**
 * Mollie when a key is configured; else, outside production only, the built-in TEST checkout. Production
 * has no TEST checkout at all: anyone could settle its payments (config.ts refuses online booking there
 * without a key; this refuses again, should a caller get past it).
 */
export function choosePaymentProvider(settings: PaymentSettings): {
  provider: PaymentProvider;
  testCheckout: TestPaymentProvider | null;
} {
  if (settings.mollieApiKey) {
    const provider = mollieProvider({
      apiKey: settings.mollieApiKey,
      ...(settings.mollieApiEndpoint ? { apiEndpoint: settings.mollieApiEndpoint } : {}),
      ...(settings.mollieTimeoutMs ? { timeoutMs: settings.mollieTimeoutMs } : {}),
    });
    return { provider, testCheckout: null };
  }
  if (settings.env === 'production') {
    throw new Error('MOLLIE_API_KEY is not set: production has no TEST checkout to take payments with');
  }
  const testCheckout = testProvider(settings.db, settings.publicUrl);
  return { provider: testCheckout, testCheckout };
}
