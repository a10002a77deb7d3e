import type { WorldRows } from './bookingModelWorld';

/**
 * The model of the booking model test (bookingModel.test.ts): what the club should have, kept from the
 * commands run alone, and the rules that say which states a booking may move to.
 *
 * A booking's phase is what its row says about it, in the few states the lifecycle allows:
 * - holding: an online booking, unpaid, whose hold still runs (it holds its players);
 * - lapsed: unpaid, its hold run out but its payment state still open (holds no players);
 * - paid: an online booking paid and kept (holds its players);
 * - released: its payment failed, was canceled or expired (holds no players);
 * - standing: a desk or request booking that holds its players;
 * - canceled: staff canceled it (holds no players, ever again).
 * Any other combination of columns is a state no history allows, named for the failure message.
 */
export type Phase = 'holding' | 'lapsed' | 'paid' | 'released' | 'standing' | 'canceled';
export type ProviderStatus = 'open' | 'paid' | 'failed' | 'canceled' | 'expired';

/** Phases whose players count on their tee time. */
export const HOLDS_PLAYERS: ReadonlySet<string> = new Set(['holding', 'paid', 'standing']);

export interface ModelPayment {
  key: string;
  id: string;
  /** What the provider would answer about it now. */
  status: ProviderStatus;
  /**
   * Has the club been told that status (the checkout or a webhook reported it)? Money the provider took
   * but did not report yet is money the club cannot act on; the sweep may or may not have asked.
   */
  reported: boolean;
}

export interface ModelBooking {
  key: string;
  id: string;
  source: 'online' | 'desk' | 'request';
  email: string | null;
  party: number;
  /** Index into the world's two tee times. */
  time: 0 | 1;
  phase: Phase;
  /** Online only: every payment the club created for it, the current one last. */
  payments: ModelPayment[];
  /** Staff canceled it while it was paid and chose not to refund: the club keeps its money on purpose. */
  keptByStaff: boolean;
  /** It became paid other than by its current payment while its hold ran: it may overbook its time. */
  latePaid: boolean;
}

export interface ModelRequest {
  key: string;
  id: string;
  email: string;
  party: number;
  time: 0 | 1;
  status: 'new' | 'confirmed' | 'declined';
}

export interface ModelBlock {
  id: number;
  time: 0 | 1;
}

export interface BookingModel {
  bookings: ModelBooking[];
  requests: ModelRequest[];
  blocks: ModelBlock[];
  /** Numbers the names and addresses of what the sequence creates. */
  created: number;
  /** What each step did, in words, for the failure message. */
  log: string[];
}

export const emptyModel = (): BookingModel => ({
  bookings: [],
  requests: [],
  blocks: [],
  created: 0,
  log: [],
});

type BookingRow = WorldRows['bookings'][number];

/**
 * The phase a row is in, and what is wrong with it when its columns make a state no lifecycle has (then
 * the phase is the nearest one, for a run that does not check states: BOOKING_MODEL_CHECKS).
 */
export function phaseOf(row: BookingRow): { phase: Phase; flaw?: string } {
  const columns = `payment_state=${row.paymentState} holds_slot=${row.holdsSlot} canceled=${row.canceled}`;
  const flawed = (phase: Phase, what: string) => ({ phase, flaw: `${what} (${columns})` });
  if (row.canceled)
    return row.holdsSlot ? flawed('canceled', 'canceled but holding its players') : { phase: 'canceled' };
  if (row.source !== 'online')
    return row.holdsSlot ? { phase: 'standing' } : flawed('canceled', 'released without being canceled');
  switch (row.paymentState) {
    case 'paid':
      return row.holdsSlot ? { phase: 'paid' } : flawed('paid', 'paid without holding its players');
    case 'open':
      return { phase: row.holdsSlot && row.holdRunning ? 'holding' : 'lapsed' };
    case 'failed':
    case 'canceled':
    case 'expired':
      return row.holdsSlot ? flawed('released', 'released but holding its players') : { phase: 'released' };
    default:
      return flawed('released', 'online without a payment state');
  }
}

/** Does a row hold its players, as the club counts them (holdsItsPlayers in teeSheetRepository.ts)? */
export const rowHoldsPlayers = (row: BookingRow) =>
  row.holdsSlot && (row.paymentState === 'paid' || row.paymentState === null || row.holdRunning);

/**
 * The phases a booking may be in once the provider's word on one of its payments reaches the club
 * (issue 36, findings 1 and 2): a failure ends the current payment's hold only; money for the current
 * payment of a running hold confirms it; money that arrives late (the hold lapsed or was released, or for
 * a payment a retry replaced) is refunded or reinstates the booking; a canceled or paid booking stays so.
 */
export function phasesAfterReport(booking: ModelBooking, phase: Phase, payment: ModelPayment): Phase[] {
  if (payment.status === 'open' || phase === 'canceled' || phase === 'paid') return [phase];
  const current = booking.payments.at(-1) === payment;
  if (payment.status !== 'paid')
    return current && (phase === 'holding' || phase === 'lapsed') ? ['released'] : [phase];
  if (current && phase === 'holding') return ['paid'];
  return phase === 'lapsed' ? ['lapsed', 'released', 'paid'] : [phase, 'paid'];
}

/**
 * The phases a booking may reach when the sweep runs: it may ask the provider about any payment, in any
 * order; an open payment of a lapsed hold may leave it lapsed or release it.
 */
export function phasesAfterSweep(booking: ModelBooking): Phase[] {
  const reached = new Set<Phase>([booking.phase]);
  if (booking.phase === 'lapsed') reached.add('released');
  for (let round = 0; round < booking.payments.length; round++)
    for (const payment of booking.payments)
      for (const phase of [...reached])
        for (const next of phasesAfterReport(booking, phase, payment)) reached.add(next);
  return [...reached];
}

/** Players the model says hold a time. */
export const playersOn = (model: BookingModel, time: 0 | 1) =>
  model.bookings
    .filter((b) => b.time === time && HOLDS_PLAYERS.has(b.phase))
    .reduce((sum, b) => sum + b.party, 0);

export const isBlocked = (model: BookingModel, time: 0 | 1) => model.blocks.some((b) => b.time === time);

/** Would a party of `party` fit on the time, by the model? */
export const fits = (model: BookingModel, time: 0 | 1, party: number, capacity: number) =>
  !isBlocked(model, time) && playersOn(model, time) + party <= capacity;
