import { describe, expect, it } from 'vitest';
import type { TeeSheetDay } from '../../../../../common/api/teeSheet';
import { waitingListEntryStates } from '../../../../../common/api/waitingList';
import { clubStamp, isActiveEntry, offerableTimes } from './waitingList';

type SheetTime = TeeSheetDay['times'][number];

const time = (hour: number, minute: number, rest: Partial<SheetTime> = {}): SheetTime => ({
  hour,
  minute,
  capacity: 4,
  free: 4,
  membersOnly: false,
  blocks: [],
  bookings: [],
  ...rest,
});

const block = {
  id: 1,
  from: '2026-12-05',
  to: '2026-12-05',
  fromTime: '09:20',
  toTime: '09:30',
  reason: 'maintenance' as const,
  label: 'Greens',
};

const times = [
  time(8, 0),
  time(9, 0, { free: 2 }),
  time(9, 10, { free: 3, membersOnly: true }),
  time(9, 20, { blocks: [block], free: 0 }),
  time(10, 0, { free: 1 }),
  time(11, 0),
  time(12, 0),
];
const entry = { adults: 2, juniors: 1, from: '09:00', to: '11:00' };
const ats = (list: { at: string }[]) => list.map((t) => t.at);

describe('offerableTimes', () => {
  it('keeps unblocked times with room for the whole party, the window (ends included) first', () => {
    // A day after the club's today: nothing is past.
    const { inWindow, others } = offerableTimes(times, entry, '2026-12-06', new Date('2026-12-05T07:00:00Z'));
    expect(ats(inWindow)).toEqual(['09:10', '11:00']);
    expect(ats(others)).toEqual(['08:00', '12:00']);
    expect(inWindow[0]).toEqual({ hour: 9, minute: 10, at: '09:10', free: 3, membersOnly: true });
  });

  it('leaves out the times already past on the club’s today, and offers nothing on a past day', () => {
    // 10:30 in Brussels (UTC+1 in December).
    const now = new Date('2026-12-05T09:30:00Z');
    const today = offerableTimes(times, entry, '2026-12-05', now);
    expect(ats(today.inWindow)).toEqual(['11:00']);
    expect(ats(today.others)).toEqual(['12:00']);
    const past = offerableTimes(times, entry, '2026-12-04', now);
    expect([...past.inWindow, ...past.others]).toEqual([]);
  });

  it('counts juniors in the party', () => {
    const single = { ...entry, adults: 1, juniors: 0 };
    const { inWindow } = offerableTimes(times, single, '2026-12-06', new Date('2026-12-05T07:00:00Z'));
    expect(ats(inWindow)).toEqual(['09:00', '09:10', '10:00', '11:00']);
  });
});

describe('clubStamp', () => {
  it('shows the club’s clock: the time alone on today, with the day otherwise', () => {
    expect(clubStamp('2026-12-05T13:05:00Z', '2026-12-05')).toBe('14:05');
    expect(clubStamp('2026-11-24T13:05:00Z', '2026-12-05')).toBe('24 Nov, 14:05');
    // Summer time: UTC+2, and 23:30 UTC is the next day in Brussels.
    expect(clubStamp('2026-07-01T23:30:00Z', '2026-07-02')).toBe('01:30');
    expect(clubStamp('not a time', '2026-12-05')).toBe('not a time');
  });
});

describe('isActiveEntry', () => {
  it('is true while the entry waits or holds an offer', () => {
    expect(waitingListEntryStates.filter((state) => isActiveEntry({ state }))).toEqual([
      'waiting',
      'offered',
    ]);
  });
});
