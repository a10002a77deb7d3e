import { type ApiRoute, route } from './paths';

/** The prefix the staff routes are registered under: each needs a signed-in staff member. */
export const ADMIN_PREFIX = '/admin';

/* @__NO_SIDE_EFFECTS__ */
function adminRoute<P extends string>(pattern: P): ApiRoute<P> {
  return route(pattern, ADMIN_PREFIX);
}

/** The staff API, under API_BASE + ADMIN_PREFIX. */
export const adminApiPaths = {
  content: adminRoute('/websitecontent/:key'),
  /** The edited pages (pages.ts): drafts, publishing, history and restore. */
  pages: adminRoute('/pages'),
  page: adminRoute('/pages/:key'),
  publishPage: adminRoute('/pages/:key/publish'),
  pageRevisions: adminRoute('/pages/:key/revisions'),
  restorePageRevision: adminRoute('/pages/:key/revisions/:n/restore'),
  /**
   * The club's details (club.ts) and the course (holes.ts), saved and published at once; their history and
   * restore, as a page's.
   */
  club: adminRoute('/club'),
  clubRevisions: adminRoute('/club/revisions'),
  restoreClubRevision: adminRoute('/club/revisions/:n/restore'),
  course: adminRoute('/course'),
  courseRevisions: adminRoute('/course/revisions'),
  restoreCourseRevision: adminRoute('/course/revisions/:n/restore'),
  /** The media library (media.ts). */
  media: adminRoute('/media'),
  mediaItem: adminRoute('/media/:id'),
  /** The award and brand marks (marks.ts), saved and published at once; their history and restore. */
  marks: adminRoute('/marks'),
  marksRevisions: adminRoute('/marks/revisions'),
  restoreMarksRevision: adminRoute('/marks/revisions/:n/restore'),
  notifications: adminRoute('/notifications'),
  notification: adminRoute('/notifications/:id'),
  requests: adminRoute('/requests'),
  confirmRequest: adminRoute('/requests/:id/confirm'),
  declineRequest: adminRoute('/requests/:id/decline'),
  reservations: adminRoute('/reservations'),
  reservationArrival: adminRoute('/reservations/:id/arrival'),
  cancelReservation: adminRoute('/reservations/:id/cancel'),
  moveReservation: adminRoute('/reservations/:id/move'),
  /** Lifts the no-show stop of the booking's e-mail address: by the booking, never an address in the URL. */
  liftNoShowStop: adminRoute('/reservations/:id/lift-no-show-stop'),
  outbox: adminRoute('/outbox'),
  outboxStatus: adminRoute('/outbox/status'),
  resendMail: adminRoute('/outbox/:id/resend'),
  audit: adminRoute('/audit'),
  files: adminRoute('/files'),
  users: adminRoute('/users'),
  user: adminRoute('/users/:id'),
  /**
   * A person's data, for admins only: both POST, the address in the body, never in the URL (docs/product.md,
   * A person's data).
   */
  exportPerson: adminRoute('/people/export'),
  erasePerson: adminRoute('/people/erase'),
  ownPassword: adminRoute('/account/password'),
  signOutEverywhere: adminRoute('/account/sign-out-everywhere'),
  teeSheetConfig: adminRoute('/tee-sheet/config'),
  teeSheetBlocks: adminRoute('/tee-sheet/blocks'),
  teeSheetBlock: adminRoute('/tee-sheet/blocks/:id'),
  teeSheetBookings: adminRoute('/tee-sheet/bookings'),
  /** GET every price list, POST a new one (priceLists.ts). */
  priceLists: adminRoute('/price-lists'),
  /** PUT to edit a list, DELETE it (refused while it priced bookings). */
  priceList: adminRoute('/price-lists/:id'),
  /** GET and PUT the club's rules: handicap limits and the club's own holidays (clubRules.ts). */
  clubRules: adminRoute('/rules'),
  /** GET/PUT the seasonal hours (openingHours.ts); POST an exceptional day, DELETE one by id. */
  openingHours: adminRoute('/opening-hours'),
  openingHourExceptions: adminRoute('/opening-hours/exceptions'),
  openingHourException: adminRoute('/opening-hours/exceptions/:id'),
  /** A date's waiting list (?date=yyyy-mm-dd); staff offer an entry a time, or take it off the list. */
  waitingList: adminRoute('/waiting-list'),
  offerWaitingListEntry: adminRoute('/waiting-list/:id/offer'),
  waitingListEntry: adminRoute('/waiting-list/:id'),
  /** The business (reports.ts): a period's summary, and its bookings and payments as CSV. */
  reportSummary: adminRoute('/reports/summary'),
  reportBookingsCsv: adminRoute('/reports/bookings.csv'),
  reportPaymentsCsv: adminRoute('/reports/payments.csv'),
  /** After the fixed /tee-sheet/… paths: Fastify matches those before this parameter. */
  teeSheetDay: adminRoute('/tee-sheet/:date'),
} as const;
