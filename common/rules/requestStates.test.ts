import { describe, expect, it } from 'vitest';
import {
  nextRequestState,
  REQUEST_EVENTS,
  REQUEST_STATES,
  type RequestEvent,
  type RequestState,
  requestEventRefusal,
} from './requestStates';

describe('request states', () => {
  it('lets a new request be confirmed or declined', () => {
    expect(nextRequestState('new', 'confirm')).toBe('confirmed');
    expect(nextRequestState('new', 'decline')).toBe('declined');
  });

  it.each([
    ['confirmed', 'confirm'],
    ['confirmed', 'decline'],
    ['declined', 'confirm'],
    ['declined', 'decline'],
  ] as [RequestState, RequestEvent][])('keeps a %s request final: %s is refused', (state, event) => {
    expect(nextRequestState(state, event)).toBeNull();
    expect(requestEventRefusal(state, event)).toMatch(new RegExp(`^This request is already ${state}`));
  });

  it('names the way out of a confirmed green fee: the tee sheet', () => {
    expect(requestEventRefusal('confirmed', 'decline')).toBe(
      'This request is already confirmed: it cannot be declined. A green fee it put on the tee sheet is canceled there.',
    );
    expect(requestEventRefusal('declined', 'confirm')).toBe(
      'This request is already declined: it cannot be confirmed.',
    );
  });

  it('has an answer for every state and event, and only leads to known states', () => {
    for (const state of REQUEST_STATES)
      for (const event of REQUEST_EVENTS) {
        const next = nextRequestState(state, event);
        if (next === null) expect(requestEventRefusal(state, event)).not.toBe('');
        else expect(REQUEST_STATES).toContain(next);
      }
  });
});
