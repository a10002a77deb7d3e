import { UNSAFE_createMemoryHistory } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { guardHistory, type LocationChange } from './guardedHistory';

/** A guarded history in memory at /a, then /b, with a listener as the router's. */
function historyAtB() {
  const history = guardHistory(
    UNSAFE_createMemoryHistory({ initialEntries: ['/a', '/b'], initialIndex: 1, v5Compat: true }),
  );
  const listener = vi.fn();
  history.listen(listener);
  return { history, listener };
}

const changes = (blocker: { mock: { calls: unknown[][] } }) =>
  blocker.mock.calls.map(([change]) => {
    const { from, to } = change as LocationChange;
    return `${from.pathname} → ${to.pathname}${to.search}`;
  });

describe('guarded history', () => {
  it('passes every navigation on while no blocker is set', () => {
    const { history, listener } = historyAtB();
    history.push('/c');
    history.replace('/d');
    history.go(-1);
    expect(listener.mock.calls.map(([update]) => [update.action, update.location.pathname])).toEqual([
      ['PUSH', '/c'],
      ['REPLACE', '/d'],
      ['POP', '/b'],
    ]);
  });

  it('holds a push or replace its blocker holds, and asks with the paths', () => {
    const { history, listener } = historyAtB();
    const blocker = vi.fn(() => true);
    history.block(blocker);
    history.push('/c?date=2026-12-01');
    history.replace({ pathname: '/d' });
    expect(history.location.pathname).toBe('/b');
    expect(listener).not.toHaveBeenCalled();
    expect(changes(blocker)).toEqual(['/b → /c?date=2026-12-01', '/b → /d']);
  });

  it('lets through what its blocker lets through', () => {
    const { history, listener } = historyAtB();
    history.block(() => false);
    history.push('/c');
    expect(history.location.pathname).toBe('/c');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('undoes a Back its blocker holds, without the app hearing of either move', () => {
    const { history, listener } = historyAtB();
    const blocker = vi.fn(() => true);
    history.block(blocker);
    history.go(-1);
    expect(changes(blocker)).toEqual(['/b → /a']);
    expect(history.location.pathname).toBe('/b');
    expect(listener).not.toHaveBeenCalled();
    // The history is as it was: Back, once allowed, still leads to /a.
    blocker.mockReturnValue(false);
    history.go(-1);
    expect(history.location.pathname).toBe('/a');
    expect(listener.mock.calls.map(([update]) => [update.action, update.location.pathname])).toEqual([
      ['POP', '/a'],
    ]);
  });

  it('compares with the location the app shows, also after an undone Back', () => {
    const { history } = historyAtB();
    history.push('/c');
    const blocker = vi.fn(() => true);
    history.block(blocker);
    history.go(-2);
    history.go(-1);
    expect(changes(blocker)).toEqual(['/c → /a', '/c → /b']);
  });

  it('stops holding once the blocker is removed, and keeps a newer blocker', () => {
    const { history, listener } = historyAtB();
    const remove = history.block(() => true);
    remove();
    history.push('/c');
    expect(listener).toHaveBeenCalledTimes(1);
    const removeFirst = history.block(() => true);
    history.block(() => true);
    removeFirst();
    history.push('/d');
    expect(history.location.pathname).toBe('/c');
  });
});
