/**
 * The states of a table or green-fee request and the events staff may apply to it (docs/product.md, Staff
 * admin, Request states). Confirmed and declined are final: a green fee confirmed onto the tee sheet is
 * undone by canceling its booking there, which mails the player, and a declined request is answered by a
 * new one. Every writer of a request's status goes through nextRequestState.
 */
export const REQUEST_STATES = ['new', 'confirmed', 'declined'] as const;
export type RequestState = (typeof REQUEST_STATES)[number];

export const REQUEST_EVENTS = ['confirm', 'decline'] as const;
export type RequestEvent = (typeof REQUEST_EVENTS)[number];

/** Each state's allowed events and where they lead; an event missing from a state is refused. */
const TRANSITIONS: { readonly [S in RequestState]: { readonly [E in RequestEvent]?: RequestState } } = {
  new: { confirm: 'confirmed', decline: 'declined' },
  confirmed: {},
  declined: {},
};

/** The state an event leads to, or null when the event is not allowed in that state. */
export const nextRequestState = (state: RequestState, event: RequestEvent): RequestState | null =>
  TRANSITIONS[state][event] ?? null;

const PAST: Record<RequestEvent, string> = { confirm: 'confirmed', decline: 'declined' };

/** Why an event is refused (409), as staff read it. */
export function requestEventRefusal(state: RequestState, event: RequestEvent): string {
  const refused = `This request is already ${state}: it cannot be ${PAST[event]}`;
  if (state === 'confirmed' && event === 'decline')
    return `${refused}. A green fee it put on the tee sheet is canceled there.`;
  return `${refused}.`;
}
