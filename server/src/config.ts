import { isIP } from 'node:net';
import { z } from 'zod';
import { publicUrlFrom } from '../../common/config/publicUrl';
import { defaultRetention, type RetentionPeriods, retentionBounds } from '../../common/config/retention';

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const emailAddress = z.email('must be an e-mail address');

// Abuse limits (docs/product.md, Abuse limits).
const limit = (what: string, fallback: number) =>
  z.coerce
    .number({ error: `must be a whole number of ${what}` })
    .int(`must be a whole number of ${what}`)
    .min(1, `must be at least 1 ${what.replace(/s$/, '')}`)
    .default(fallback);

/** An address, a CIDR block (10.0.0.0/8, 2001:db8::/32) or a keyword of Fastify's trustProxy list. */
const isProxyEntry = (entry: string) => {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
};
const proxyList = z
  .string()
  .transform((v) => v.split(/[\s,]+/).filter(Boolean))
  .refine(
    (entries) => entries.every(isProxyEntry),
    'must be a comma-separated list of proxy addresses or CIDR blocks (e.g. 10.0.0.2, 192.168.0.0/16)',
  );
/** A whole number of seconds, from `min` to 3600. */
const seconds = (fallback: number, min = 1) => {
  const message = `must be a whole number of seconds from ${min} to 3600`;
  return z.coerce
    .number({ error: message })
    .int(message)
    .min(min, message)
    .max(3600, message)
    .default(fallback);
};

/** A retention period (docs/product.md, Retention): whole months or days within retentionBounds. */
const period = (unit: 'months' | 'days', fallback: number) => {
  const { min, max } = retentionBounds[unit];
  const message = `must be a whole number of ${unit} from ${min} to ${max}`;
  return z.coerce
    .number({ error: message })
    .int(message)
    .min(min, message)
    .max(max, message)
    .default(fallback);
};

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    HOST: z.string().trim().min(1).default('0.0.0.0'),
    PORT: z.coerce
      .number({ error: 'must be a whole number from 1 to 65535' })
      .int('must be a whole number from 1 to 65535')
      .min(1, 'must be a whole number from 1 to 65535')
      .max(65535, 'must be a whole number from 1 to 65535')
      .default(8080),
    DATA_DIR: z.string().trim().min(1).default('./data'),
    DATABASE_URL: optionalText.pipe(
      z
        .url('must be a postgres:// URL')
        .refine((u) => /^postgres(ql)?:\/\//.test(u), 'must be a postgres:// URL')
        .optional(),
    ),
    PUBLIC_URL: optionalText.pipe(
      z
        .url('must be an http(s) URL')
        .refine((u) => /^https?:\/\//.test(u), 'must be an http(s) URL')
        .optional(),
    ),
    CLUB_EMAIL: emailAddress.default('club@example.org'),
    SMTP_URL: optionalText.pipe(
      z
        .url('must be an smtp:// or smtps:// URL')
        .refine((u) => /^smtps?:\/\//.test(u), 'must be an smtp:// or smtps:// URL')
        .optional(),
    ),
    MAIL_FROM: z.string().trim().min(3).default('Royal Links Golf Club <no-reply@example.org>'),
    ADMIN_EMAIL: optionalText.pipe(emailAddress.optional()),
    ADMIN_PASSWORD: optionalText.pipe(z.string().min(12, 'must be at least 12 characters').optional()),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(20),
    TRUST_PROXY: proxyList.optional(),
    HOLD_LIMIT_PER_EMAIL: limit('holds', 1),
    HOLD_LIMIT_PER_CLIENT: limit('holds', 3),
    LIVE_MAX_CONNECTIONS: limit('connections', 1000),
    LIVE_MAX_PER_CLIENT: limit('connections', 10),
    VLINDER_BASE_URL: optionalText.pipe(
      z
        .url('must be an http(s) URL')
        .refine((u) => /^https?:\/\//.test(u), 'must be an http(s) URL')
        .optional(),
    ),
    VLINDER_STATION_ID: optionalText.pipe(
      z
        .string()
        .regex(/^[\w-]{1,40}$/, 'must be a station id')
        .optional(),
    ),
    VLINDER_INTERVAL_MINUTES: z.coerce
      .number({ error: 'must be a number of minutes' })
      .min(1)
      .max(1440)
      .default(5),
    BOOKING_MODE: z.enum(['mail', 'online'], { error: 'must be mail or online' }).default('mail'),
    // Hardening: how long a client may take (docs/product.md, Timeouts).
    // 60 s: an 8 MB image upload (the largest body) still arrives over a link of about 150 KB/s.
    REQUEST_TIMEOUT_SECONDS: seconds(60),
    // The media library's upload only, for signed-in staff: a 60 MB video and its poster still arrive in
    // 20 minutes over an uplink of about 60 KB/s (0.5 Mbit/s), which 60 s would need 1.1 MB/s for.
    UPLOAD_TIMEOUT_SECONDS: seconds(1200),
    HEADERS_TIMEOUT_SECONDS: seconds(10),
    // Longer than clients and proxies keep an idle connection to reuse it (a proxy's 60 s, say), so that
    // they close it first: a server closing a connection just as a client reuses it resets that request,
    // a form's POST included (seen at 5 s, with end-to-end tests' API calls a few seconds apart).
    KEEP_ALIVE_TIMEOUT_SECONDS: seconds(65),
    // Above the 25 s between the pings of a /live stream, which would otherwise be cut as silent, and
    // above the keep-alive timeout, which it would otherwise cut short.
    CONNECTION_TIMEOUT_SECONDS: seconds(120, 30),
    MOLLIE_API_KEY: optionalText.pipe(
      z
        .string()
        .regex(/^(test|live)_\w{20,}$/, 'must be a Mollie API key (test_… or live_…)')
        .optional(),
    ),
    // Accounts and sessions (docs/decisions/0014-login-lockout.md).
    SESSION_IDLE_MINUTES: z.coerce
      .number({ error: 'must be a number of minutes from 1 to 480' })
      .int('must be a number of minutes from 1 to 480')
      .min(1, 'must be a number of minutes from 1 to 480')
      .max(480, 'must be a number of minutes from 1 to 480')
      .default(30),
    LOGIN_LOCKOUT_BASE_SECONDS: z.coerce
      .number({ error: 'must be a number of seconds from 1 to 3600' })
      .int('must be a number of seconds from 1 to 3600')
      .min(1, 'must be a number of seconds from 1 to 3600')
      .max(3600, 'must be a number of seconds from 1 to 3600')
      .default(30),
    LOGIN_LOCKOUT_MAX_MINUTES: z.coerce
      .number({ error: 'must be a number of minutes from 1 to 1440' })
      .int('must be a number of minutes from 1 to 1440')
      .min(1, 'must be a number of minutes from 1 to 1440')
      .max(1440, 'must be a number of minutes from 1 to 1440')
      .default(15),
    PAYMENTS_TEST_MODE: z.enum(['true', 'false'], { error: 'must be true or false' }).default('false'),
    RETENTION_REQUEST_MONTHS: period('months', defaultRetention.requestMonths),
    RETENTION_BOOKING_MONTHS: period('months', defaultRetention.bookingMonths),
    RETENTION_MAIL_DAYS: period('days', defaultRetention.sentMailDays),
    RETENTION_AUDIT_MONTHS: period('months', defaultRetention.auditMonths),
    RETENTION_TEST_PAYMENT_DAYS: period('days', defaultRetention.testPaymentDays),
  })
  .superRefine((env, ctx) => {
    if (env.HEADERS_TIMEOUT_SECONDS > env.REQUEST_TIMEOUT_SECONDS) {
      ctx.addIssue({
        code: 'custom',
        path: ['HEADERS_TIMEOUT_SECONDS'],
        message: 'must not be more than REQUEST_TIMEOUT_SECONDS (the headers are part of the request)',
      });
    }
    if (env.UPLOAD_TIMEOUT_SECONDS < env.REQUEST_TIMEOUT_SECONDS) {
      ctx.addIssue({
        code: 'custom',
        path: ['UPLOAD_TIMEOUT_SECONDS'],
        message:
          'must not be less than REQUEST_TIMEOUT_SECONDS (an upload is a request that may take longer)',
      });
    }
    if (Boolean(env.VLINDER_BASE_URL) !== Boolean(env.VLINDER_STATION_ID)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.VLINDER_BASE_URL ? 'VLINDER_STATION_ID' : 'VLINDER_BASE_URL'],
        message: 'VLINDER_BASE_URL and VLINDER_STATION_ID must be set together',
      });
    }
    if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.ADMIN_EMAIL ? 'ADMIN_PASSWORD' : 'ADMIN_EMAIL'],
        message: 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
      });
    }
    for (const issue of paymentIssues(env)) ctx.addIssue({ code: 'custom', ...issue });
  });

/**
 * Payments nobody can fake (docs/product.md, Payments): in production the built-in TEST checkout does not
 * exist, so online booking needs a Mollie key, and a live one unless test payments are asked for by name.
 */
function paymentIssues(env: {
  NODE_ENV: string;
  BOOKING_MODE: string;
  MOLLIE_API_KEY?: string | undefined;
  PAYMENTS_TEST_MODE: 'true' | 'false';
}): { path: string[]; message: string }[] {
  const testKey = env.MOLLIE_API_KEY?.startsWith('test_') ?? false;
  const testMode = env.PAYMENTS_TEST_MODE === 'true';
  if (testMode && !testKey && env.MOLLIE_API_KEY) {
    return [{ path: ['PAYMENTS_TEST_MODE'], message: 'must not be true with a live_ MOLLIE_API_KEY' }];
  }
  if (env.NODE_ENV !== 'production') return [];
  if (env.BOOKING_MODE === 'online' && !env.MOLLIE_API_KEY) {
    return [
      { path: ['MOLLIE_API_KEY'], message: 'must be a live_ key when BOOKING_MODE=online in production' },
    ];
  }
  if (testKey && !testMode) {
    return [
      {
        path: ['MOLLIE_API_KEY'],
        message: 'a test_ key takes PAYMENTS_TEST_MODE=true in production; use a live_ key for real payments',
      },
    ];
  }
  return [];
}

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  /**
   * The club's mailbox (CLUB_EMAIL): requests and staff's notices (overbooked, refunds) are mailed there.
   * Players reply to the public e-mail of the club's details, which staff edit, not to this.
   */
  clubEmail: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  admin: { email: string; password: string } | undefined;
  logLevel: string;
  /** Requests per minute per client on each public POST. */
  rateLimitMax: number;
  /** The proxies whose X-Forwarded-For is believed: loopback, and those TRUST_PROXY names. */
  trustProxy: string[];
  /** Open (unpaid, unexpired) holds allowed at once per e-mail address and per client address. */
  holdLimits: { perEmail: number; perClient: number };
  /** /live event streams this process keeps open, in all and per client address. */
  liveLimits: { maxConnections: number; maxPerClient: number };
  /** mail: the request form; online: booking with payment (docs/product.md, Booking). */
  bookingMode: 'mail' | 'online';
  /** Without it, payments go through the built-in TEST checkout, which production does not have. */
  mollieApiKey: string | undefined;
  /** Payments go to Mollie's test mode (a test_ key with PAYMENTS_TEST_MODE=true): pages say so. */
  paymentsTestMode: boolean;
  /**
   * How long a client may take, in milliseconds: a whole request (headers and body), its headers, an
   * idle keep-alive connection, and a socket without any activity (docs/product.md, Timeouts).
   */
  timeouts: {
    requestMs: number;
    /** The media library's upload (plugins/external/requestDeadlines.ts); never less than requestMs. */
    uploadMs: number;
    headersMs: number;
    keepAliveMs: number;
    connectionMs: number;
  };
  /** The club's VLINDER weather station, polled when configured. */
  vlinder: { baseUrl: string; stationId: string; intervalMs: number } | undefined;
  /** Staff sign-in (docs/decisions/0014-login-lockout.md). */
  accounts: AccountsConfig;
  /** How long people's data is kept (docs/product.md, Retention); the privacy page states these. */
  retention: RetentionPeriods;
}

export interface AccountsConfig {
  /** A session unused this long ends, besides its absolute end. */
  sessionIdleMs: number;
  /** The lock after the fifth failed sign-in in a row; it doubles with every further one. */
  lockoutBaseMs: number;
  /** The longest lock. */
  lockoutMaxMs: number;
}

export class ConfigError extends Error {}

/**
 * A server in production serves its pages to the world at PUBLIC_URL: without it, it would take
 * http://localhost for its address, mark no cookie Secure and send no HSTS. `npm start` on a machine
 * without HOST sets it for a trial on that machine (scripts/start.mjs); a deployment must say it.
 */
export const PUBLIC_URL_REQUIRED =
  'must be set in production, to the address visitors use (e.g. https://golf.example.org): without it ' +
  'cookies are not marked Secure and no HSTS is sent';

export interface LoadConfigOptions {
  /**
   * serve (the default): the configuration of a server, which production refuses without PUBLIC_URL.
   * command: that of `npm run admin/backup/restore`, which serve nothing and so need no PUBLIC_URL.
   */
  purpose?: 'serve' | 'command';
}

/** Parses the environment once; a bad value throws a ConfigError naming the variable. */
export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  { purpose = 'serve' }: LoadConfigOptions = {},
): Config {
  // An empty variable (PORT=) means "not set", so it takes the default like an absent one.
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value?.trim()));
  const parsed = envSchema.safeParse(given);
  const lines = parsed.success
    ? []
    : parsed.error.issues.map((i) => `  ${i.path.join('.') || '(environment)'}: ${i.message}`);
  const production = (given.NODE_ENV?.trim() ?? 'production') === 'production';
  if (purpose === 'serve' && production && !given.PUBLIC_URL) {
    lines.push(`  PUBLIC_URL: ${PUBLIC_URL_REQUIRED}`);
  }
  if (!parsed.success || lines.length > 0) {
    throw new ConfigError(`Invalid environment variable${lines.length > 1 ? 's' : ''}:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    publicUrl: publicUrlFrom(e),
    clubEmail: e.CLUB_EMAIL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : undefined,
    logLevel: e.LOG_LEVEL,
    rateLimitMax: e.RATE_LIMIT_MAX,
    trustProxy: ['loopback', ...(e.TRUST_PROXY ?? [])],
    holdLimits: { perEmail: e.HOLD_LIMIT_PER_EMAIL, perClient: e.HOLD_LIMIT_PER_CLIENT },
    liveLimits: { maxConnections: e.LIVE_MAX_CONNECTIONS, maxPerClient: e.LIVE_MAX_PER_CLIENT },
    bookingMode: e.BOOKING_MODE,
    mollieApiKey: e.MOLLIE_API_KEY,
    paymentsTestMode: e.PAYMENTS_TEST_MODE === 'true',
    timeouts: {
      requestMs: e.REQUEST_TIMEOUT_SECONDS * 1000,
      uploadMs: e.UPLOAD_TIMEOUT_SECONDS * 1000,
      headersMs: e.HEADERS_TIMEOUT_SECONDS * 1000,
      keepAliveMs: e.KEEP_ALIVE_TIMEOUT_SECONDS * 1000,
      connectionMs: e.CONNECTION_TIMEOUT_SECONDS * 1000,
    },
    vlinder:
      e.VLINDER_BASE_URL && e.VLINDER_STATION_ID
        ? {
            baseUrl: e.VLINDER_BASE_URL,
            stationId: e.VLINDER_STATION_ID,
            intervalMs: e.VLINDER_INTERVAL_MINUTES * 60_000,
          }
        : undefined,
    accounts: {
      sessionIdleMs: e.SESSION_IDLE_MINUTES * 60_000,
      lockoutBaseMs: e.LOGIN_LOCKOUT_BASE_SECONDS * 1000,
      lockoutMaxMs: e.LOGIN_LOCKOUT_MAX_MINUTES * 60_000,
    },
    retention: {
      requestMonths: e.RETENTION_REQUEST_MONTHS,
      bookingMonths: e.RETENTION_BOOKING_MONTHS,
      sentMailDays: e.RETENTION_MAIL_DAYS,
      auditMonths: e.RETENTION_AUDIT_MONTHS,
      testPaymentDays: e.RETENTION_TEST_PAYMENT_DAYS,
    },
  };
}
