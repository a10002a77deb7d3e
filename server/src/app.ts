import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyLoggerOptions,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { ADMIN_PREFIX } from '../../common/api/adminPaths';
import { API_BASE } from '../../common/api/paths';
import type { Config } from './config';
import { clubDetailsPlugin } from './content/clubDetails';
import { documentStorePlugin } from './content/documentStore';
import { marksPlugin } from './content/marks';
import { mediaLibraryPlugin } from './content/mediaLibrary';
import { pagesPlugin } from './content/pages';
import type { Database } from './db/client';
import { builtScriptHashes } from './lib/inlineScripts';
import { safeLoggerOptions } from './lib/logSafety';
import pageQueries from './lib/pageQueries';
import { createPasswordHasher, type HashingLimit } from './lib/passwords';
import { webDistFolder } from './lib/projectRoot';
import { compressionOptions } from './plugins/external/compression';
import { cookieOptions } from './plugins/external/cookies';
import errors, { clientErrorAnswer, INTERNAL_ERROR_MESSAGE } from './plugins/external/errors';
import rateLimit from './plugins/external/rateLimit';
import requestDeadlines from './plugins/external/requestDeadlines';
import securityHeaders, { setSecurityHeaders } from './plugins/external/securityHeaders';
import xsrf from './plugins/external/xsrf';
import auth from './plugins/services/auth';
import booking from './plugins/services/booking';
import database from './plugins/services/database';
import live from './plugins/services/live';
import outbox from './plugins/services/outbox';
import reminders from './plugins/services/reminders';
import retention from './plugins/services/retention';
import waitingList from './plugins/services/waitingList';
import weather from './plugins/services/weather';
import adminRepository from './repositories/adminRepository';
import clubRulesRepository from './repositories/clubRulesRepository';
import contentRepository from './repositories/contentRepository';
import courseRepository from './repositories/courseRepository';
import fileRepository from './repositories/fileRepository';
import notificationRepository from './repositories/notificationRepository';
import openingHoursRepository from './repositories/openingHoursRepository';
import priceListRepository from './repositories/priceListRepository';
import requestRepository from './repositories/requestRepository';
import reservationRepository from './repositories/reservationRepository';
import teeSheetRepository from './repositories/teeSheetRepository';
import userRepository from './repositories/userRepository';
import adminRoutes from './routes/api/v1/admin';
import authRoutes from './routes/api/v1/auth';
import clubRoutes from './routes/api/v1/club';
import health from './routes/api/v1/health';
import holesRoutes from './routes/api/v1/holes';
import liveRoutes from './routes/api/v1/live';
import marksRoutes from './routes/api/v1/marks';
import notificationRoutes from './routes/api/v1/notifications';
import openingHoursRoutes from './routes/api/v1/openingHours';
import ownReservationRoutes from './routes/api/v1/ownReservation';
import pagesRoutes from './routes/api/v1/pages';
import paymentRoutes from './routes/api/v1/payments';
import pricesRoutes from './routes/api/v1/prices';
import privacyRoutes from './routes/api/v1/privacy';
import reservationRoutes from './routes/api/v1/reservations';
import reserveRoutes from './routes/api/v1/reserve';
import rulesRoutes from './routes/api/v1/rules';
import waitingListRoutes from './routes/api/v1/waitingList';
import websiteContentRoutes from './routes/api/v1/websiteContent';
import fileRoutes from './routes/files';
import seoRoutes from './routes/seo';
import spa from './routes/spa';

export const BODY_LIMIT = 64 * 1024;

/**
 * How long one plugin may take to load. Fastify's default of 10 s is meant to catch a plugin that never
 * calls done; here the database plugin migrates and seeds, which on a shared machine 5–8 times slower
 * than usual, or with a long migration on a large database, can take longer, and the server would then
 * refuse to start. A plugin that hangs still stops the start, with the plugin's name.
 */
export const PLUGIN_TIMEOUT_MS = 120_000;

/**
 * Node checks the request and header timeouts of open connections on an interval, 30 s by default, so
 * a slow client could hold a socket for that long past its limit; a quarter of the shorter timeout keeps
 * the overrun small, and the check (a walk over the open connections) is cheap.
 */
export function connectionsCheckingInterval(timeouts: Config['timeouts']): number {
  return Math.min(30_000, Math.max(250, Math.floor(Math.min(timeouts.headersMs, timeouts.requestMs) / 4)));
}

export interface BuildAppOptions {
  config: Config;
  /** Opened and closed by the caller, so a restart of the app can keep the same database. */
  database: Database;
  /**
   * false: no logging at all (tests). Otherwise Fastify's pino logger at the configured level, to
   * standard output unless a stream is given; these options (a level, a stream) override those.
   */
  logger?: false | FastifyLoggerOptions;
  webRoot?: string;
  outbox?: { pollMs?: number; retryBaseMs?: number; now?: () => Date };
  payments?: { mollieApiEndpoint?: string; mollieTimeoutMs?: number; sweepMs?: number };
  /**
   * Tests only: log2 of scrypt's N for new password hashes, cheaper than production's so that the tests
   * can sign in hundreds of times. Refused with NODE_ENV=production; server.ts never passes it.
   */
  passwordCost?: number;
  /** Tests only: a hashing limit of their own to watch, instead of the process's (lib/passwords.ts). */
  hashingLimit?: HashingLimit;
  /** How often ended staff sessions are deleted (default every 10 minutes). */
  sessionPurgeEveryMs?: number;
  /** The clock of the pages rendered with the club day's price list (routes/spa.ts; tests). */
  pagesNow?: () => Date;
  /** The retention job's clock, and when it checks whether a run is due (tests). */
  retention?: { now?: () => Date; checkEveryMs?: number; firstCheckMs?: number };
  /** The reminder job's clock, and how often it runs (tests). */
  reminders?: { now?: () => Date; everyMs?: number };
  /** The waiting list matcher's clock, and how often it runs (tests). */
  waitingList?: { now?: () => Date; everyMs?: number };
}

/**
 * Undecodable URLs and over-long path parameters are answered by the router before any hook runs:
 * give them the same {message} body and security headers as every other error.
 */
function routerError(https: boolean) {
  return (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
    setSecurityHeaders(reply.type('application/json; charset=utf-8'), https);
    const status = error.statusCode ?? 500;
    const messages: Record<number, string> = {
      400: 'The address is not valid.',
      414: 'The address is too long.',
    };
    reply.code(status).send({ message: messages[status] ?? INTERNAL_ERROR_MESSAGE });
  };
}

export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = opts;
  if (opts.passwordCost !== undefined && config.env === 'production') {
    throw new Error('passwordCost is for tests only and cannot be used with NODE_ENV=production');
  }
  const hasher = createPasswordHasher(opts.passwordCost, opts.hashingLimit);
  const https = config.publicUrl.startsWith('https://');
  const app = Fastify({
    // Fastify's own request lines ("incoming request", "request completed") stay on: at LOG_LEVEL=info
    // they are the server's access log, each bound to its request id like every line a handler writes;
    // at warn and above (where a proxy in front keeps the access log) pino drops them. Fastify's request
    // serializer logs method, URL, host and address, never headers, so cookies and session tokens do not
    // reach the log. Errors are logged by kind and code, never with the values a database error quotes,
    // and e-mail addresses are taken out of every line (lib/logSafety.ts).
    logger: opts.logger === false ? false : { level: config.logLevel, ...safeLoggerOptions, ...opts.logger },
    bodyLimit: BODY_LIMIT,
    // A client that sends its request slowly, or keeps a socket open and silent, is cut off: a few
    // hundred such sockets would otherwise hold the server's connections (docs/product.md, Timeouts).
    // A request not received in full within requestTimeout is answered 408; headers likewise. Node's
    // limit is the upload's, the longest any route allows: plugins/external/requestDeadlines.ts holds
    // every other request to REQUEST_TIMEOUT_SECONDS.
    requestTimeout: config.timeouts.uploadMs,
    keepAliveTimeout: config.timeouts.keepAliveMs,
    connectionTimeout: config.timeouts.connectionMs,
    http: {
      requestTimeout: config.timeouts.uploadMs,
      headersTimeout: config.timeouts.headersMs,
      connectionsCheckingInterval: connectionsCheckingInterval(config.timeouts),
    },
    pluginTimeout: PLUGIN_TIMEOUT_MS,
    // Only a proxy on this host, or one TRUST_PROXY names, may say who the client is: trusting any other
    // hop would let a client pick its own address with X-Forwarded-For and escape the limits.
    trustProxy: config.trustProxy,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    frameworkErrors: routerError(https),
    clientErrorHandler: clientErrorAnswer,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // External: framework plugins.
  await app.register(errors);
  await app.register(requestDeadlines, config.timeouts);
  await app.register(fastifyCookie, cookieOptions);
  await app.register(xsrf, { secure: https });
  // Its counters are in the database every instance shares; it only reads them when a request comes.
  await app.register(rateLimit, { db: opts.database.db });

  // Services: database first, then the repositories and the mail worker that use it.
  await app.register(database, { database: opts.database, admin: config.admin, hasher });
  await app.register(live);
  // Before every feature that adds the data the public pages are rendered with (lib/pageQueries.ts).
  await app.register(pageQueries);
  await app.register(documentStorePlugin);
  await app.register(mediaLibraryPlugin);
  await app.register(marksPlugin);
  await app.register(clubDetailsPlugin);
  await app.register(pagesPlugin);
  await app.register(contentRepository);
  await app.register(courseRepository);
  await app.register(notificationRepository);
  await app.register(fileRepository);
  await app.register(requestRepository);
  await app.register(teeSheetRepository);
  await app.register(priceListRepository);
  await app.register(clubRulesRepository);
  await app.register(openingHoursRepository);
  await app.register(reservationRepository);
  await app.register(adminRepository);
  await app.register(userRepository, { hasher });
  await app.register(outbox, { smtpUrl: config.smtpUrl, from: config.mailFrom, ...opts.outbox });
  await app.register(auth, {
    hasher,
    secure: https,
    accounts: config.accounts,
    ...(opts.sessionPurgeEveryMs ? { purgeEveryMs: opts.sessionPurgeEveryMs } : {}),
  });
  await app.register(weather, { vlinder: config.vlinder });
  await app.register(retention, {
    periods: config.retention,
    sessionIdleMs: config.accounts.sessionIdleMs,
    ...opts.retention,
  });
  // Both modes: desk bookings and confirmed requests are reminded as well as online ones.
  await app.register(reminders, { publicUrl: config.publicUrl, ...opts.reminders });
  // Online booking and its payments exist only in the online mode (docs/product.md, Booking).
  const online = config.bookingMode === 'online';
  if (online) {
    await app.register(booking, {
      env: config.env,
      publicUrl: config.publicUrl,
      clubEmail: config.clubEmail,
      mollieApiKey: config.mollieApiKey,
      ...opts.payments,
    });
  }
  // Both modes; after the booking, which takes an offer online.
  await app.register(waitingList, {
    publicUrl: config.publicUrl,
    clubEmail: config.clubEmail,
    ...opts.waitingList,
  });

  // Routes.
  const publicPost = { rateLimitMax: config.rateLimitMax };
  await app.register(async (site) => {
    const webRoot = opts.webRoot ?? webDistFolder;
    // Also covers the not-found handler (spa.ts), which answers every unknown path, /api/v1 included.
    await site.register(securityHeaders, { https, scriptHashes: builtScriptHashes(webRoot) });
    await site.register(
      async (api) => {
        await api.register(fastifyCompress, compressionOptions);
        await api.register(health);
        await api.register(authRoutes, { rateLimitMax: config.rateLimitMax });
        await api.register(liveRoutes, config.liveLimits);
        await api.register(websiteContentRoutes);
        await api.register(notificationRoutes);
        await api.register(holesRoutes);
        await api.register(pricesRoutes);
        await api.register(pagesRoutes);
        await api.register(rulesRoutes);
        await api.register(clubRoutes);
        await api.register(marksRoutes);
        await api.register(openingHoursRoutes);
        await api.register(reserveRoutes, {
          ...publicPost,
          mail: { clubInbox: config.clubEmail },
        });
        await api.register(reservationRoutes, { ...publicPost, online, holdLimits: config.holdLimits });
        await api.register(ownReservationRoutes, {
          ...publicPost,
          clubEmail: config.clubEmail,
          publicUrl: config.publicUrl,
        });
        await api.register(waitingListRoutes, { ...publicPost, holdLimits: config.holdLimits });
        await api.register(paymentRoutes, {
          bookingMode: config.bookingMode,
          testPayments: config.paymentsTestMode,
        });
        await api.register(privacyRoutes, { retention: config.retention });
        await api.register(adminRoutes, { prefix: ADMIN_PREFIX, publicUrl: config.publicUrl });
      },
      { prefix: API_BASE },
    );
    await site.register(async (scope) => {
      await scope.register(fastifyCompress, compressionOptions);
      await scope.register(fileRoutes);
      await scope.register(seoRoutes, { publicUrl: config.publicUrl });
    });
    // Outside the compression scope: the SPA's files are compressed at build time.
    await site.register(spa, {
      webRoot,
      publicUrl: config.publicUrl,
      ...(opts.pagesNow ? { now: opts.pagesNow } : {}),
    });
  });
  return app;
}
