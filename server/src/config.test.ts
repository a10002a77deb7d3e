import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, PUBLIC_URL_REQUIRED } from './config';

/** The ConfigError loadConfig throws for env, or a failure when it does not throw one. */
function configError(env: Record<string, string | undefined>): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return error as ConfigError;
  }
  throw new Error(`expected ${JSON.stringify(env)} to be refused`);
}

/** A production server's one required variable (see 'PUBLIC_URL in production' below). */
const site = { PUBLIC_URL: 'https://golf.example.org' };

describe('loadConfig: defaults', () => {
  it('runs a command on an empty environment', () => {
    expect(loadConfig({}, { purpose: 'command' })).toEqual({
      env: 'production',
      host: '0.0.0.0',
      port: 8080,
      dataDir: './data',
      databaseUrl: undefined,
      publicUrl: 'http://localhost:8080',
      clubEmail: 'club@example.org',
      smtpUrl: undefined,
      mailFrom: 'Royal Links Golf Club <no-reply@example.org>',
      admin: undefined,
      logLevel: 'info',
      rateLimitMax: 20,
      trustProxy: ['loopback'],
      holdLimits: { perEmail: 1, perClient: 3 },
      liveLimits: { maxConnections: 1000, maxPerClient: 10 },
      bookingMode: 'mail',
      mollieApiKey: undefined,
      paymentsTestMode: false,
      timeouts: {
        requestMs: 60_000,
        uploadMs: 1_200_000,
        headersMs: 10_000,
        keepAliveMs: 65_000,
        connectionMs: 120_000,
      },
      vlinder: undefined,
      accounts: { sessionIdleMs: 1_800_000, lockoutBaseMs: 30_000, lockoutMaxMs: 900_000 },
      retention: {
        requestMonths: 12,
        bookingMonths: 24,
        sentMailDays: 30,
        auditMonths: 24,
        testPaymentDays: 30,
      },
    });
  });

  it('treats empty optional values as unset', () => {
    const config = loadConfig({
      DATABASE_URL: '',
      SMTP_URL: '  ',
      PUBLIC_URL: '',
      ADMIN_EMAIL: '',
      ADMIN_PASSWORD: '',
      NODE_ENV: 'development',
    });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:8080');
    expect(config.admin).toBeUndefined();
  });

  it('gives empty variables with a default that default', () => {
    const config = loadConfig(
      { PORT: '', RATE_LIMIT_MAX: ' ', CLUB_EMAIL: '', DATA_DIR: '' },
      { purpose: 'command' },
    );
    expect(config.port).toBe(8080);
    expect(config.rateLimitMax).toBe(20);
    expect(config.clubEmail).toBe('club@example.org');
    expect(config.dataDir).toBe('./data');
  });
});

describe('loadConfig: accepted values', () => {
  it('reads every variable', () => {
    const config = loadConfig({
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: '3000',
      DATA_DIR: '/var/lib/golf',
      DATABASE_URL: 'postgresql://golf:secret@db:5432/golf',
      PUBLIC_URL: 'https://golf.example.org',
      CLUB_EMAIL: 'secretariat@golf.example.org',
      SMTP_URL: 'smtps://user:pass@mail.example.org:465',
      MAIL_FROM: 'Golf <no-reply@golf.example.org>',
      ADMIN_EMAIL: 'admin@golf.example.org',
      ADMIN_PASSWORD: 'a long enough password',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '5',
      TRUST_PROXY: '10.0.0.2',
      HOLD_LIMIT_PER_EMAIL: '2',
      HOLD_LIMIT_PER_CLIENT: '4',
      LIVE_MAX_CONNECTIONS: '200',
      LIVE_MAX_PER_CLIENT: '6',
      BOOKING_MODE: 'online',
      MOLLIE_API_KEY: 'test_abcdefghijklmnopqrstuvwxyz0123',
      PAYMENTS_TEST_MODE: 'true',
      VLINDER_BASE_URL: 'https://weather.example.org/api',
      VLINDER_STATION_ID: 'vlinder05',
      VLINDER_INTERVAL_MINUTES: '10',
      SESSION_IDLE_MINUTES: '20',
      LOGIN_LOCKOUT_BASE_SECONDS: '5',
      LOGIN_LOCKOUT_MAX_MINUTES: '60',
      REQUEST_TIMEOUT_SECONDS: '20',
      UPLOAD_TIMEOUT_SECONDS: '600',
      HEADERS_TIMEOUT_SECONDS: '8',
      KEEP_ALIVE_TIMEOUT_SECONDS: '4',
      CONNECTION_TIMEOUT_SECONDS: '45',
      RETENTION_REQUEST_MONTHS: '18',
      RETENTION_BOOKING_MONTHS: '60',
      RETENTION_MAIL_DAYS: '14',
      RETENTION_AUDIT_MONTHS: '36',
      RETENTION_TEST_PAYMENT_DAYS: '7',
    });
    expect(config).toEqual({
      env: 'development',
      host: '127.0.0.1',
      port: 3000,
      dataDir: '/var/lib/golf',
      databaseUrl: 'postgresql://golf:secret@db:5432/golf',
      publicUrl: 'https://golf.example.org',
      clubEmail: 'secretariat@golf.example.org',
      smtpUrl: 'smtps://user:pass@mail.example.org:465',
      mailFrom: 'Golf <no-reply@golf.example.org>',
      admin: { email: 'admin@golf.example.org', password: 'a long enough password' },
      logLevel: 'warn',
      rateLimitMax: 5,
      trustProxy: ['loopback', '10.0.0.2'],
      holdLimits: { perEmail: 2, perClient: 4 },
      liveLimits: { maxConnections: 200, maxPerClient: 6 },
      bookingMode: 'online',
      mollieApiKey: 'test_abcdefghijklmnopqrstuvwxyz0123',
      paymentsTestMode: true,
      timeouts: {
        requestMs: 20_000,
        uploadMs: 600_000,
        headersMs: 8000,
        keepAliveMs: 4000,
        connectionMs: 45_000,
      },
      vlinder: { baseUrl: 'https://weather.example.org/api', stationId: 'vlinder05', intervalMs: 600_000 },
      accounts: { sessionIdleMs: 1_200_000, lockoutBaseMs: 5000, lockoutMaxMs: 3_600_000 },
      retention: {
        requestMonths: 18,
        bookingMonths: 60,
        sentMailDays: 14,
        auditMonths: 36,
        testPaymentDays: 7,
      },
    });
  });

  it('builds the default public URL from the port and drops trailing slashes', () => {
    expect(loadConfig({ NODE_ENV: 'development', PORT: '9000' }).publicUrl).toBe('http://localhost:9000');
    expect(loadConfig({ PUBLIC_URL: 'https://golf.example.org///' }).publicUrl).toBe(
      'https://golf.example.org',
    );
  });

  it.each(['1', '65535', ' 8081 '])('accepts PORT=%j', (port) => {
    expect(loadConfig({ ...site, PORT: port }).port).toBe(Number(port.trim()));
  });

  it('accepts postgres:// and smtp:// URLs', () => {
    expect(loadConfig({ ...site, DATABASE_URL: 'postgres://localhost/golf' }).databaseUrl).toBe(
      'postgres://localhost/golf',
    );
    expect(loadConfig({ ...site, SMTP_URL: 'smtp://localhost:25' }).smtpUrl).toBe('smtp://localhost:25');
  });
});

describe('loadConfig: refused values throw a ConfigError naming the variable', () => {
  it.each([
    ['PORT', 'abc'],
    ['PORT', '0'],
    ['PORT', '65536'],
    ['PORT', '80.5'],
    ['PORT', '-1'],
    ['DATABASE_URL', 'mysql://localhost/golf'],
    ['DATABASE_URL', 'not a url'],
    ['DATABASE_URL', 'http://localhost:5432/golf'],
    ['SMTP_URL', 'http://mail.example.org'],
    ['SMTP_URL', 'mail.example.org:25'],
    ['CLUB_EMAIL', 'not-an-address'],
    ['PUBLIC_URL', 'ftp://golf.example.org'],
    ['BOOKING_MODE', 'paypal'],
    ['VLINDER_BASE_URL', 'weather.example.org'],
    ['VLINDER_STATION_ID', 'no spaces allowed'],
    ['VLINDER_INTERVAL_MINUTES', '0'],
    ['MOLLIE_API_KEY', 'sk_live_123'],
    ['PUBLIC_URL', 'golf.example.org'],
    ['NODE_ENV', 'staging'],
    ['LOG_LEVEL', 'verbose'],
    ['RATE_LIMIT_MAX', '0'],
    ['RATE_LIMIT_MAX', 'many'],
    ['SESSION_IDLE_MINUTES', '0'],
    ['SESSION_IDLE_MINUTES', '481'],
    ['LOGIN_LOCKOUT_BASE_SECONDS', 'soon'],
    ['LOGIN_LOCKOUT_MAX_MINUTES', '1.5'],
    ['PAYMENTS_TEST_MODE', 'yes'],
    ['REQUEST_TIMEOUT_SECONDS', '0'],
    ['REQUEST_TIMEOUT_SECONDS', '1.5'],
    ['HEADERS_TIMEOUT_SECONDS', 'soon'],
    ['UPLOAD_TIMEOUT_SECONDS', '3601'],
    ['KEEP_ALIVE_TIMEOUT_SECONDS', '3601'],
    ['CONNECTION_TIMEOUT_SECONDS', '-1'],
    ['CONNECTION_TIMEOUT_SECONDS', '20'],
    ['RETENTION_REQUEST_MONTHS', '0'],
    ['RETENTION_BOOKING_MONTHS', '121'],
    ['RETENTION_MAIL_DAYS', '1.5'],
    ['RETENTION_AUDIT_MONTHS', 'forever'],
    ['RETENTION_TEST_PAYMENT_DAYS', '3651'],
  ])('%s=%j', (name, value) => {
    const error = configError({ [name]: value });
    expect(error.message).toContain(`${name}:`);
    expect(error.message).toMatch(/^Invalid environment variable/);
  });

  it('refuses a headers timeout longer than the request timeout', () => {
    expect(configError({ REQUEST_TIMEOUT_SECONDS: '5', HEADERS_TIMEOUT_SECONDS: '6' }).message).toContain(
      'HEADERS_TIMEOUT_SECONDS: must not be more than REQUEST_TIMEOUT_SECONDS',
    );
  });

  it('refuses an upload timeout shorter than the request timeout', () => {
    expect(configError({ REQUEST_TIMEOUT_SECONDS: '90', UPLOAD_TIMEOUT_SECONDS: '60' }).message).toContain(
      'UPLOAD_TIMEOUT_SECONDS: must not be less than REQUEST_TIMEOUT_SECONDS',
    );
  });

  it('says what a bad value must be', () => {
    expect(configError({ PORT: 'abc' }).message).toContain('PORT: must be a whole number from 1 to 65535');
    expect(configError({ DATABASE_URL: 'mysql://x' }).message).toContain(
      'DATABASE_URL: must be a postgres:// URL',
    );
    expect(configError({ SMTP_URL: 'http://x' }).message).toContain(
      'SMTP_URL: must be an smtp:// or smtps:// URL',
    );
    expect(configError({ CLUB_EMAIL: 'x' }).message).toContain('CLUB_EMAIL: must be an e-mail address');
    expect(configError({ PUBLIC_URL: 'ftp://x' }).message).toContain('PUBLIC_URL: must be an http(s) URL');
  });

  it('refuses an ADMIN_PASSWORD shorter than 12 characters', () => {
    const error = configError({ ADMIN_EMAIL: 'admin@example.org', ADMIN_PASSWORD: 'short-pass1' });
    expect(error.message).toContain('ADMIN_PASSWORD: must be at least 12 characters');
    expect(error.message).not.toContain('short-pass1');
  });

  it('refuses ADMIN_EMAIL without ADMIN_PASSWORD, and the other way round', () => {
    expect(configError({ ADMIN_EMAIL: 'admin@example.org' }).message).toContain(
      'ADMIN_PASSWORD: ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
    );
    expect(configError({ ADMIN_PASSWORD: 'a long enough password' }).message).toContain(
      'ADMIN_EMAIL: ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
    );
  });

  it('refuses an ADMIN_EMAIL that is not an address', () => {
    const error = configError({ ADMIN_EMAIL: 'admin', ADMIN_PASSWORD: 'a long enough password' });
    expect(error.message).toContain('ADMIN_EMAIL:');
  });

  it('lists every bad variable at once', () => {
    const error = configError({ PORT: 'x', CLUB_EMAIL: 'y', SMTP_URL: 'z' });
    expect(error.message).toMatch(/^Invalid environment variables:/);
    for (const name of ['PORT', 'CLUB_EMAIL', 'SMTP_URL']) expect(error.message).toContain(`${name}:`);
  });
});

describe('loadConfig: retention periods', () => {
  it('reads each period', () => {
    const config = loadConfig({
      ...site,
      RETENTION_REQUEST_MONTHS: '6',
      RETENTION_BOOKING_MONTHS: '84',
      RETENTION_MAIL_DAYS: '7',
      RETENTION_AUDIT_MONTHS: '36',
      RETENTION_TEST_PAYMENT_DAYS: '1',
    });
    expect(config.retention).toEqual({
      requestMonths: 6,
      bookingMonths: 84,
      sentMailDays: 7,
      auditMonths: 36,
      testPaymentDays: 1,
    });
  });

  it('says what a bad period must be', () => {
    expect(configError({ RETENTION_MAIL_DAYS: '0' }).message).toContain(
      'RETENTION_MAIL_DAYS: must be a whole number of days from 1 to 3650',
    );
    expect(configError({ RETENTION_BOOKING_MONTHS: 'x' }).message).toContain(
      'RETENTION_BOOKING_MONTHS: must be a whole number of months from 1 to 120',
    );
  });
});

describe('loadConfig: abuse limits', () => {
  it('trusts loopback and the proxies TRUST_PROXY names', () => {
    expect(loadConfig({ ...site, TRUST_PROXY: '10.0.0.2, 192.168.0.0/16 2001:db8::/32' }).trustProxy).toEqual(
      ['loopback', '10.0.0.2', '192.168.0.0/16', '2001:db8::/32'],
    );
  });

  it('reads the hold and /live limits', () => {
    const config = loadConfig({
      ...site,
      HOLD_LIMIT_PER_EMAIL: '2',
      HOLD_LIMIT_PER_CLIENT: '5',
      LIVE_MAX_CONNECTIONS: '50',
      LIVE_MAX_PER_CLIENT: '4',
    });
    expect(config.holdLimits).toEqual({ perEmail: 2, perClient: 5 });
    expect(config.liveLimits).toEqual({ maxConnections: 50, maxPerClient: 4 });
  });

  it.each([
    ['TRUST_PROXY', 'proxy.example.org'],
    ['TRUST_PROXY', '10.0.0.0/33'],
    ['TRUST_PROXY', '10.0.0.1, *'],
    ['HOLD_LIMIT_PER_EMAIL', '0'],
    ['HOLD_LIMIT_PER_CLIENT', 'three'],
    ['LIVE_MAX_CONNECTIONS', '1.5'],
    ['LIVE_MAX_PER_CLIENT', '-1'],
  ])('refuses %s=%j, naming it', (name, value) => {
    expect(configError({ [name]: value }).message).toContain(`${name}:`);
  });
});

describe('loadConfig: payments in production (nobody can fake a payment)', () => {
  const LIVE_KEY = 'live_abcdefghijklmnopqrstuvwxyz0123';
  const TEST_KEY = 'test_abcdefghijklmnopqrstuvwxyz0123';
  const production = { NODE_ENV: 'production', BOOKING_MODE: 'online', ...site };

  it('refuses online booking without a MOLLIE_API_KEY, naming the variable', () => {
    expect(configError(production).message).toContain(
      'MOLLIE_API_KEY: must be a live_ key when BOOKING_MODE=online in production',
    );
  });

  it('takes a live_ key', () => {
    const config = loadConfig({ ...production, MOLLIE_API_KEY: LIVE_KEY });
    expect(config.mollieApiKey).toBe(LIVE_KEY);
    expect(config.paymentsTestMode).toBe(false);
  });

  it('refuses a test_ key without PAYMENTS_TEST_MODE=true, in either booking mode', () => {
    for (const mode of ['online', 'mail']) {
      const error = configError({ ...production, BOOKING_MODE: mode, MOLLIE_API_KEY: TEST_KEY });
      expect(error.message).toContain(
        'MOLLIE_API_KEY: a test_ key takes PAYMENTS_TEST_MODE=true in production',
      );
      expect(error.message).not.toContain(TEST_KEY);
    }
    expect(
      configError({ ...production, MOLLIE_API_KEY: TEST_KEY, PAYMENTS_TEST_MODE: 'false' }).message,
    ).toContain('MOLLIE_API_KEY:');
  });

  it('takes a test_ key with PAYMENTS_TEST_MODE=true, and says payments are test payments', () => {
    const config = loadConfig({ ...production, MOLLIE_API_KEY: TEST_KEY, PAYMENTS_TEST_MODE: 'true' });
    expect(config.mollieApiKey).toBe(TEST_KEY);
    expect(config.paymentsTestMode).toBe(true);
  });

  it('refuses PAYMENTS_TEST_MODE=true with a live_ key, in any environment', () => {
    for (const NODE_ENV of ['production', 'development']) {
      expect(
        configError({ ...production, NODE_ENV, MOLLIE_API_KEY: LIVE_KEY, PAYMENTS_TEST_MODE: 'true' })
          .message,
      ).toContain('PAYMENTS_TEST_MODE: must not be true with a live_ MOLLIE_API_KEY');
    }
  });

  it('runs the mail mode without a key, as by default', () => {
    expect(loadConfig({ NODE_ENV: 'production', ...site }).bookingMode).toBe('mail');
  });

  it('keeps the offline TEST checkout outside production: online without a key, or with a test_ key', () => {
    for (const NODE_ENV of ['development', 'test']) {
      expect(loadConfig({ NODE_ENV, BOOKING_MODE: 'online' }).mollieApiKey).toBeUndefined();
      expect(
        loadConfig({ NODE_ENV, BOOKING_MODE: 'online', MOLLIE_API_KEY: TEST_KEY }).paymentsTestMode,
      ).toBe(false);
    }
  });
});

describe('loadConfig: PUBLIC_URL in production (Secure cookies and HSTS need it)', () => {
  it('refuses a production server without PUBLIC_URL, naming it, NODE_ENV=production being the default', () => {
    for (const env of [{}, { NODE_ENV: 'production' }, { NODE_ENV: 'production', PUBLIC_URL: ' ' }]) {
      const error = configError(env);
      expect(error.message).toBe(`Invalid environment variable:\n  PUBLIC_URL: ${PUBLIC_URL_REQUIRED}`);
    }
    expect(PUBLIC_URL_REQUIRED).toMatch(/^must be set in production/);
  });

  it('lists it with the other bad variables', () => {
    const error = configError({ PORT: 'x' });
    expect(error.message).toMatch(/^Invalid environment variables:/);
    expect(error.message).toContain('PORT:');
    expect(error.message).toContain('PUBLIC_URL: must be set in production');
  });

  it('serves in production with it, over https as it says', () => {
    expect(loadConfig({ NODE_ENV: 'production', ...site }).publicUrl).toBe('https://golf.example.org');
  });

  it('needs none in development and test, nor for a command (npm run admin, backup, restore)', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ NODE_ENV: 'test', PORT: '3000' }).publicUrl).toBe('http://localhost:3000');
    expect(loadConfig({ NODE_ENV: 'production' }, { purpose: 'command' }).env).toBe('production');
  });
});
