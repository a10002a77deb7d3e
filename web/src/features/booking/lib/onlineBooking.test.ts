import { describe, expect, it } from 'vitest';
import {
  detailProblem,
  initialOnlineBooking,
  type OnlineBookingAction,
  type OnlineBookingState,
  onlineBookingFromDraft,
  onlineBookingReducer,
  onlineDraftOf,
  onlineProgress,
  prepareCheckout,
  stepsDone,
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
  it('keeps the date and the slot when the adults or juniors change, until the free times say otherwise', () => {
    expect(ready.date).toBe('2999-06-14');
    expect(ready.slot).toEqual({ hour: 9, min: 0 });
    for (const action of [
      { type: 'adultsChanged', value: '3' },
      { type: 'juniorsChanged', value: '1' },
    ] as const) {
      const next = onlineBookingReducer(ready, action);
      expect(next.date, action.type).toBe('2999-06-14');
      expect(next.slot, action.type).toEqual({ hour: 9, min: 0 });
    }
    const tooBig = run(
      [
        { type: 'adultsChanged', value: '5' },
        { type: 'adultsChanged', value: '2' },
      ],
      ready,
    );
    expect(tooBig.date).toBe('2999-06-14');
    expect(tooBig.slot).toEqual({ hour: 9, min: 0 });
  });

  it('lets go of the time, or of the date too when that day is full, when the new party does not fit', () => {
    const bigger = onlineBookingReducer(ready, { type: 'adultsChanged', value: '4' });
    const timeGone = onlineBookingReducer(bigger, { type: 'choiceNoLongerFits', dayFull: false });
    expect(timeGone.date).toBe('2999-06-14');
    expect(timeGone.slot).toBeNull();
    expect(timeGone.dropped).toEqual({ what: 'time', date: '2999-06-14', slot: { hour: 9, min: 0 } });
    const dayGone = onlineBookingReducer(bigger, { type: 'choiceNoLongerFits', dayFull: true });
    expect(dayGone.date).toBe('');
    expect(dayGone.slot).toBeNull();
    expect(dayGone.dropped?.what).toBe('date');
    // Choosing again puts the notice away.
    expect(
      onlineBookingReducer(timeGone, { type: 'slotSelected', slot: { hour: 9, min: 10 } }).dropped,
    ).toBeNull();
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

describe('stepsDone', () => {
  it('ticks the details only when they are valid, not merely filled', () => {
    expect(stepsDone(ready)).toEqual({ details: true, party: true, date: true, slot: true, confirm: false });
    const badMail = run([{ type: 'detailChanged', field: 'email', value: 'jan@' }], ready);
    expect(onlineProgress(badMail).showParty).toBe(true);
    expect(stepsDone(badMail).details).toBe(false);
    const badHandicap = run([{ type: 'detailChanged', field: 'handicap', value: '50' }], ready);
    expect(stepsDone(badHandicap).details).toBe(false);
  });

  it('does not tick the party outside 1 to 4, nor a date or time not yet chosen', () => {
    const five = run([{ type: 'adultsChanged', value: '5' }], ready);
    expect(stepsDone(five)).toMatchObject({ party: false, date: false, slot: false });
  });
});

describe('detailProblem', () => {
  it('gives the schema message of the field left, and null when it is fine', () => {
    const badMail = run([{ type: 'detailChanged', field: 'email', value: 'jan@' }], ready);
    expect(detailProblem(badMail, 'email')).toBe('Please enter your email.');
    expect(detailProblem(badMail, 'firstname')).toBeNull();
    expect(detailProblem(ready, 'email')).toBeNull();
    const blankName = run([{ type: 'detailChanged', field: 'firstname', value: '   ' }], ready);
    expect(detailProblem(blankName, 'firstname')).toBe('Please enter your firstname.');
  });

  it('checks a past date', () => {
    const past = run([{ type: 'dateChanged', value: '2001-01-01' }], ready);
    expect(detailProblem(past, 'date')).toBe('Please choose a date from today onwards.');
    expect(detailProblem(ready, 'date')).toBeNull();
  });
});

describe('online draft', () => {
  it('comes back as it was stored, through JSON, without the checkout state', () => {
    const busy = onlineBookingReducer(ready, { type: 'checkoutStarted' });
    const stored = JSON.parse(JSON.stringify(onlineDraftOf(busy)));
    const back = onlineBookingFromDraft(stored, '2030-01-01');
    expect(back).toEqual({ ...ready, checkout: 'idle' });
  });

  it('leaves out a past date with its time, and anything that is not what the form holds', () => {
    const stored = { ...onlineDraftOf(ready), date: '2020-01-01' };
    const back = onlineBookingFromDraft(stored, '2030-01-01');
    expect(back?.date).toBe('');
    expect(back?.slot).toBeNull();
    expect(back?.details.firstname).toBe('Alex');
    const odd = onlineBookingFromDraft({ details: { email: 42 }, adults: ['2'], slot: 'x' }, '2030-01-01');
    expect(odd).toEqual(initialOnlineBooking);
    expect(onlineBookingFromDraft('nonsense', '2030-01-01')).toBeNull();
  });

  it('returns from the checkout to a form the player can use again', () => {
    const redirecting = run([{ type: 'checkoutStarted' }, { type: 'checkoutSucceeded' }], ready);
    expect(redirecting.checkout).toBe('redirecting');
    expect(onlineBookingReducer(redirecting, { type: 'returnedFromCheckout' }).checkout).toBe('idle');
    expect(onlineBookingReducer(ready, { type: 'reset' })).toEqual(initialOnlineBooking);
  });
});
