/**
 * Every path of the API (docs/product.md, API), written once: the server registers `pattern`, the SPA, the
 * admin and the server's own links ask for `path(…)`. The staff routes: adminPaths.ts, so that only the
 * admin's chunk carries them.
 */
export const API_BASE = '/api/v1';

/** The names of a pattern's params: '/requests/:id/confirm' → 'id'. */
export type RouteParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | RouteParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

export interface ApiRoute<P extends string> {
  /** The route as Fastify registers it, relative to the prefix it is registered under. */
  readonly pattern: P;
  /**
   * The path a client asks for (under API_BASE; the files: from the root): the prefix, then the pattern with
   * each param URI-encoded.
   */
  readonly path: [RouteParams<P>] extends [never]
    ? () => string
    : (params: Readonly<Record<RouteParams<P>, string | number>>) => string;
}

/**
 * A route registered at `pattern` inside a plugin whose routes live under `prefix`. Free of side effects,
 * so bundles that use none of the tables below (the inline boot scripts) leave them out.
 */
/* @__NO_SIDE_EFFECTS__ */
export function route<P extends string>(pattern: P, prefix = ''): ApiRoute<P> {
  const path = (params: Readonly<Record<string, string | number>> = {}) =>
    prefix +
    pattern.replace(/:(\w+)/g, (_match, name: string) => {
      const value = params[name];
      if (value === undefined) throw new Error(`${pattern} needs :${name}.`);
      return encodeURIComponent(String(value));
    });
  return { pattern, path } as ApiRoute<P>;
}

/** The public API. */
export const apiPaths = {
  health: route('/health'),
  /** Server-sent events telling open pages what changed (the events' schema: live.ts). */
  live: route('/live'),
  websiteContent: route('/websitecontent/:key'),
  websiteNotifications: route('/notifications/website'),
  reserveTable: route('/reserve/table'),
  reserveGreenfee: route('/reserve/greenfee'),
  freeSlots: route('/reservations/freeslots/:type/:year/:month/:day'),
  createReservation: route('/reservations/website'),
  reservation: route('/reservations/:id'),
  /** A new payment for a booking whose payment failed, was canceled or expired. */
  retryReservation: route('/reservations/:id/retry'),
  /** The player cancels their booking, until the club's deadline (reservations.ts reservationCancelAnswer). */
  cancelOwnReservation: route('/reservations/:id/cancel'),
  /** The player moves their booking or changes its party (reservations.ts reservationChangeBody). */
  changeOwnReservation: route('/reservations/:id/change'),
  bookingMode: route('/booking/mode'),
  /** The waiting list (waitingList.ts): join; an offer's link, and taking it; leaving from a mail's link. */
  waitingList: route('/waiting-list'),
  waitingListOffer: route('/waiting-list/offers/:token'),
  acceptWaitingListOffer: route('/waiting-list/offers/:token/accept'),
  leaveWaitingList: route('/waiting-list/leave/:token'),
  /** The retention periods the privacy page states (docs/product.md, Retention). */
  privacyRetention: route('/privacy/retention'),
  paymentWebhook: route('/payments/webhook'),
  /** The TEST payment provider's checkout page (server/src/payments/testProvider.ts). */
  testCheckout: route('/payments/test-checkout/:paymentId'),
  /** The price list in force on a date (yyyy-mm-dd), its texts in the request's language (priceLists.ts). */
  prices: route('/prices/:date'),
  /** The handicap limits, holidays and members-only window every page states (clubRules.ts). */
  rules: route('/rules'),
  /** Opening hours and the exceptional days of ?from=yyyy-mm-dd&days=N, texts in the request's language. */
  openingHours: route('/opening-hours'),
  /** A page staff edit (pages.ts), its texts in the request's language. */
  page: route('/pages/:key'),
  /** The club's name, address and links (club.ts), for the footer, the contact section and the data. */
  club: route('/club'),
  /** The award marks of the home page and the brand marks of the golf shop (marks.ts), in the request's language. */
  awards: route('/awards'),
  brands: route('/brands'),
  holes: route('/holes'),
  scoreCard: route('/holes/scorecard.pdf'),
  login: route('/auth/login'),
  logout: route('/auth/logout'),
  me: route('/auth/me'),
} as const;

/** Files (images, PDFs) are served from the site's root, outside API_BASE. */
export const fileRoute = route('/files/:name');
export const filePath = (name: string) => fileRoute.path({ name });

/** The cross-site token pair that SPA HTTP clients send by default. */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

/** The name a downloaded score card is saved under (GET /holes/scorecard.pdf). */
export const SCORE_CARD_FILE_NAME = 'score-card.pdf';
