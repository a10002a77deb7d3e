import { describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { choosePaymentProvider } from './choosePaymentProvider';

// Choosing touches no database: the TEST provider uses it only when a payment is made.
const db = {} as Db;
const publicUrl = 'https://golf.example.org';

describe('choosePaymentProvider', () => {
  it('takes Mollie whenever a key is set, with no TEST checkout', () => {
    for (const env of ['production', 'development', 'test'] as const) {
      const chosen = choosePaymentProvider({
        env,
        mollieApiKey: 'live_abcdefghijklmnopqrstuvwxyz0123',
        db,
        publicUrl,
      });
      expect(chosen.provider.name).toBe('mollie');
      expect(chosen.testCheckout).toBeNull();
    }
  });

  it('takes the TEST checkout without a key outside production', () => {
    for (const env of ['development', 'test'] as const) {
      const chosen = choosePaymentProvider({ env, mollieApiKey: undefined, db, publicUrl });
      expect(chosen.provider.name).toBe('test');
      expect(chosen.testCheckout).toBe(chosen.provider);
    }
  });

  it('refuses to choose the TEST checkout in production', () => {
    expect(() =>
      choosePaymentProvider({ env: 'production', mollieApiKey: undefined, db, publicUrl }),
    ).toThrow(/MOLLIE_API_KEY is not set: production has no TEST checkout/);
  });
});
