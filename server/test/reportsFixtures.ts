import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { reservationPayments, reservationRefunds, reservations, teeSheetBlocks } from '../src/db/schema';

/**
 * A June of bookings for the reports (docs/product.md, Reports): every source, paid, refunded in part and
 * in full, failed, expired, open, no-show, canceled early and late, anonymised, and a change's difference
 * row; one booking on each side of the month, and one July booking paid in June; a payment refunded
 * twice, and one created in May but paid in June. The expected figures below are worked out by hand from
 * this table.
 */
export const PERIOD = { from: '2025-06-01', to: '2025-06-30' };

/** Ids by letter, readable in failures. */
export const id = (letter: string) =>
  `00000000-0000-4000-8000-0000000000${letter.charCodeAt(0).toString(16)}`;

type Row = typeof reservations.$inferInsert;
type Payment = typeof reservationPayments.$inferInsert;
type Refund = typeof reservationRefunds.$inferInsert;

const base = (letter: string, date: string, time: string, party: [number, number], cents: number) => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  return {
    id: id(letter),
    type: 'greenfee',
    year,
    month,
    day,
    hour,
    minute,
    firstname: `First ${letter}`,
    lastname: `Last ${letter}`,
    email: `${letter.toLowerCase()}@example.net`,
    telephone: '0470 00 00 00',
    adults: party[0],
    juniors: party[1],
    priceCents: cents,
    holdExpiresAt: null,
    createdAt: new Date('2025-05-01T08:00:00Z'),
  } satisfies Row;
};
const online = (letter: string, date: string, time: string, party: [number, number], cents: number) => ({
  ...base(letter, date, time, party, cents),
  source: 'online' as const,
  paymentState: 'paid' as const,
  paymentId: `tr_${letter}`,
});
const staffEntered = (
  source: 'desk' | 'request',
  letter: string,
  date: string,
  time: string,
  party: [number, number],
  cents: number,
) => ({ ...base(letter, date, time, party, cents), source, paymentState: null });

const at = (iso: string) => new Date(iso);

export const BOOKINGS: Row[] = [
  // A: a weekday, two adults and a junior; the name tries a formula and the CSV's quotes.
  {
    ...online('A', '2025-06-02', '10:00', [2, 1], 27_500),
    firstname: '=HYPERLINK("http://evil.example")',
    lastname: 'Peeters, "Jr"',
    telephone: '+32 470 12 34 56',
    arrival: 'checked-in',
  },
  // B: from the waiting list, a Saturday.
  { ...online('B', '2025-06-07', '09:00', [1, 0], 12_000), waitingListOfferId: id('b') },
  // C: the desk; a no-show.
  { ...staffEntered('desk', 'C', '2025-06-03', '11:00', [2, 0], 22_000), arrival: 'no-show' },
  // D: a mail request confirmed onto the sheet.
  staffEntered('request', 'D', '2025-06-04', '15:00', [1, 1], 16_500),
  // E: changed to a cheaper time (part refunded), then canceled by the player six days ahead: half refunded.
  {
    ...online('E', '2025-06-12', '10:00', [2, 0], 22_000),
    canceledAt: at('2025-06-06T09:00:00Z'),
    canceledBy: 'player',
    holdsSlot: false,
    refundedCents: 11_000,
    refundId: 're_E2',
  },
  // F: canceled by the club 18 hours ahead (late), refunded; a second payment arrived after, refunded too.
  {
    ...online('F', '2025-06-14', '08:00', [2, 0], 24_000),
    canceledAt: at('2025-06-13T12:00:00Z'),
    canceledBy: 'club',
    holdsSlot: false,
    refundedCents: 48_000,
    refundId: 're_F',
  },
  // G: failed; H: expired after a failed try; I: still open.
  { ...online('G', '2025-06-16', '10:00', [1, 0], 11_000), paymentState: 'failed', holdsSlot: false },
  { ...online('H', '2025-06-17', '10:00', [2, 0], 22_000), paymentState: 'expired', holdsSlot: false },
  {
    ...online('I', '2025-06-18', '10:00', [1, 0], 11_000),
    paymentState: 'open',
    holdExpiresAt: at('2099-01-01T00:00:00Z'),
  },
  // J: twilight, a no-show.
  { ...online('J', '2025-06-05', '17:00', [1, 1], 16_000), arrival: 'no-show' },
  // K: Whit Monday (a holiday: the weekend fee), anonymised.
  {
    ...online('K', '2025-06-09', '10:00', [1, 0], 12_000),
    firstname: '',
    lastname: '',
    email: null,
    telephone: null,
    anonymisedAt: at('2025-07-01T00:00:00Z'),
  },
  // L: changed to a dearer time; the difference row L2 paid 2,000 into it.
  online('L', '2025-06-20', '10:00', [2, 0], 24_000),
  {
    ...online('M', '2025-06-20', '10:00', [2, 0], 2_000),
    id: id('m'),
    changeOf: id('L'),
    holdsSlot: false,
    paymentId: 'tr_L2',
  },
  // N: a desk booking staff canceled in good time.
  {
    ...staffEntered('desk', 'N', '2025-06-25', '10:00', [2, 0], 22_000),
    canceledAt: at('2025-06-01T09:00:00Z'),
    canceledBy: 'club',
    holdsSlot: false,
  },
  // Outside the month: O the day before (paid before it), P the day after (paid in June).
  online('O', '2025-05-31', '10:00', [1, 0], 12_000),
  online('P', '2025-07-01', '10:00', [1, 0], 11_000),
];

const paid = (payment: string, letter: string, cents: number, created: string): Payment => ({
  id: payment,
  reservationId: id(letter),
  amountCents: cents,
  state: 'paid',
  outcome: 'kept',
  createdAt: at(created),
  updatedAt: at(created),
});

export const PAYMENTS: Payment[] = [
  { ...paid('tr_A', 'A', 27_500, '2025-06-01T08:00:00Z'), paidAt: at('2025-06-01T08:04:00Z') },
  // Created at 23:50 on 31 May, club time, and paid at 00:30 on 1 June (still May in UTC): June's.
  {
    ...paid('tr_B', 'B', 12_000, '2025-05-31T21:50:00Z'),
    paidAt: at('2025-05-31T22:30:00Z'),
    updatedAt: at('2025-05-31T22:30:00Z'),
  },
  {
    ...paid('tr_E', 'E', 22_000, '2025-06-02T09:00:00Z'),
    outcome: 'refunded',
    refundId: 're_E2',
    refundedCents: 11_000,
    updatedAt: at('2025-06-06T09:00:00Z'),
  },
  {
    ...paid('tr_F', 'F', 24_000, '2025-06-03T09:00:00Z'),
    outcome: 'refunded',
    refundId: 're_F',
    refundedCents: 24_000,
    updatedAt: at('2025-06-13T12:00:00Z'),
  },
  {
    ...paid('tr_F2', 'F', 24_000, '2025-06-13T12:30:00Z'),
    outcome: 'refunded',
    refundId: 're_F2',
    refundedCents: 24_000,
    updatedAt: at('2025-06-13T12:45:00Z'),
  },
  { ...paid('tr_G', 'G', 11_000, '2025-06-10T09:00:00Z'), state: 'failed', outcome: null },
  { ...paid('tr_H1', 'H', 22_000, '2025-06-11T09:00:00Z'), state: 'failed', outcome: null },
  { ...paid('tr_H', 'H', 22_000, '2025-06-11T09:20:00Z'), state: 'expired', outcome: null },
  { ...paid('tr_I', 'I', 11_000, '2025-06-18T07:00:00Z'), state: 'open', outcome: null },
  paid('tr_J', 'J', 16_000, '2025-06-04T09:00:00Z'),
  paid('tr_K', 'K', 12_000, '2025-06-08T09:00:00Z'),
  paid('tr_L', 'L', 22_000, '2025-06-02T11:00:00Z'),
  { ...paid('tr_L2', 'M', 2_000, '2025-06-15T11:00:00Z'), reservationId: id('m') },
  paid('tr_O', 'O', 12_000, '2025-05-30T09:00:00Z'),
  paid('tr_P', 'P', 11_000, '2025-06-20T09:00:00Z'),
];

/** Each refund the provider took, dated when it was recorded: E's payment twice. */
export const REFUNDS: Refund[] = [
  {
    id: 're_E1',
    paymentId: 'tr_E',
    reservationId: id('E'),
    amountCents: 4_000,
    createdAt: at('2025-06-04T15:00:00Z'),
  },
  {
    id: 're_E2',
    paymentId: 'tr_E',
    reservationId: id('E'),
    amountCents: 7_000,
    createdAt: at('2025-06-06T09:00:00Z'),
  },
  {
    id: 're_F',
    paymentId: 'tr_F',
    reservationId: id('F'),
    amountCents: 24_000,
    createdAt: at('2025-06-13T12:00:00Z'),
  },
  {
    id: 're_F2',
    paymentId: 'tr_F2',
    reservationId: id('F'),
    amountCents: 24_000,
    createdAt: at('2025-06-13T12:45:00Z'),
  },
];

/** A competition on 10 June from 08:00 to 10:00: twelve times of four places, blocked. */
export const BLOCK = {
  fromDate: '2025-06-10',
  toDate: '2025-06-10',
  fromMinute: 8 * 60,
  toMinute: 10 * 60,
  reason: 'competition' as const,
  label: 'Club cup',
  createdBy: 'admin@example.org',
};

export async function insertJune(db: Db) {
  await db.insert(reservations).values(BOOKINGS);
  await db.insert(reservationPayments).values(PAYMENTS);
  await db.insert(reservationRefunds).values(REFUNDS);
  await db.insert(teeSheetBlocks).values(BLOCK);
  // The seeded price list priced them all, as a real booking records.
  await db.execute(sql`update reservations set price_list_id = (select min(id) from price_lists)`);
}

/** The month's figures, by hand from the table above. */
export const EXPECTED = {
  // Standing: A 3, B 1, C 2, D 2, J 2, K 1, L 2.
  rounds: {
    total: 13,
    bySource: { online: 8, desk: 2, request: 2, 'waiting-list': 1 },
    adults: 10,
    juniors: 3,
  },
  // Paid payments of the month's bookings: A, B, E, F, F2, J, K, L and L's difference (M).
  receivedCents: 27_500 + 12_000 + 22_000 + 24_000 + 24_000 + 16_000 + 12_000 + 22_000 + 2_000,
  refundedCents: 11_000 + 24_000 + 24_000,
  openCents: 11_000,
  failedCents: 11_000 + 22_000,
  byFee: [
    // A, E's kept half (canceled: no rounds), L with its difference.
    { fee: 'weekday', rounds: 5, cents: 27_500 + 11_000 + 24_000 },
    // B, K on Whit Monday; F refunded in full.
    { fee: 'weekend', rounds: 2, cents: 24_000 },
    { fee: 'twilight', rounds: 2, cents: 16_000 },
    // C and D: their prices, paid at the desk.
    { fee: 'desk', rounds: 4, cents: 38_500 },
  ],
  averagePerRoundCents: Math.round(141_000 / 13),
  noShows: {
    count: 2,
    ratePermille: Math.round(2000 / 7),
    bySource: { online: 1, desk: 1, request: 0, 'waiting-list': 0 },
    lateCancellations: 1,
    // F, of the seven that stand and F.
    latePermille: Math.round(1000 / 8),
    lateBySource: { online: 1, desk: 0, request: 0, 'waiting-list': 0 },
    // A, J, K and L; B; C; D.
    bookingsBySource: { online: 4, desk: 1, request: 1, 'waiting-list': 1 },
  },
  // High season: 07:30 to 18:00 every 10 minutes, 64 times of 4, on 30 days; the block takes 12 times.
  capacity: 64 * 4 * 30 - 48,
  blocked: 48,
  /** Booking rows of the CSV: every booking of the month but the difference row. */
  csvBookings: ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J', 'K', 'L', 'N'],
  /** Paid in June: the month's payments above, and P's (a July booking). */
  paymentsInJune: 161_500 + 11_000,
  refundsInJune: 59_000,
};
