import fc from 'fast-check';
import {
  AddBlock,
  CancelWhilePaying,
  Checkout,
  type Command,
  ConfirmRequest,
  CreateOnline,
  DeclineRequest,
  DeskBooking,
  GreenfeeRequest,
  LapseAndSweep,
  RemoveBlock,
  Retry,
  SettleLater,
  StaffCancel,
  StaffMove,
  type Time,
  Webhook,
} from './bookingModelCommands';
import type { ModelRunner } from './bookingModelRunner';
import type { BookingModel } from './bookingModelState';
import type { CheckoutAction } from './bookingModelWorld';

/** The booking model's sequences: random ones (fast-check's commands), and those of issue 36's findings. */
const time = fc.constantFrom<Time>(0, 1);
const party = fc.integer({ min: 1, max: 4 });
const pick = fc.nat({ max: 7 });
const paymentPick = fc.nat({ max: 2 });
const action = fc.constantFrom<CheckoutAction>('pay', 'pay', 'pay', 'fail', 'cancel', 'expire');

/** The commands, the more frequent ones listed more than once. */
export function bookingCommands(maxCommands: number, replayPath?: string) {
  const create = fc.tuple(time, party).map(([t, p]) => new CreateOnline(t, p));
  const checkout = fc.tuple(pick, paymentPick, action).map(([b, p, a]) => new Checkout(b, p, a));
  const webhook = fc.tuple(pick, paymentPick, fc.boolean()).map(([b, p, t]) => new Webhook(b, p, t));
  const cancel = fc.tuple(pick, fc.boolean()).map(([b, refund]) => new StaffCancel(b, refund));
  return fc.commands<BookingModel, ModelRunner, false>(
    [
      create,
      create,
      create,
      checkout,
      checkout,
      checkout,
      webhook,
      webhook,
      fc.tuple(pick, paymentPick, action).map(([b, p, a]) => new SettleLater(b, p, a)),
      fc.tuple(pick, fc.boolean()).map(([b, too]) => new LapseAndSweep(b, too)),
      fc.tuple(pick, fc.boolean()).map(([b, too]) => new LapseAndSweep(b, too)),
      pick.map((b) => new Retry(b)),
      pick.map((b) => new Retry(b)),
      cancel,
      cancel,
      pick.map((b) => new CancelWhilePaying(b)),
      pick.map((b) => new StaffMove(b)),
      fc.tuple(time, party, fc.boolean()).map(([t, p, e]) => new DeskBooking(t, p, e)),
      fc
        .tuple(time, party, fc.constantFrom(false, false, false, true))
        .map(([t, p, listed]) => new GreenfeeRequest(t, p, listed)),
      fc.tuple(pick, fc.boolean()).map(([q, other]) => new ConfirmRequest(q, other)),
      pick.map((q) => new DeclineRequest(q)),
      fc.tuple(time, fc.boolean()).map(([t, force]) => new AddBlock(t, force)),
      pick.map((b) => new RemoveBlock(b)),
    ],
    { maxCommands, size: 'max', ...(replayPath ? { replayPath } : {}) },
  );
}

/**
 * The sequences of issue 36's findings, run before the random ones in every run: each broke an invariant
 * before its fix, and is what a random run finds only now and then.
 */
export const issueScenarios = (): Record<string, Command[]> => ({
  'finding 1: paid at the checkout after staff canceled': [
    new CreateOnline(0, 1),
    new StaffCancel(0, false),
    new Checkout(0, 0, 'pay'),
  ],
  'finding 2: the old checkout paid after the sweep and a retry': [
    new CreateOnline(0, 2),
    new LapseAndSweep(0, false),
    new Retry(0),
    new Checkout(0, 1, 'pay'),
  ],
  'finding 3: a late payment onto a time the desk filled': [
    new CreateOnline(0, 3),
    new LapseAndSweep(0, false),
    new DeskBooking(0, 4, false),
    new Checkout(0, 0, 'pay'),
  ],
  'finding 10: a request declined after it was confirmed': [
    new GreenfeeRequest(0, 2),
    new ConfirmRequest(0, false),
    new DeclineRequest(0),
  ],
  'finding 10: a request confirmed after it was declined': [
    new GreenfeeRequest(1, 2),
    new DeclineRequest(0),
    new ConfirmRequest(0, false),
  ],
  'finding 11: a request whose e-mail field lists two addresses, confirmed, moved and canceled': [
    new GreenfeeRequest(0, 2, true),
    new ConfirmRequest(0, false),
    new StaffMove(0),
    new StaffCancel(0, false),
  ],
  'a late webhook, twice, for a payment settled while staff moved the booking': [
    new CreateOnline(0, 2),
    new SettleLater(0, 0, 'pay'),
    new StaffMove(0),
    new Webhook(0, 0, true),
    new StaffCancel(0, true),
  ],
});
