import { adminApiPaths } from '../../common/api/adminPaths';
import { API_BASE, apiPaths, fileRoute } from '../../common/api/paths';

/**
 * The hostile-input corpus (issue 23, "Robust under load and bad input"): every route of the API, public
 * and staff, crossed with the mutations below. The route table is keyed by the names in paths.ts and
 * adminPaths.ts and must name every one of them (the `satisfies` clauses), so a route added there is
 * a type error here until it has its entry, and with it its share of the corpus.
 */

type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'DELETE';
type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

export interface RouteSpec {
  methods: Method[];
  /** Values for the pattern's params that reach the handler (existing or not). */
  params?: Record<string, string>;
  /**
   * A body of the shape the route expects. `{{m}}` in a string becomes the request's marker, which
   * shows whether anything the request carried was stored. Never a body that succeeds as it is on a
   * destructive route: each mutation spoils one field, the rest stays valid.
   */
  body?: { [key: string]: Json };
  /** Text of `Field: value` lines (the /reserve routes carry one in `content`). */
  lines?: Record<string, string>;
  /** The route answers a stream that never ends (server-sent events): read its headers only. */
  stream?: boolean;
  /** Who sends it, when not everyone its route allows. */
  senders?: Sender[];
}

// Far enough ahead to stay clear of the dates the booking tests spread over (20 to 80 days ahead).
const FUTURE = new Date(Date.now() + 150 * 86_400_000).toISOString().slice(0, 10);
const [YEAR = '2030', MONTH = '01', DAY = '01'] = FUTURE.split('-');
const NO_SUCH_UUID = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';

/** A notification that never shows, should a mutation leave it valid: it ended in 2000. */
const PAST = { startsAt: '1999-01-01T00:00:00Z', endsAt: '2000-01-01T00:00:00Z' };

export const publicRoutes = {
  health: { methods: ['GET', 'HEAD'] },
  live: { methods: ['GET'], stream: true },
  websiteContent: { methods: ['GET', 'HEAD'], params: { key: 'course-status' } },
  websiteNotifications: { methods: ['GET'] },
  reserveTable: {
    methods: ['POST'],
    lines: {
      fullname: 'Marc {{m}}',
      persons: '4',
      phone: '+32 50 12 34 56',
      email: '{{m}}@example.net',
      date: `${FUTURE}T19:30`,
    },
  },
  reserveGreenfee: {
    methods: ['POST'],
    lines: {
      Firstname: 'Ann',
      Lastname: '{{m}}',
      Hcp: '12,4',
      Email: '{{m}}@example.net',
      Telephone: '+32 470 12 34 56',
      Adults: '2',
      Juniors: '1',
      Date: FUTURE,
      Time: '10:30',
      Remarks: 'A buggy, please. {{m}}',
    },
  },
  freeSlots: { methods: ['GET'], params: { type: 'greenfee', year: YEAR, month: MONTH, day: DAY } },
  createReservation: {
    methods: ['POST'],
    body: {
      firstname: 'Piet',
      lastname: '{{m}}',
      handicap: 18.2,
      email: '{{m}}@example.net',
      telephone: '+32 475 00 11 22',
      year: Number(YEAR),
      month: Number(MONTH),
      day: Number(DAY),
      hour: 10,
      minute: 0,
      adults: 1,
      juniors: 0,
      type: 'greenfee',
    },
  },
  reservation: { methods: ['GET'], params: { id: NO_SUCH_UUID } },
  // No such booking: nothing to pay again, whatever one mutation changes.
  retryReservation: { methods: ['POST'], params: { id: NO_SUCH_UUID } },
  cancelOwnReservation: { methods: ['POST'], params: { id: NO_SUCH_UUID } },
  changeOwnReservation: {
    methods: ['POST'],
    params: { id: NO_SUCH_UUID },
    body: { year: 2031, month: 7, day: 8, hour: 10, minute: 0, adults: 2, juniors: 0 },
  },
  // A past date: refused whatever one mutation changes, so the corpus never joins the list.
  waitingList: {
    methods: ['POST'],
    body: {
      date: '1999-06-01',
      from: '09:00',
      to: '11:00',
      adults: 2,
      juniors: 0,
      firstname: 'Piet',
      lastname: '{{m}}',
      email: '{{m}}@example.net',
      telephone: '+32 475 00 11 22',
      language: 'nl',
    },
  },
  // No such offer or entry: nothing to take or leave, whatever one mutation changes.
  waitingListOffer: { methods: ['GET'], params: { token: 'no-such-offer-token' } },
  acceptWaitingListOffer: {
    methods: ['POST'],
    params: { token: 'no-such-offer-token' },
    body: { handicap: 18 },
  },
  leaveWaitingList: { methods: ['POST'], params: { token: 'no-such-entry-token' } },
  bookingMode: { methods: ['GET'] },
  privacyRetention: { methods: ['GET', 'HEAD'] },
  paymentWebhook: { methods: ['POST'], body: { id: 'tr_{{m}}' } },
  testCheckout: {
    methods: ['GET', 'POST'],
    params: { paymentId: 'tst_{{m}}' },
    body: { action: 'pay', xsrf: 'x' },
  },
  holes: { methods: ['GET', 'HEAD'] },
  // Reads only: a page's published texts, and the club's details.
  page: { methods: ['GET', 'HEAD'], params: { key: 'history' } },
  club: { methods: ['GET', 'HEAD'] },
  // Reads only: the published award and brand marks.
  awards: { methods: ['GET', 'HEAD'] },
  brands: { methods: ['GET', 'HEAD'] },
  prices: { methods: ['GET'], params: { date: FUTURE } },
  // Reads only: the stored limits, holidays and the members-only window.
  rules: { methods: ['GET', 'HEAD'] },
  // Without ?from= it is refused; with it, it only reads.
  openingHours: { methods: ['GET', 'HEAD'] },
  scoreCard: { methods: ['GET'] },
  // An account that does not exist: a failed sign-in is audited, and must not lock out the real one.
  login: { methods: ['POST'], body: { email: 'nobody@example.net', password: 'not the password' } },
  logout: { methods: ['POST'] },
  me: { methods: ['GET'] },
} satisfies Record<keyof typeof apiPaths, RouteSpec>;

const REFUSED_PRICE_LIST = {
  name: { en: 'Prices {{m}}', nl: '', fr: '', de: '' },
  effectiveFrom: '1999-02-30',
  seasons: [],
};

export const staffRoutes = {
  content: { methods: ['PUT'], params: { key: 'hx-scratch' }, body: { content: '{{m}}' } },
  notifications: {
    methods: ['GET', 'POST'],
    body: { content: 'Notice {{m}}', severity: 'info', position: 0, ...PAST },
  },
  notification: {
    methods: ['PUT', 'DELETE'],
    params: { id: '999999' },
    body: { content: 'Notice {{m}}', severity: 'info', position: 0, ...PAST },
  },
  requests: { methods: ['GET'] },
  // No such request: a valid body still finds nothing to confirm.
  confirmRequest: {
    methods: ['POST'],
    params: { id: NO_SUCH_UUID },
    body: { hour: 10, minute: 0, message: '{{m}}' },
  },
  declineRequest: { methods: ['POST'], params: { id: NO_SUCH_UUID }, body: { message: '{{m}}' } },
  reservations: { methods: ['GET'] },
  // No such booking: whatever one mutation leaves valid, there is nothing to change.
  reservationArrival: { methods: ['POST'], params: { id: NO_SUCH_UUID }, body: { state: 'no-show' } },
  cancelReservation: {
    methods: ['POST'],
    params: { id: NO_SUCH_UUID },
    body: { refund: false, message: '{{m}}' },
  },
  moveReservation: {
    methods: ['POST'],
    params: { id: NO_SUCH_UUID },
    body: { date: FUTURE, hour: 10, minute: 0 },
  },
  // No such booking (and no body): no address's stop to lift.
  liftNoShowStop: { methods: ['POST'], params: { id: NO_SUCH_UUID } },
  outbox: { methods: ['GET'] },
  outboxStatus: { methods: ['GET'] },
  resendMail: { methods: ['POST'], params: { id: '999999' } },
  audit: { methods: ['GET'] },
  files: { methods: ['POST'], body: { name: '{{m}}.png' } },
  users: {
    methods: ['GET', 'POST'],
    body: { email: '{{m}}@example.net', password: 'a long enough password {{m}}', role: 'staff' },
  },
  // Sent signed out only. Signed in, these would end the corpus's own session, or count failed sign-ins
  // until the account it signs in with locks; their refusals signed in are server/test/accounts.test.ts's.
  ownPassword: {
    methods: ['POST'],
    body: { currentPassword: 'not the password {{m}}', newPassword: 'a long enough password {{m}}' },
    senders: ['anonymous'],
  },
  signOutEverywhere: { methods: ['POST'], senders: ['anonymous'] },
  // An address nothing is held about: exporting or erasing it changes nothing but the audit log's counts.
  exportPerson: { methods: ['POST'], body: { email: 'nobody-{{m}}@example.net' } },
  erasePerson: { methods: ['POST'], body: { email: 'nobody-{{m}}@example.net' } },
  user: {
    methods: ['PUT', 'DELETE'],
    params: { id: NO_SUCH_UUID },
    body: { role: 'staff', password: 'a long enough password {{m}}' },
  },
  // The low season's first time after its last: refused whatever one mutation changes, so the corpus
  // never changes the sheet it and the booking tests share.
  teeSheetConfig: {
    methods: ['GET', 'PUT'],
    body: {
      low: { first: { hour: 16, minute: 0 }, last: { hour: 8, minute: 0 } },
      high: { first: { hour: 17, minute: 0 }, last: { hour: 7, minute: 0 } },
      intervalMinutes: 10,
      playersPerTime: 4,
      membersOnly: { from: { hour: 12, minute: 0 }, to: { hour: 14, minute: 0 } },
    },
  },
  // A block that ended in 1999: refused whatever one mutation changes.
  teeSheetBlocks: {
    methods: ['POST'],
    body: {
      from: '1999-01-01',
      to: '1999-01-02',
      fromTime: '08:00',
      toTime: '10:00',
      reason: 'competition',
      label: 'Cup {{m}}',
      force: false,
    },
  },
  teeSheetBlock: { methods: ['DELETE'], params: { id: '999999' } },
  // A list with a date that does not exist and no seasons nor fees: refused whatever one mutation changes,
  // so the corpus never changes the prices the booking tests read.
  priceLists: { methods: ['GET', 'POST'], body: REFUSED_PRICE_LIST },
  priceList: { methods: ['PUT', 'DELETE'], params: { id: '999999' }, body: REFUSED_PRICE_LIST },
  // Both limits out of range and a date that does not exist: refused whatever one mutation changes, so the
  // corpus never changes the limits the booking tests book within.
  // A version no page is on and blocks that are not a list: refused whatever one mutation changes, so the
  // corpus never changes a page's draft, publishes or restores one.
  pages: { methods: ['GET'] },
  page: {
    methods: ['GET', 'PUT'],
    params: { key: 'history' },
    body: { version: 0, title: { en: '{{m}}', nl: '', fr: '', de: '' }, blocks: 'none' },
  },
  publishPage: { methods: ['POST'], params: { key: 'history' }, body: { version: 0, draft: '{{m}}' } },
  pageRevisions: { methods: ['GET'], params: { key: 'history' } },
  restorePageRevision: {
    methods: ['POST'],
    params: { key: 'history', n: '999999' },
    body: { version: 0, note: '{{m}}' },
  },
  // Version 0 and a name too long for the field: the club's details and the course never change. A restore
  // names no revision there is, on version 0: refused whatever one mutation changes, as a page's.
  club: {
    methods: ['GET', 'PUT'],
    body: { version: 0, club: { name: '{{m}}'.repeat(100), phone: 'none' } },
  },
  clubRevisions: { methods: ['GET'] },
  restoreClubRevision: { methods: ['POST'], params: { n: '999999' }, body: { version: 0, note: '{{m}}' } },
  course: { methods: ['GET', 'PUT'], body: { version: 0, course: { holes: '{{m}}' } } },
  courseRevisions: { methods: ['GET'] },
  restoreCourseRevision: { methods: ['POST'], params: { n: '999999' }, body: { version: 0, note: '{{m}}' } },
  // Not a picture nor a video: nothing is stored; no such item to change or delete.
  media: { methods: ['GET', 'POST'], body: { file: '{{m}}', kind: 'sound' } },
  mediaItem: {
    methods: ['PUT', 'DELETE'],
    params: { id: 'no-such-item' },
    body: { alt: '{{m}}', caption: 7, credit: 7 },
  },
  // Version 0 and lists that are not lists, or no revision there is: the marks never change.
  marks: { methods: ['GET', 'PUT'], body: { version: 0, marks: { awards: '{{m}}', brands: 7 } } },
  marksRevisions: { methods: ['GET'] },
  restoreMarksRevision: { methods: ['POST'], params: { n: '999999' }, body: { version: 0, note: '{{m}}' } },
  clubRules: {
    methods: ['GET', 'PUT'],
    body: {
      handicapLimits: { mondayToThursday: 99, fridayToSundayAndHolidays: 99 },
      holidays: [{ date: '1999-02-30', name: { en: 'Club day {{m}}', nl: '', fr: '', de: '' } }],
    },
  },
  // Two fields wrong in each body: refused whatever one mutation changes, so the corpus never changes the
  // hours the pages show nor adds an exceptional day.
  openingHours: {
    methods: ['GET', 'PUT'],
    body: { drivingRange: 'always {{m}}', shop: [], bar: 'never' },
  },
  openingHourExceptions: {
    methods: ['POST'],
    body: {
      facility: 'pool',
      from: '1999-02-30',
      to: '1999-03-01',
      closed: true,
      opens: null,
      closes: null,
      reason: { en: 'Closed {{m}}', nl: '', fr: '', de: '' },
    },
  },
  openingHourException: { methods: ['DELETE'], params: { id: '999999' } },
  teeSheetDay: { methods: ['GET'], params: { date: FUTURE } },
  waitingList: { methods: ['GET'] },
  // No such entry: nothing to offer or remove, whatever one mutation changes.
  offerWaitingListEntry: { methods: ['POST'], params: { id: NO_SUCH_UUID }, body: { hour: 10, minute: 0 } },
  waitingListEntry: { methods: ['DELETE'], params: { id: NO_SUCH_UUID } },
  reportSummary: { methods: ['GET'] },
  reportBookingsCsv: { methods: ['GET'] },
  reportPaymentsCsv: { methods: ['GET'] },
  // A date in 1999: refused whatever one mutation changes, so the corpus never takes a tee time.
  teeSheetBookings: {
    methods: ['POST'],
    body: {
      date: '1999-06-01',
      hour: 10,
      minute: 0,
      adults: 1,
      juniors: 0,
      firstname: 'Desk',
      lastname: '{{m}}',
      email: '{{m}}@example.net',
      telephone: '+32 475 00 11 22',
      handicap: 20,
      note: 'Called {{m}}',
    },
  },
} satisfies Record<keyof typeof adminApiPaths, RouteSpec>;

export const fileRouteSpec: RouteSpec = { methods: ['GET', 'HEAD'], params: { name: 'home-header.svg' } };

/** Who sends a request: nobody, or the staff member (with the session cookie). Both send the XSRF pair. */
export type Sender = 'anonymous' | 'staff';

export interface HostileRequest {
  label: string;
  method: string;
  /** Sent as is: no URL parser gets to resolve its dots or decode its escapes. */
  path: string;
  headers: Record<string, string>;
  body?: string | Buffer;
  sender: Sender;
  /** Left out of the cross-site token pair: the answer must be a 403 with a {message}. */
  withoutXsrf?: boolean;
  /** Duplicated session and token cookies, of which only one can be right. */
  duplicateCookies?: boolean;
  /** A request framing no fetch client sends: written on a raw socket. */
  raw?: string;
  stream?: boolean;
  /** The marker its body carries, if any. */
  marker?: string;
}

/** Stands for the marker while a mutation is built; each request then gets its own. */
const PLACEHOLDER = 'hxMARKERhx';

const NUL = '\u0000';
const LONE_SURROGATE = '\ud800';
const RTL_OVERRIDE = '\u202e';

/** The route's path with each param replaced; values are put in verbatim (tricks stay undecoded). */
function fill(pattern: string, prefix: string, params: Record<string, string>, marker: string) {
  return (
    prefix +
    pattern.replace(/:(\w+)/g, (_m, name: string) =>
      encodeURIComponent(params[name] ?? 'x').replaceAll('%7B%7Bm%7D%7D', marker),
    )
  );
}

const withMarker = (value: Json, marker: string): Json =>
  JSON.parse(JSON.stringify(value).replaceAll('{{m}}', marker)) as Json;

/** The body a route expects, as an object (the /reserve routes: `{content}` of lines). */
function baseBody(spec: RouteSpec, marker: string): { [key: string]: Json } | undefined {
  if (spec.lines) {
    const text = Object.entries(spec.lines)
      .map(([field, value]) => `${field}: ${value}`)
      .join('\n');
    return { content: text.replaceAll('{{m}}', marker) };
  }
  return spec.body ? (withMarker(spec.body, marker) as { [key: string]: Json }) : undefined;
}

/** Line-field mutations for the /reserve routes: the value of one line spoiled. */
function linesWith(spec: RouteSpec, marker: string, field: string, value: string) {
  const lines = { ...spec.lines, [field]: value };
  return {
    content: Object.entries(lines)
      .map(([name, v]) => `${name}: ${v}`)
      .join('\n')
      .replaceAll('{{m}}', marker),
  };
}

interface BodyMutation {
  label: string;
  body: string | Buffer;
  type?: string;
}

/** Every way of spoiling a body of the route's shape. */
function bodyMutations(spec: RouteSpec, marker: string): BodyMutation[] {
  const base = baseBody(spec, marker) ?? {};
  const json = (label: string, value: unknown): BodyMutation => ({ label, body: JSON.stringify(value) });
  const mutations: BodyMutation[] = [
    { label: 'malformed JSON', body: `${JSON.stringify(base).slice(0, -1)},` },
    { label: 'an empty body', body: '' },
    { label: 'a JSON array', body: JSON.stringify([base]) },
    { label: 'JSON null', body: 'null' },
    { label: 'a number over the double range', body: '1e400' },
    {
      label: 'a form-encoded body',
      body: new URLSearchParams(base as Record<string, string>).toString(),
      type: 'application/x-www-form-urlencoded',
    },
    { label: 'text/plain', body: JSON.stringify(base), type: 'text/plain' },
    {
      label: 'multipart',
      body: '--b\r\nContent-Disposition: form-data; name="content"\r\n\r\nx\r\n--b--',
      type: 'multipart/form-data; boundary=b',
    },
    { label: 'a body over 64 KB', body: JSON.stringify({ ...base, pad: 'x'.repeat(70_000) }) },
    {
      label: '__proto__ key',
      body: `{"__proto__":{"role":"admin","isAdmin":true},${JSON.stringify(base).slice(1)}`,
    },
    {
      label: 'constructor.prototype key',
      body: `{"constructor":{"prototype":{"isAdmin":true}},${JSON.stringify(base).slice(1)}`,
    },
    json('an unknown extra field', { ...base, role: 'admin', isAdmin: true }),
  ];
  for (const [field, value] of Object.entries(base)) {
    mutations.push(
      {
        label: `"${field}" twice`,
        body: `{${JSON.stringify(field)}:${JSON.stringify(value)},${JSON.stringify(base).slice(1, -1)},${JSON.stringify(field)}:{"$gt":""}}`,
      },
      json(`"${field}" as an object`, { ...base, [field]: { $ne: null } }),
      json(`"${field}" as an array`, { ...base, [field]: [value, value] }),
      json(`"${field}" missing`, Object.fromEntries(Object.entries(base).filter(([k]) => k !== field))),
    );
    if (typeof value === 'number') {
      mutations.push(
        json(`"${field}" huge`, { ...base, [field]: 1e308 }),
        json(`"${field}" negative`, { ...base, [field]: -2_147_483_649 }),
        {
          label: `"${field}" beyond 2^53`,
          body: JSON.stringify({ ...base, [field]: 'BIG' }).replace('"BIG"', '9007199254740993'),
        },
        json(`"${field}" as a string`, { ...base, [field]: String(value) }),
        json(`"${field}" fractional`, { ...base, [field]: value + 0.5 }),
      );
    }
    if (typeof value === 'string' && !spec.lines) {
      mutations.push(
        json(`"${field}" as a number`, { ...base, [field]: 12_345 }),
        json(`NUL in "${field}"`, { ...base, [field]: `${value}${NUL}` }),
        json(`a lone surrogate in "${field}"`, { ...base, [field]: `${value}${LONE_SURROGATE}` }),
        json(`an RTL override in "${field}"`, { ...base, [field]: `${RTL_OVERRIDE}${value}` }),
        json(`"${field}" of 100 000 characters`, { ...base, [field]: 'x'.repeat(60_000) }),
      );
    }
  }
  if (spec.lines) {
    for (const field of Object.keys(spec.lines)) {
      mutations.push(
        json(`NUL in line ${field}`, linesWith(spec, marker, field, `x${NUL}`)),
        json(`a lone surrogate in line ${field}`, linesWith(spec, marker, field, `x${LONE_SURROGATE}`)),
        json(`an RTL override in line ${field}`, linesWith(spec, marker, field, `${RTL_OVERRIDE}x`)),
        json(`huge number in line ${field}`, linesWith(spec, marker, field, '99999999999999999999')),
        json(`negative number in line ${field}`, linesWith(spec, marker, field, '-99')),
      );
    }
  }
  return mutations;
}

/** Params no route can make sense of. */
const PARAM_TRICKS = [
  '..',
  '%2e%2e',
  '..%2f..%2f..%2fetc%2fpasswd',
  '%2F',
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%E2%80%AE',
  '%0D%0ASet-Cookie:%20x=1',
  '__proto__',
  '-1',
  '99999999999999999999999',
  '1e309',
  'x'.repeat(2000),
];

/** Address tricks around a route's path. */
function pathTricks(path: string): { label: string; path: string }[] {
  const rest = path.slice(API_BASE.length);
  return [
    { label: 'a doubled slash', path: `/${path}` },
    { label: 'a dot segment', path: path.replace(/\/([^/]+)$/, '/./$1') },
    { label: 'a dot-dot segment', path: `${path}/../..${path}` },
    { label: 'encoded dot-dots', path: `${path}/%2e%2e/%2e%2e/etc/passwd` },
    { label: 'an encoded slash', path: path.replaceAll('/', '%2F') },
    { label: 'a NUL at the end', path: `${path}%00` },
    { label: 'a duplicated query', path: `${path}?a=1&a=2&__proto__[x]=1&constructor[prototype][x]=1` },
    { label: 'a NUL in the query', path: `${path}?q=%00&r=%ED%A0%80` },
    { label: 'an over-long path', path: `${path}/${'a'.repeat(9000)}` },
    { label: 'backslashes', path: `${path.replaceAll('/', '\\')}` },
    { label: 'the API prefix twice', path: `${API_BASE}${API_BASE}${rest}` },
  ];
}

/** Every route as [path pattern prefix, spec, sender(s)]. */
function routeTable() {
  const rows: { name: string; pattern: string; prefix: string; spec: RouteSpec; staff: boolean }[] = [];
  for (const [name, spec] of Object.entries(publicRoutes) as [keyof typeof apiPaths, RouteSpec][]) {
    rows.push({ name, pattern: apiPaths[name].pattern, prefix: API_BASE, spec, staff: false });
  }
  rows.push({ name: 'file', pattern: fileRoute.pattern, prefix: '', spec: fileRouteSpec, staff: false });
  for (const [name, spec] of Object.entries(staffRoutes) as [keyof typeof adminApiPaths, RouteSpec][]) {
    rows.push({
      name: `admin ${name}`,
      pattern: adminApiPaths[name].pattern,
      prefix: `${API_BASE}/admin`,
      spec,
      staff: true,
    });
  }
  return rows;
}

/** The whole corpus; markers are `${run}q${n}`, unique to a request. */
export function hostileCorpus(run: string): HostileRequest[] {
  const corpus: HostileRequest[] = [];
  const marker = () => `${run}q${corpus.length}`;
  const push = (request: Omit<HostileRequest, 'marker'>, m?: string) =>
    corpus.push({ ...request, ...(m ? { marker: m } : {}) });
  const json = { 'content-type': 'application/json' };

  for (const { name, pattern, prefix, spec, staff } of routeTable()) {
    const senders: Sender[] = spec.senders ?? (staff ? ['anonymous', 'staff'] : ['anonymous']);
    const stream = spec.stream ?? false;
    for (const sender of senders) {
      for (const method of spec.methods) {
        const at = (m: string) => fill(pattern, prefix, spec.params ?? {}, m);
        const hasBody = method === 'POST' || method === 'PUT';
        // The route as a client of ours would call it, but for the cookies and for the token.
        // A valid body carrying marker m, so that whatever of it gets stored can be traced to its request.
        const validBody = (m: string) => (hasBody ? { body: JSON.stringify(baseBody(spec, m) ?? {}) } : {});
        const m0 = marker();
        const plain = {
          method,
          path: at(m0),
          headers: hasBody ? json : {},
          sender,
          stream,
          ...validBody(m0),
        };
        if (method !== 'GET' && method !== 'HEAD') {
          push(
            {
              ...plain,
              label: `${sender} ${method} ${name} without the cross-site token`,
              withoutXsrf: true,
            },
            m0,
          );
        }
        const m1 = marker();
        push(
          {
            ...plain,
            path: at(m1),
            ...validBody(m1),
            label: `${sender} ${method} ${name} with duplicated cookies`,
            duplicateCookies: true,
          },
          m1,
        );
        if (hasBody) {
          for (const mutation of bodyMutations(spec, PLACEHOLDER)) {
            const m = marker();
            const body =
              typeof mutation.body === 'string' ? mutation.body.replaceAll(PLACEHOLDER, m) : mutation.body;
            push(
              {
                label: `${sender} ${method} ${name}: ${mutation.label}`,
                method,
                path: at(m),
                headers: { 'content-type': mutation.type ?? 'application/json' },
                body,
                sender,
                stream,
              },
              m,
            );
          }
        }
        if (sender === 'anonymous' || method === 'GET') {
          for (const param of Object.keys(spec.params ?? {})) {
            for (const trick of PARAM_TRICKS) {
              const path =
                prefix +
                pattern.replace(/:(\w+)/g, (_m, p: string) =>
                  p === param ? trick : encodeURIComponent(spec.params?.[p] ?? 'x'),
                );
              const m = marker();
              push(
                {
                  label: `${sender} ${method} ${name}: ${param} = ${trick.slice(0, 30)}`,
                  method,
                  path,
                  headers: hasBody ? json : {},
                  sender,
                  stream,
                  ...validBody(m),
                },
                hasBody ? m : undefined,
              );
            }
          }
        }
        if (sender === 'anonymous' && (method === 'GET' || method === 'POST')) {
          for (const trick of pathTricks(at('x'))) {
            const m = marker();
            push(
              {
                label: `${method} ${name}: ${trick.label}`,
                method,
                path: trick.path,
                headers: hasBody ? json : {},
                sender,
                stream,
                ...validBody(m),
              },
              hasBody ? m : undefined,
            );
          }
          push({
            label: `${method} ${name}: an over-long header`,
            method,
            path: at('x'),
            headers: { 'x-padding': 'a'.repeat(20_000) },
            sender,
            stream,
          });
          push({
            label: `${method} ${name}: a header with an RTL override and a surrogate`,
            method,
            path: at('x'),
            headers: { 'accept-language': 'nl\u00e9', 'if-none-match': '"\u00ff"' },
            sender,
            stream,
          });
        }
      }
    }
    if (!staff && spec.methods.includes('POST')) {
      const path = fill(pattern, prefix, spec.params ?? {}, 'x');
      for (const [label, framing] of [
        ['Content-Length and Transfer-Encoding both', 'Content-Length: 5\r\nTransfer-Encoding: chunked'],
        ['two different Content-Lengths', 'Content-Length: 2\r\nContent-Length: 20'],
        ['a negative Content-Length', 'Content-Length: -1'],
        ['Transfer-Encoding: chunked, identity', 'Transfer-Encoding: chunked, identity'],
        [
          'a Transfer-Encoding with a space before the colon',
          'Transfer-Encoding : chunked\r\nContent-Length: 5',
        ],
      ] as const) {
        push({
          label: `POST ${name}: ${label}`,
          method: 'POST',
          path,
          headers: {},
          sender: 'anonymous',
          raw: `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n${framing}\r\n\r\n0\r\n\r\n{}`,
        });
      }
    }
  }
  return corpus;
}
