import type { LightMyRequestResponse } from 'fastify';
import { formatTime } from '../../common/rules/clubTime';
import {
  checkInvariants,
  describeBooking,
  InvariantBroken,
  type InvariantName,
  type StepExpectation,
} from './bookingModelChecks';
import { type BookingModel, rowHoldsPlayers } from './bookingModelState';
import type { BookingWorld, WorldApi } from './bookingModelWorld';

/**
 * The system under test as the booking model's commands see it (bookingModelCommands.ts): the API, the
 * answers each step may give, the invariants checked after it, and a tally of what ran.
 */
export class ModelRunner {
  constructor(
    readonly world: BookingWorld,
    readonly api: WorldApi,
    readonly capacity: number,
    readonly only: ReadonlySet<InvariantName>,
  ) {}

  clock(time: 0 | 1) {
    const t = this.world.times[time];
    return formatTime(t.hour, t.minute);
  }

  /** Logs the step and its answer, and refuses an answer the model does not allow. */
  answered(model: BookingModel, what: string, res: LightMyRequestResponse, allowed: number[]) {
    const message = res.statusCode >= 400 ? ` ${res.body.slice(0, 160)}` : '';
    model.log.push(`${what} → ${res.statusCode}${message}`);
    const kind = what.replace(/\b[ordp]\d+(b\d+)?(\/p\d+)?\b|\d\d:\d\d|×\d|\([^)]*\)/g, '');
    this.count(`${kind.replace(/\s+/g, ' ').trim()} → ${res.statusCode}`);
    if (this.only.has('state') && !allowed.includes(res.statusCode))
      throw new InvariantBroken(
        'state',
        `${what} answered ${res.statusCode}; the model allows ${allowed.join(' or ')}\n  bookings: ${model.bookings.map(describeBooking).join('; ') || 'none'}`,
        model,
      );
  }

  /** How often each kind of step ran, with each answer, and the milliseconds it took, for the summary. */
  readonly tally = new Map<string, { steps: number; ms: number }>();
  /** When the last step's checks ended: the next step's time counts from there. */
  private lastStep = performance.now();

  private add(kind: string, ms: number) {
    const entry = this.tally.get(kind) ?? { steps: 0, ms: 0 };
    entry.steps += 1;
    entry.ms += ms;
    this.tally.set(kind, entry);
  }

  count(kind: string) {
    this.add(kind, performance.now() - this.lastStep);
  }

  /** A new sequence: its database is empty, and its first step's time counts from now. */
  async reset() {
    await this.api.reset();
    this.lastStep = performance.now();
  }

  async verify(model: BookingModel, step: StepExpectation) {
    const started = performance.now();
    const before = new Map(model.bookings.map((b) => [b, b.phase]));
    const rows = await this.api.read();
    checkInvariants(model, rows, step, this.world, { capacity: this.capacity, only: this.only });
    this.lastStep = performance.now();
    this.add(CHECKING, this.lastStep - started);
    for (const time of this.world.times) {
      const players = rows.bookings
        .filter((row) => row.hour === time.hour && row.minute === time.minute && rowHoldsPlayers(row))
        .reduce((sum, row) => sum + row.players, 0);
      if (players > this.capacity) this.add('  a time overbooked by a late payment, staff told', 0);
    }
    for (const [booking, phase] of before)
      if (booking.phase !== phase)
        this.add(
          `  ${booking.source} ${phase} → ${booking.phase}${booking.latePaid && booking.phase === 'paid' ? ' (late)' : ''}`,
          0,
        );
  }
}

/** The tally's entry of the reads and checks after each step. */
export const CHECKING = '(after each step: reading and checking the invariants)';
