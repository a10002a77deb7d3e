import type fc from 'fast-check';
import { InvariantBroken, noChange, type StepExpectation } from './bookingModelChecks';
import type { ModelRunner } from './bookingModelRunner';
import {
  type BookingModel,
  fits,
  HOLDS_PLAYERS,
  type ModelBooking,
  type ModelPayment,
  phasesAfterReport,
  phasesAfterSweep,
} from './bookingModelState';
import { type CheckoutAction, settledBy } from './bookingModelWorld';

/**
 * The commands of the booking model (bookingModel.test.ts). Each picks what it acts on by position among
 * what the model holds when it runs (so a shrunk sequence still finds something to act on), says which
 * answers the API may give and which phases each booking may reach, runs, and has the runner check the
 * invariants. Effects follow the answer actually given, so that a check left out (BOOKING_MODEL_CHECKS)
 * does not throw the model off.
 */
export type Command = fc.AsyncCommand<BookingModel, ModelRunner>;
export type Time = 0 | 1;

const online = (m: BookingModel) => m.bookings.filter((b) => b.source === 'online');
const nth = <T>(list: T[], pick: number): T => list[pick % list.length] as T;
/** 0 is the current payment, 1 the one before, and so on round. */
const paymentOf = (b: ModelBooking, pick: number) =>
  b.payments[b.payments.length - 1 - (pick % b.payments.length)] as ModelPayment;
const nextKey = (m: BookingModel, prefix: string) => `${prefix}${++m.created}`;

/** What the club should make of the provider's word on `payment`, for the step's expectation. */
function expectReport(step: StepExpectation, booking: ModelBooking, payment: ModelPayment) {
  step.allowed.set(booking.key, phasesAfterReport(booking, booking.phase, payment));
  if (booking.phase === 'holding' && payment === booking.payments.at(-1) && payment.status === 'paid')
    step.paidOnTime.add(booking.key);
}

function addPayment(booking: ModelBooking, id: string) {
  booking.payments.push({ key: `p${booking.payments.length + 1}`, id, status: 'open', reported: true });
}

export class CreateOnline implements Command {
  constructor(
    readonly time: Time,
    readonly party: number,
  ) {}
  check = () => true;
  async run(m: BookingModel, r: ModelRunner) {
    const key = nextKey(m, 'o');
    const email = `${key}@example.net`;
    const res = await r.api.createOnline(r.world.times[this.time], this.party, email);
    const room = fits(m, this.time, this.party, r.capacity);
    r.answered(
      m,
      `online booking ${key} at ${r.clock(this.time)} ×${this.party}`,
      res,
      room ? [201, 429] : [409],
    );
    if (res.statusCode === 201) {
      const booking: ModelBooking = {
        key,
        id: (res.json() as { id: string }).id,
        source: 'online',
        email,
        party: this.party,
        time: this.time,
        phase: 'holding',
        payments: [],
        keptByStaff: false,
        latePaid: false,
      };
      addPayment(booking, r.api.paymentIdOf(res));
      m.bookings.push(booking);
    }
    await r.verify(m, noChange());
  }
  toString = () => `createOnline(${this.time}, ×${this.party})`;
}

export class Checkout implements Command {
  constructor(
    readonly pick: number,
    readonly payment: number,
    readonly action: CheckoutAction,
  ) {}
  check = (m: Readonly<BookingModel>) => online(m as BookingModel).length > 0;
  async run(m: BookingModel, r: ModelRunner) {
    const booking = nth(online(m), this.pick);
    const payment = paymentOf(booking, this.payment);
    const res = await r.api.checkout(payment.id, this.action);
    // The checkout settles only a payment still open at the provider; either way it reports it.
    if (payment.status === 'open') payment.status = settledBy[this.action];
    payment.reported = true;
    const step = noChange();
    expectReport(step, booking, payment);
    r.answered(
      m,
      `${this.action} ${booking.key}/${payment.key} at the TEST checkout (now ${payment.status})`,
      res,
      [303],
    );
    await r.verify(m, step);
  }
  toString = () => `checkout(#${this.pick}, payment -${this.payment}, ${this.action})`;
}

export class SettleLater implements Command {
  constructor(
    readonly pick: number,
    readonly payment: number,
    readonly action: CheckoutAction,
  ) {}
  check = (m: Readonly<BookingModel>) => online(m as BookingModel).length > 0;
  async run(m: BookingModel, r: ModelRunner) {
    const booking = nth(online(m), this.pick);
    const payment = paymentOf(booking, this.payment);
    const settled = await r.api.settleSilently(payment.id, this.action);
    if (settled !== (payment.status === 'open'))
      throw new InvariantBroken(
        'state',
        `the provider's ${payment.key} of ${booking.key} was not ${payment.status}`,
        m,
      );
    if (settled) {
      payment.status = settledBy[this.action];
      payment.reported = false;
    }
    r.count(`provider settles ${payment.status}`);
    m.log.push(`the provider settles ${booking.key}/${payment.key}: ${payment.status} (no webhook yet)`);
    await r.verify(m, noChange());
  }
  toString = () => `settleLater(#${this.pick}, payment -${this.payment}, ${this.action})`;
}

export class Webhook implements Command {
  constructor(
    readonly pick: number,
    readonly payment: number,
    readonly twice: boolean,
  ) {}
  check = (m: Readonly<BookingModel>) => online(m as BookingModel).length > 0;
  async run(m: BookingModel, r: ModelRunner) {
    const booking = nth(online(m), this.pick);
    const payment = paymentOf(booking, this.payment);
    const answers = this.twice
      ? await Promise.all([r.api.webhook(payment.id), r.api.webhook(payment.id)])
      : [await r.api.webhook(payment.id)];
    payment.reported = true;
    const step = noChange();
    expectReport(step, booking, payment);
    for (const res of answers)
      r.answered(
        m,
        `webhook for ${booking.key}/${payment.key} (${payment.status})${this.twice ? ', twice at once' : ''}`,
        res,
        [200],
      );
    await r.verify(m, step);
  }
  toString = () => `webhook(#${this.pick}, payment -${this.payment}${this.twice ? ', twice' : ''})`;
}

export class LapseAndSweep implements Command {
  constructor(
    readonly pick: number,
    readonly paymentToo: boolean,
  ) {}
  private holding = (m: BookingModel) => online(m).filter((b) => b.phase === 'holding');
  check = (m: Readonly<BookingModel>) => this.holding(m as BookingModel).length > 0;
  async run(m: BookingModel, r: ModelRunner) {
    const booking = nth(this.holding(m), this.pick);
    const payment = booking.payments.at(-1) as ModelPayment;
    const expires = this.paymentToo && payment.status === 'open';
    await r.api.lapse(booking.id, expires ? payment.id : null);
    if (expires) payment.status = 'expired';
    const step = noChange();
    for (const b of online(m)) {
      const at = b === booking ? { ...b, phase: 'lapsed' as const } : b;
      step.allowed.set(b.key, phasesAfterSweep(at));
      if (b !== booking && b.phase === 'holding' && b.payments.at(-1)?.status === 'paid')
        step.paidOnTime.add(b.key);
    }
    r.count(`hold lapses, sweep${expires ? ', payment expired' : ''}`);
    m.log.push(
      `${booking.key}'s hold lapses${expires ? ` and its ${payment.key} expires` : ` (${payment.key} ${payment.status})`}; the sweep runs`,
    );
    await r.verify(m, step);
  }
  toString = () => `lapseAndSweep(#${this.pick}${this.paymentToo ? ', payment too' : ''})`;
}

export class Retry implements Command {
  constructor(readonly pick: number) {}
  check = (m: Readonly<BookingModel>) => online(m as BookingModel).length > 0;
  async run(m: BookingModel, r: ModelRunner) {
    const booking = nth(online(m), this.pick);
    const res = await r.api.retry(booking.id);
    const may = booking.phase === 'released' && fits(m, booking.time, booking.party, r.capacity);
    r.answered(m, `retry ${booking.key} (${booking.phase})`, res, may ? [200, 429] : [409]);
    const step = noChange();
    if (res.statusCode === 200) {
      addPayment(booking, r.api.paymentIdOf(res));
      step.allowed.set(booking.key, ['holding']);
    }
    await r.verify(m, step);
  }
  toString = () => `retry(#${this.pick})`;
}

/**
 * Staff cancel (without a refund) an unpaid booking while its player pays it at the checkout, both at
 * once: whichever gets there first, the booking ends canceled, and its money is either kept (paid
 * first, so staff canceled a paid booking and chose to keep it) or refunded (canceled first).
 */
export class CancelWhilePaying implements Command {
  constructor(readonly pick: number) {}
  private payable = (m: BookingModel) =>
    online(m).filter((b) => b.phase === 'holding' && b.payments.at(-1)?.status === 'open');
  check = (m: Readonly<BookingModel>) => this.payable(m as BookingModel).length > 0;
  async run(m: BookingModel, r: ModelRunner) {
    const booking = nth(this.payable(m), this.pick);
    const payment = booking.payments.at(-1) as ModelPayment;
    const [canceled, paid] = await Promise.all([
      r.api.cancel(booking.id, false),
      r.api.checkout(payment.id, 'pay'),
    ]);
    payment.status = 'paid';
    payment.reported = true;
    const what = `staff cancel ${booking.key} while ${payment.key} is paid at the checkout`;
    r.answered(m, `${what}: the cancel`, canceled, [200]);
    r.answered(m, `${what}: the checkout`, paid, [303]);
    const step = noChange();
    if (canceled.statusCode === 200) {
      step.allowed.set(booking.key, ['canceled']);
      booking.keptByStaff = (canceled.json() as { paymentState: string | null }).paymentState === 'paid';
    } else expectReport(step, booking, payment);
    await r.verify(m, step);
  }
  toString = () => `cancelWhilePaying(#${this.pick})`;
}

export class StaffCancel implements Command {
  constructor(
    readonly pick: number,
    readonly refund: boolean,
  ) {}
  check = (m: Readonly<BookingModel>) => m.bookings.length > 0;
  async run(m: BookingModel, r: ModelRunner) {
    // A refund is asked for a paid booking when there is one (that is what staff do), else for any.
    const paid = m.bookings.filter((b) => b.phase === 'paid');
    const booking = nth(this.refund && paid.length > 0 ? paid : m.bookings, this.pick);
    const res = await r.api.cancel(booking.id, this.refund);
    const paidOnline = booking.source === 'online' && booking.phase === 'paid';
    const expected = booking.phase === 'canceled' ? [409] : this.refund && !paidOnline ? [400] : [200];
    r.answered(
      m,
      `staff cancel ${booking.key} (${booking.phase}) ${this.refund ? 'with' : 'without'} refund`,
      res,
      expected,
    );
    const step = noChange();
    if (res.statusCode === 200) {
      step.allowed.set(booking.key, ['canceled']);
      if (!this.refund && booking.phase === 'paid') booking.keptByStaff = true;
    }
    await r.verify(m, step);
  }
  toString = () => `staffCancel(#${this.pick}, ${this.refund ? 'refund' : 'no refund'})`;
}

export class StaffMove implements Command {
  constructor(readonly pick: number) {}
  check = (m: Readonly<BookingModel>) => m.bookings.length > 0;
  async run(m: BookingModel, r: ModelRunner) {
    const booking = nth(m.bookings, this.pick);
    const to: Time = booking.time === 0 ? 1 : 0;
    const res = await r.api.move(booking.id, r.world.times[to]);
    const may = HOLDS_PLAYERS.has(booking.phase) && fits(m, to, booking.party, r.capacity);
    r.answered(m, `staff move ${booking.key} (${booking.phase}) to ${r.clock(to)}`, res, may ? [200] : [409]);
    if (res.statusCode === 200) booking.time = to;
    await r.verify(m, noChange());
  }
  toString = () => `staffMove(#${this.pick})`;
}

export class DeskBooking implements Command {
  constructor(
    readonly time: Time,
    readonly party: number,
    readonly withEmail: boolean,
  ) {}
  check = () => true;
  async run(m: BookingModel, r: ModelRunner) {
    const key = nextKey(m, 'd');
    const email = this.withEmail ? `${key}@example.net` : null;
    const res = await r.api.desk(r.world.times[this.time], this.party, email, key);
    const room = fits(m, this.time, this.party, r.capacity);
    r.answered(m, `desk booking ${key} at ${r.clock(this.time)} ×${this.party}`, res, room ? [201] : [409]);
    if (res.statusCode === 201)
      m.bookings.push({
        key,
        id: (res.json() as { id: string }).id,
        source: 'desk',
        email,
        party: this.party,
        time: this.time,
        phase: 'standing',
        payments: [],
        keptByStaff: false,
        latePaid: false,
      });
    await r.verify(m, noChange());
  }
  toString = () => `desk(${this.time}, ×${this.party}${this.withEmail ? ', e-mail' : ''})`;
}

/**
 * A visitor's green-fee request; `listed` types two addresses into its e-mail field (issue 36, finding
 * 11), which the club may refuse (400) or take, but never mail to both.
 */
export class GreenfeeRequest implements Command {
  constructor(
    readonly time: Time,
    readonly party: number,
    readonly listed = false,
  ) {}
  check = () => true;
  async run(m: BookingModel, r: ModelRunner) {
    const key = nextKey(m, 'r');
    const email = `${key}@example.net`;
    const typed = this.listed ? `${email}, ${key}.other@example.net` : email;
    const res = await r.api.request(r.world.times[this.time], this.party, typed, key);
    const what = `green-fee request ${key} for ${r.clock(this.time)} ×${this.party}${this.listed ? ` from "${typed}"` : ''}`;
    r.answered(m, what, res, this.listed ? [201, 400] : [201]);
    if (res.statusCode === 201)
      m.requests.push({
        key,
        id: (res.json() as { id: string }).id,
        email,
        party: this.party,
        time: this.time,
        status: 'new',
      });
    await r.verify(m, noChange());
  }
  toString = () => `request(${this.time}, ×${this.party}${this.listed ? ', two addresses' : ''})`;
}

export class ConfirmRequest implements Command {
  constructor(
    readonly pick: number,
    readonly elsewhere: boolean,
  ) {}
  check = (m: Readonly<BookingModel>) => m.requests.length > 0;
  async run(m: BookingModel, r: ModelRunner) {
    const request = nth(m.requests, this.pick);
    const time: Time = this.elsewhere ? (request.time === 0 ? 1 : 0) : request.time;
    const res = await r.api.confirm(request.id, this.elsewhere ? r.world.times[time] : null);
    const may = request.status === 'new' && fits(m, time, request.party, r.capacity);
    r.answered(
      m,
      `staff confirm ${request.key} (${request.status}) at ${r.clock(time)}`,
      res,
      may ? [200] : [409],
    );
    if (res.statusCode === 200) {
      request.status = 'confirmed';
      const id = (res.json() as { booking?: { id: string } }).booking?.id;
      if (id)
        m.bookings.push({
          key: `${request.key}b${m.bookings.filter((b) => b.key.startsWith(`${request.key}b`)).length + 1}`,
          id,
          source: 'request',
          email: request.email,
          party: request.party,
          time,
          phase: 'standing',
          payments: [],
          keptByStaff: false,
          latePaid: false,
        });
    }
    await r.verify(m, noChange());
  }
  toString = () => `confirm(#${this.pick}${this.elsewhere ? ', other time' : ''})`;
}

export class DeclineRequest implements Command {
  constructor(readonly pick: number) {}
  check = (m: Readonly<BookingModel>) => m.requests.length > 0;
  async run(m: BookingModel, r: ModelRunner) {
    const request = nth(m.requests, this.pick);
    const res = await r.api.decline(request.id);
    r.answered(
      m,
      `staff decline ${request.key} (${request.status})`,
      res,
      request.status === 'new' ? [200] : [409],
    );
    if (res.statusCode === 200) request.status = 'declined';
    await r.verify(m, noChange());
  }
  toString = () => `decline(#${this.pick})`;
}

export class AddBlock implements Command {
  constructor(
    readonly time: Time,
    readonly force: boolean,
  ) {}
  check = () => true;
  async run(m: BookingModel, r: ModelRunner) {
    const res = await r.api.addBlock(r.world.times[this.time], this.force);
    const held = m.bookings.some((b) => b.time === this.time && HOLDS_PLAYERS.has(b.phase));
    r.answered(
      m,
      `staff block ${r.clock(this.time)}${this.force ? ' (force)' : ''}`,
      res,
      this.force || !held ? [201] : [409],
    );
    if (res.statusCode === 201) m.blocks.push({ id: (res.json() as { id: number }).id, time: this.time });
    await r.verify(m, noChange());
  }
  toString = () => `block(${this.time}${this.force ? ', force' : ''})`;
}

export class RemoveBlock implements Command {
  constructor(readonly pick: number) {}
  check = (m: Readonly<BookingModel>) => m.blocks.length > 0;
  async run(m: BookingModel, r: ModelRunner) {
    const block = nth(m.blocks, this.pick);
    const res = await r.api.removeBlock(block.id);
    r.answered(m, `staff remove the block of ${r.clock(block.time)}`, res, [204]);
    if (res.statusCode === 204) m.blocks = m.blocks.filter((b) => b !== block);
    await r.verify(m, noChange());
  }
  toString = () => `unblock(#${this.pick})`;
}
