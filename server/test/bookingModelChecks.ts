import { formatTime } from '../../common/rules/clubTime';
import {
  type BookingModel,
  type ModelBooking,
  type Phase,
  phaseOf,
  rowHoldsPlayers,
} from './bookingModelState';
import type { BookingWorld, WorldRows } from './bookingModelWorld';

/**
 * The four invariants of issue 36, checked against the database after every step of the booking model:
 * state (each booking in a phase its history allows), capacity, money and mail.
 */
export interface StepExpectation {
  /** The phases a booking may now be in; a booking not named must be where it was. */
  allowed: Map<string, Phase[]>;
  /** Bookings this step may confirm with the payment of their running hold (not a late payment). */
  paidOnTime: Set<string>;
}

export const noChange = (): StepExpectation => ({ allowed: new Map(), paidOnTime: new Set() });

export class InvariantBroken extends Error {
  constructor(invariant: string, message: string, model: BookingModel) {
    super(
      `[${invariant}] ${message}\nsteps so far:\n${model.log.map((line, i) => `  ${i + 1}. ${line}`).join('\n')}`,
    );
    this.name = 'InvariantBroken';
  }
}

const euro = (cents: number) => `€${(cents / 100).toFixed(2)}`;

/**
 * The booking and request rows the model knows, compared with its phases; then the model takes them.
 * `strict` off (BOOKING_MODEL_CHECKS without state) only follows the rows.
 */
function checkStates(model: BookingModel, rows: WorldRows, step: StepExpectation, strict: boolean) {
  const broken = (message: string) => {
    if (strict) throw new InvariantBroken('state', message, model);
  };
  const known = new Set(model.bookings.map((b) => b.id));
  const stranger = rows.bookings.find((row) => !known.has(row.id));
  if (stranger)
    throw new InvariantBroken(
      'state',
      `a booking no step made is on the sheet: ${stranger.source} ${stranger.id} at ${formatTime(stranger.hour, stranger.minute)}, ${stranger.players} players (${stranger.paymentState})`,
      model,
    );
  for (const booking of model.bookings) {
    const row = rows.bookings.find((r) => r.id === booking.id);
    if (!row) throw new InvariantBroken('state', `${booking.key} is gone from the database`, model);
    const { phase, flaw } = phaseOf(row);
    const allowed = step.allowed.get(booking.key) ?? [booking.phase];
    if (flaw)
      broken(
        `${booking.key} (${booking.source}) is ${flaw}; after ${booking.phase} its history allows only ${allowed.join(' or ')}`,
      );
    else if (!allowed.includes(phase))
      broken(
        `${booking.key} (${booking.source}) is ${phase}; after ${booking.phase} its history allows only ${allowed.join(' or ')}`,
      );
    if (phase === 'paid' && booking.phase !== 'paid' && !step.paidOnTime.has(booking.key))
      booking.latePaid = true;
    booking.phase = phase;
  }
  for (const request of model.requests) {
    const row = rows.requests.find((r) => r.id === request.id);
    if (row?.status !== request.status)
      broken(`request ${request.key} is ${row?.status ?? 'gone'}; its history says ${request.status}`);
  }
}

/**
 * No time holds more players than its capacity, counted as the club counts them, unless a late payment
 * put them there and staff were told.
 */
function checkCapacity(model: BookingModel, rows: WorldRows, world: BookingWorld, capacity: number) {
  const keyOf = new Map(model.bookings.map((b) => [b.id, b]));
  for (const time of world.times) {
    const on = rows.bookings.filter(
      (row) => row.hour === time.hour && row.minute === time.minute && rowHoldsPlayers(row),
    );
    const players = on.reduce((sum, row) => sum + row.players, 0);
    if (players <= capacity) continue;
    const clock = formatTime(time.hour, time.minute);
    const told = rows.mails.some(
      (m) =>
        m.toAddress.toLowerCase() === world.clubEmail &&
        /overbook/i.test(`${m.subject}\n${m.textBody}`) &&
        `${m.subject}\n${m.textBody}`.includes(`${time.hour}:${String(time.minute).padStart(2, '0')}`),
    );
    const bookings = on.map((row) => keyOf.get(row.id)).filter((b) => b !== undefined);
    const late = bookings.filter((b) => b.latePaid).map((b) => b.key);
    const who = bookings.map((b) => `${b.key} ${b.phase} ×${b.party}`).join(', ');
    if (late.length === 0)
      throw new InvariantBroken(
        'capacity',
        `${clock} holds ${players} players (${who}), more than its ${capacity}, and no late payment put them there`,
        model,
      );
    if (!told)
      throw new InvariantBroken(
        'capacity',
        `${clock} holds ${players} players (${who}) after the late payment of ${late.join(', ')}, and no "Overbooked" mail told the club`,
        model,
      );
  }
}

/**
 * Every euro received is kept for a booking that stands, or refunded: per booking, the TEST checkout's
 * paid payments less what was refunded of them equal its price when it is paid (or staff canceled it
 * paid and kept the money on purpose), and nothing otherwise.
 */
function checkMoney(model: BookingModel, rows: WorldRows) {
  const byId = new Map(model.bookings.map((b) => [b.id, b]));
  for (const payment of rows.payments) {
    if (!byId.has(payment.reservationId))
      throw new InvariantBroken('money', `payment ${payment.id} belongs to no booking`, model);
    if (payment.refundedCents < 0 || payment.refundedCents > payment.amountCents)
      throw new InvariantBroken(
        'money',
        `payment ${payment.id} refunded ${euro(payment.refundedCents)} of ${euro(payment.amountCents)}`,
        model,
      );
    if (payment.status !== 'paid' && payment.refundedCents !== 0)
      throw new InvariantBroken('money', `payment ${payment.id} is ${payment.status} but refunded`, model);
  }
  for (const booking of model.bookings) {
    const row = rows.bookings.find((r) => r.id === booking.id);
    const own = rows.payments.filter((p) => p.reservationId === booking.id);
    const heldOf = (p: (typeof own)[number]) => (p.status === 'paid' ? p.amountCents - p.refundedCents : 0);
    const kept = own.reduce((sum, p) => sum + heldOf(p), 0);
    const expected = booking.phase === 'paid' || booking.keptByStaff ? (row?.priceCents ?? 0) : 0;
    // Money the provider took without telling the club yet may still be held, whole, beside it.
    const unreported = own.filter((p) => !booking.payments.find((m) => m.id === p.id)?.reported).map(heldOf);
    if (subsetSums(unreported).some((waiting) => kept === expected + waiting)) continue;
    const detail = own
      .map((p) => {
        const known = booking.payments.find((m) => m.id === p.id);
        return `${known?.key ?? p.id} ${p.status}${known?.reported ? '' : ' (not reported)'} ${euro(p.amountCents)}, refunded ${euro(p.refundedCents)}`;
      })
      .join('; ');
    throw new InvariantBroken(
      'money',
      `${booking.key} is ${booking.phase}${booking.keptByStaff ? ' (canceled, kept by staff)' : ''}: the club keeps ${euro(kept)} for it, it should keep ${euro(expected)} (${detail})`,
      model,
    );
  }
}

/** Every sum of some of the amounts (there are at most a few). */
function subsetSums(amounts: number[]): number[] {
  const sums = [0];
  for (const amount of amounts) for (const sum of sums.slice()) sums.push(sum + amount);
  return sums;
}

const ONE_ADDRESS = /^[^\s@,;<>"]+@[^\s@,;<>"]+\.[^\s@,;<>"]+$/;
const BOOKING_CONFIRMED = / is confirmed$/;
const BOOKING_CANCELED = / is canceled$/;
const BOOKING_MOVED = /: your tee time has moved to /;
const REQUEST_DECIDED = /request (confirmed|declined)$/;

/**
 * Each person receives each mail at most once, at exactly one address. No two mails have the same
 * recipient, subject and text (a move there and back again may repeat its mail, and is left out); per
 * booking at most one confirmation (exactly one once it is paid online) and one cancellation, and no
 * confirmation or move after the cancellation; per request at most one decision. Every address a
 * booking or request gives is its own, so a recipient's mails are that booking's or request's.
 */
function checkMail(model: BookingModel, rows: WorldRows) {
  const seen = new Map<string, number>();
  for (const mail of rows.mails) {
    if (!ONE_ADDRESS.test(mail.toAddress))
      throw new InvariantBroken(
        'mail',
        `mail ${mail.id} "${mail.subject}" goes to "${mail.toAddress}"`,
        model,
      );
    if (BOOKING_MOVED.test(mail.subject)) continue;
    const key = `${mail.toAddress.toLowerCase()}\n${mail.subject}\n${mail.textBody}`;
    const earlier = seen.get(key);
    if (earlier !== undefined)
      throw new InvariantBroken(
        'mail',
        `${mail.toAddress} receives "${mail.subject}" twice (mails ${earlier} and ${mail.id})`,
        model,
      );
    seen.set(key, mail.id);
  }
  const mailsTo = (email: string) => rows.mails.filter((m) => m.toAddress.toLowerCase() === email);
  const listed = (mails: WorldRows['mails']) => mails.map((m) => `#${m.id} "${m.subject}"`).join(', ');
  for (const booking of model.bookings) {
    if (!booking.email) continue;
    const mails = mailsTo(booking.email);
    const confirmed = mails.filter((m) => BOOKING_CONFIRMED.test(m.subject));
    const canceled = mails.filter((m) => BOOKING_CANCELED.test(m.subject));
    const fail = (what: string) =>
      new InvariantBroken('mail', `${booking.key} (${booking.email}) ${what}: ${listed(mails)}`, model);
    if (confirmed.length > 1) throw fail('got two confirmations');
    if (canceled.length > 1) throw fail('got two cancellations');
    if (booking.source === 'online' && booking.phase === 'paid' && confirmed.length !== 1)
      throw fail('is paid without one confirmation');
    const cancelId = canceled[0]?.id;
    if (cancelId !== undefined) {
      const after = mails.find(
        (m) => m.id > cancelId && (BOOKING_CONFIRMED.test(m.subject) || BOOKING_MOVED.test(m.subject)),
      );
      if (after) throw fail(`got "${after.subject}" after its cancellation`);
    }
  }
  for (const request of model.requests) {
    const decisions = mailsTo(request.email).filter((m) => REQUEST_DECIDED.test(m.subject));
    if (decisions.length > 1)
      throw new InvariantBroken(
        'mail',
        `request ${request.key} (${request.email}) got ${decisions.length} decisions: ${listed(decisions)}`,
        model,
      );
  }
}

export type InvariantName = 'state' | 'capacity' | 'money' | 'mail';
export const INVARIANTS: readonly InvariantName[] = ['state', 'capacity', 'money', 'mail'];

/** Reads nothing itself: `rows` is the database as the step left it. */
export function checkInvariants(
  model: BookingModel,
  rows: WorldRows,
  step: StepExpectation,
  world: BookingWorld,
  options: { capacity: number; only: ReadonlySet<InvariantName> },
) {
  // Always followed, and compared unless left out: the other checks read the phases the model takes.
  checkStates(model, rows, step, options.only.has('state'));
  if (options.only.has('capacity')) checkCapacity(model, rows, world, options.capacity);
  if (options.only.has('money')) checkMoney(model, rows);
  if (options.only.has('mail')) checkMail(model, rows);
}

/** For the failure message: a booking and its payments in a few words. */
export const describeBooking = (b: ModelBooking) =>
  `${b.key} ${b.source} ${b.phase} ×${b.party}${b.payments.length ? ` [${b.payments.map((p) => `${p.key}:${p.status}`).join(' ')}]` : ''}`;
