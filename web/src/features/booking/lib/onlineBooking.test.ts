import { describe, expect, it } from 'vitest';
import {
  initialOnlineBooking,
  type OnlineBookingAction,
  type OnlineBookingState,
  onlineBookingReducer,
  onlineProgress,
  prepareCheckout,
} from './onlineBooking';

const run = (actions: OnlineBookingAction[], from: OnlineBookingState = initialOnlineBooking) =>
  actions.reduce(onlineBookingReducer, from);

const details: OnlineBookingAction[] = [
  { type: 'detailChanged', field: 'firstname', value: 'Alex' },
  { type: 'detailChanged', field: 'lastname', value: 'Sample' },
  { type: 'detailChanged', field: 'handicap', value: '18.4' },
  { type: 'detailChanged', field: 'email', value: 'alex@example.net' },
  { type: 'detailChanged', field: 'telephone', value: '+32 470 00 00 00' },
];

const nine: OnlineBookingAction = { type: 'slotSelected', slot: { hour: 9, min: 0 } };
const ready = run([
  ...details,
  { type: 'adultsChanged', value: '2' },
  { type: 'dateChanged', value: '2999-06-14' },
  nine,
]);

describe('onlineProgress', () => {
  it('shows the details section only once first name, last name, email and telephone are filled', () => {
    const required = ['firstname', 'lastname', 'email', 'telephone'] as const;
    for (const missing of required) {
      const state = run(details.filter((a) => a.type !== 'detailChanged' || a.field !== missing));
      expect(onlineProgress(state).showParty, missing).toBe(false);
      expect(onlineProgress(state).step).toBe('details');
    }
    // The handicap is not one of the four.
    const noHandicap = run(details.filter((a) => a.type !== 'detailChanged' || a.field !== 'handicap'));
    expect(onlineProgress(noHandicap).showParty).toBe(true);
    // Blank is not filled.
    expect(
      onlineProgress(run([...details, { type: 'detailChanged', field: 'email', value: '  ' }])).showParty,
    ).toBe(false);
  });

  it('shows the date picker only for a party of 1 to 4', () => {
    const withParty = (adults: string, juniors: string) =>
      onlineProgress(
        run([
          ...details,
          { type: 'adultsChanged', value: adults },
          { type: 'juniorsChanged', value: juniors },
        ]),
      );
    expect(withParty('1', '0').showDate).toBe(true);
    expect(withParty('0', '1').showDate).toBe(true);
    expect(withParty('2', '2').showDate).toBe(true);
    expect(withParty('0', '0')).toMatchObject({
      showDate: false,
      partyValid: false,
      total: 0,
      step: 'party',
    });
    expect(withParty('3', '2')).toMatchObject({ showDate: false, partyValid: false, total: 5 });
    expect(withParty('', '').partyValid).toBe(false);
    expect(withParty('1.5', '0')).toMatchObject({ partyValid: false, total: null });
  });

  it('walks the steps: details, party, date, slot, confirm', () => {
    expect(onlineProgress(initialOnlineBooking).step).toBe('details');
    const afterDetails = run(details);
    expect(onlineProgress(afterDetails).step).toBe('date'); // one adult is already the party
    const afterDate = run([{ type: 'dateChanged', value: '2999-06-14' }], afterDetails);
    expect(onlineProgress(afterDate).step).toBe('slot');
    expect(onlineProgress(run([nine], afterDate)).step).toBe('confirm');
  });
});

describe('onlineBookingReducer', () => {
  it('clears the date and the slot when the adults or juniors change', () => {
    expect(ready.date).toBe('2999-06-14');
    expect(ready.slot).toEqual({ hour: 9, min: 0 });
    for (const action of [
      { type: 'adultsChanged', value: '3' },
      { type: 'juniorsChanged', value: '1' },
    ] as const) {
      const next = onlineBookingReducer(ready, action);
      expect(next.date, action.type).toBe('');
      expect(next.slot, action.type).toBeNull();
    }
  });

  it('keeps the date and slot when the count is typed again unchanged', () => {
    expect(onlineBookingReducer(ready, { type: 'adultsChanged', value: '2' })).toBe(ready);
  });

  it('clears the slot when the date changes, and keeps it for the same date', () => {
    expect(onlineBookingReducer(ready, { type: 'dateChanged', value: '2999-06-15' }).slot).toBeNull();
    expect(onlineBookingReducer(ready, { type: 'dateChanged', value: '2999-06-14' }).slot).toEqual({
      hour: 9,
      min: 0,
    });
  });

  it('selects a slot only once a date is chosen', () => {
    expect(run([...details, nine]).slot).toBeNull();
    expect(run([{ type: 'slotSelected', slot: { hour: 10, min: 20 } }], ready).slot).toEqual({
      hour: 10,
      min: 20,
    });
  });

  it('starts the checkout only at the confirm step, and ignores edits while it runs', () => {
    expect(run([...details, { type: 'checkoutStarted' }]).checkout).toBe('idle');
    const submitting = run([{ type: 'checkoutStarted' }], ready);
    expect(submitting.checkout).toBe('submitting');
    expect(run([{ type: 'adultsChanged', value: '4' }], submitting)).toBe(submitting);
    expect(run([{ type: 'detailChanged', field: 'firstname', value: 'X' }], submitting)).toBe(submitting);
    expect(run([{ type: 'checkoutStarted' }], submitting)).toBe(submitting);
    expect(run([{ type: 'checkoutSucceeded' }], submitting).checkout).toBe('redirecting');
  });

  it('shows the failure until the player changes something, and lets go of a slot someone else took', () => {
    const failed = run([{ type: 'checkoutStarted' }, { type: 'checkoutFailed', slotTaken: false }], ready);
    expect(failed).toMatchObject({ checkout: 'failed', slot: { hour: 9, min: 0 }, slotTaken: false });
    expect(
      run([{ type: 'detailChanged', field: 'telephone', value: '+32 470 11 11 11' }], failed).checkout,
    ).toBe('idle');
    const taken = run([{ type: 'checkoutStarted' }, { type: 'checkoutFailed', slotTaken: true }], ready);
    expect(taken).toMatchObject({ checkout: 'failed', slot: null, slotTaken: true });
    expect(run([{ type: 'slotSelected', slot: { hour: 9, min: 10 } }], taken)).toMatchObject({
      checkout: 'idle',
      slotTaken: false,
    });
  });

  it('ignores a failure or success that comes without a running checkout', () => {
    expect(run([{ type: 'checkoutFailed', slotTaken: true }], ready)).toBe(ready);
    expect(run([{ type: 'checkoutSucceeded' }], ready)).toBe(ready);
  });
});

describe('prepareCheckout', () => {
  it('builds the booking payload with the month as 1-12', () => {
    const check = prepareCheckout(
      run(
        [{ type: 'juniorsChanged', value: '1' }, { type: 'dateChanged', value: '2999-01-31' }, nine],
        ready,
      ),
    );
    expect(check).toEqual({
      ok: true,
      payload: {
        firstname: 'Alex',
        lastname: 'Sample',
        handicap: 18.4,
        email: 'alex@example.net',
        telephone: '+32 470 00 00 00',
        year: 2999,
        month: 1,
        day: 31,
        hour: 9,
        minute: 0,
        adults: 0 + 2,
        juniors: 1,
        type: 'greenfee',
      },
    });
  });

  it('names the first problem with the verbatim message', () => {
    const badHandicap = run([{ type: 'detailChanged', field: 'handicap', value: '40' }], ready);
    expect(prepareCheckout(badHandicap)).toEqual({
      ok: false,
      field: 'handicap',
      message: 'Please enter your hcp. We allow a minimum handicap of -5 and a maximum of 35.',
    });
    const badEmail = run([{ type: 'detailChanged', field: 'email', value: 'alex' }], ready);
    expect(prepareCheckout(badEmail)).toMatchObject({
      ok: false,
      field: 'email',
      message: 'Please enter your email.',
    });
  });
});
