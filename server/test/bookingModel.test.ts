import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { teeSheetConfig } from '../../common/rules/teeSheet';
import { INVARIANTS, type InvariantName } from './bookingModelChecks';
import { CHECKING, ModelRunner } from './bookingModelRunner';
import { bookingCommands, issueScenarios } from './bookingModelSequences';
import { emptyModel } from './bookingModelState';
import { type BookingWorld, staffSession, worldApi } from './bookingModelWorld';
import { dateIn, freeSlots } from './fixtures';
import { build } from './helpers';

/**
 * The model-based test of issue 36: random sequences of online bookings, payments at the TEST checkout,
 * late and repeated webhooks, lapsed holds and the sweep, retries, staff cancels (with and without a
 * refund) and moves, desk bookings, green-fee requests confirmed or declined, and blocks, all on two tee
 * times of one date so that they compete for places. After every step the database must keep the four
 * invariants (bookingModelChecks.ts): capacity, money, each booking in a state its history allows, and
 * each mail sent at most once. A failure is shrunk by fast-check to a short sequence, printed with the
 * steps it took and what they answered.
 *
 * BOOKING_MODEL_RUNS (default 300) sequences of at most BOOKING_MODEL_COMMANDS (25) steps. To replay a
 * failure: BOOKING_MODEL_SEED, BOOKING_MODEL_PATH and BOOKING_MODEL_REPLAY (its replayPath) from its
 * report. BOOKING_MODEL_CHECKS (a comma list of state, capacity, money, mail) checks only some invariants,
 * to look past one already known broken; BOOKING_MODEL_TALLY lists the steps run and their time.
 */
const RUNS = Number(process.env.BOOKING_MODEL_RUNS ?? 300);
const MAX_COMMANDS = Number(process.env.BOOKING_MODEL_COMMANDS ?? 25);
const SEED = process.env.BOOKING_MODEL_SEED;
const PATH = process.env.BOOKING_MODEL_PATH;
const REPLAY = process.env.BOOKING_MODEL_REPLAY;
const CHECKS = new Set(
  (process.env.BOOKING_MODEL_CHECKS ?? INVARIANTS.join(','))
    .split(',')
    .map((name) => name.trim())
    .filter((name): name is InvariantName => (INVARIANTS as readonly string[]).includes(name)),
);

const STAFF = { email: 'model.staff@example.org', password: 'a long model staff password' };
const CLUB_EMAIL = 'club@example.org';
/** Far beyond any test: the sweep runs when a step says so, never on its own between two steps. */
const NO_TIMED_SWEEP_MS = 24 * 60 * 60 * 1000;

describe('the booking model (issue 36): every step keeps capacity, money, states and mail', async () => {
  const { app, database } = await build({
    env: { ADMIN_EMAIL: STAFF.email, ADMIN_PASSWORD: STAFF.password, CLUB_EMAIL },
    payments: { sweepMs: NO_TIMED_SWEEP_MS },
  });
  const world: BookingWorld = {
    app,
    database,
    date: dateIn(12),
    times: [
      { hour: 10, minute: 0 },
      { hour: 10, minute: 10 },
    ],
    clubEmail: CLUB_EMAIL,
  };
  const api = worldApi(world, await staffSession(app, STAFF.email, STAFF.password));
  const runner = new ModelRunner(world, api, teeSheetConfig.playersPerTime, CHECKS);

  it('offers both tee times of the date online, empty', async () => {
    await api.reset();
    const offered = await freeSlots(app, world.date, `?players=${teeSheetConfig.playersPerTime}`);
    for (const time of world.times) expect(offered).toContainEqual({ hour: time.hour, min: time.minute });
  });

  const fresh = async () => {
    await runner.reset();
    return { model: emptyModel(), real: runner };
  };

  it.each(Object.entries(issueScenarios()))('keeps them in %s', async (_name, commands) => {
    await fc.asyncModelRun(fresh, commands);
  });

  it(
    `keeps them over ${RUNS} random sequences of up to ${MAX_COMMANDS} steps`,
    async () => {
      runner.tally.clear();
      const started = Date.now();
      await fc.assert(
        fc.asyncProperty(bookingCommands(MAX_COMMANDS, REPLAY), (commands) =>
          fc.asyncModelRun(fresh, commands),
        ),
        {
          numRuns: RUNS,
          ...(SEED ? { seed: Number(SEED) } : {}),
          ...(PATH ? { path: PATH } : {}),
        },
      );
      const steps = [...runner.tally].filter(([kind]) => kind !== CHECKING && !kind.startsWith(' '));
      const count = steps.reduce((sum, [, entry]) => sum + entry.steps, 0);
      console.info(
        `booking model: ${RUNS} sequences, ${count} steps in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
      if (process.env.BOOKING_MODEL_TALLY)
        for (const [kind, { steps, ms }] of [...runner.tally].sort())
          console.info(`${String(steps).padStart(6)} × ${(ms / steps).toFixed(1).padStart(6)} ms  ${kind}`);
    },
    Math.max(180_000, RUNS * 2_000),
  );
});
