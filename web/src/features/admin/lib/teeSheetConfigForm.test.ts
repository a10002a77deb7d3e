import { describe, expect, it } from 'vitest';
import { seasonOf } from '../../../../../common/rules/seasons';
import { teeSheetConfig } from '../../../../../common/rules/teeSheet';
import {
  configFrom,
  configLimits,
  draftFromConfig,
  isSameDraft,
  seasonSpans,
  type TeeSheetConfigDraft,
} from './teeSheetConfigForm';

const draft = (overrides: Partial<TeeSheetConfigDraft> = {}): TeeSheetConfigDraft => ({
  ...draftFromConfig(teeSheetConfig),
  ...overrides,
});

describe('the tee sheet settings form', () => {
  it('shows the configuration as HH:MM times and numbers, and sends it back unchanged', () => {
    expect(draft()).toEqual({
      lowFirst: '08:30',
      lowLast: '15:30',
      highFirst: '07:30',
      highLast: '18:00',
      intervalMinutes: '10',
      playersPerTime: '4',
      unpaidHoldShare: '25',
      membersFrom: '12:00',
      membersTo: '14:00',
    });
    expect(configFrom(draft()).config).toEqual(teeSheetConfig);
    // An empty share is an error, not the schema's default for stored configurations.
    expect(configFrom(draft({ unpaidHoldShare: ' ' })).errors).toEqual({
      unpaidHoldShare: { key: 'admin.teeSettings.badUnpaidShare', params: { min: 1, max: 100 } },
    });
  });

  it('reads times and numbers as typed, surrounding spaces included', () => {
    const result = configFrom(
      draft({ highFirst: '06:05', intervalMinutes: ' 8 ', playersPerTime: '3', membersTo: '12:00' }),
    );
    expect(result.config).toMatchObject({
      high: { first: { hour: 6, minute: 5 }, last: { hour: 18, minute: 0 } },
      intervalMinutes: 8,
      playersPerTime: 3,
      // From = to: no members-only times, which the schema allows.
      membersOnly: { from: { hour: 12, minute: 0 }, to: { hour: 12, minute: 0 } },
    });
  });

  it('refuses unreadable times and numbers out of the schema’s range, each on its field', () => {
    const result = configFrom(
      draft({
        lowFirst: '',
        highLast: '25:00',
        intervalMinutes: '4',
        playersPerTime: '2.5',
        membersFrom: 'noon',
      }),
    );
    expect(result.errors).toEqual({
      lowFirst: { key: 'admin.teeSettings.badTime' },
      highLast: { key: 'admin.teeSettings.badTime' },
      intervalMinutes: { key: 'admin.teeSettings.badInterval', params: { min: 5, max: 60 } },
      playersPerTime: { key: 'admin.teeSettings.badPlayers', params: { min: 1, max: 4 } },
      membersFrom: { key: 'admin.teeSettings.badTime' },
    });
    expect(configFrom(draft({ intervalMinutes: '', playersPerTime: '5' })).errors).toEqual({
      intervalMinutes: { key: 'admin.teeSettings.badInterval', params: { min: 5, max: 60 } },
      playersPerTime: { key: 'admin.teeSettings.badPlayers', params: { min: 1, max: 4 } },
    });
  });

  it('puts the schema’s order checks on the later field, and lists errors in the form’s order', () => {
    const result = configFrom(
      draft({ membersFrom: '14:00', membersTo: '12:00', highFirst: '19:00', lowLast: '08:00' }),
    );
    expect(result.errors).toEqual({
      lowLast: { key: 'admin.teeSettings.lastBeforeFirst' },
      highLast: { key: 'admin.teeSettings.lastBeforeFirst' },
      membersTo: { key: 'admin.teeSettings.membersEndBeforeStart' },
    });
    // Focus goes to the first key: the first field in error on screen.
    expect(Object.keys(result.errors ?? {})).toEqual(['lowLast', 'highLast', 'membersTo']);
  });

  it('takes its limits from the server’s schema', () => {
    expect(configLimits).toEqual({
      intervalMinutes: { min: 5, max: 60 },
      playersPerTime: { min: 1, max: 4 },
      unpaidHoldShare: { min: 1, max: 100 },
    });
  });

  it('tells unsaved changes from the same values', () => {
    expect(isSameDraft(draft(), draft({ intervalMinutes: ' 10' }))).toBe(true);
    expect(isSameDraft(draft(), draft({ membersTo: '13:00' }))).toBe(false);
  });
});

describe('the seasons in words', () => {
  it('name the first and last day of each, as the season rule has them', () => {
    expect(seasonSpans).toEqual({
      lowFrom: '17 November',
      lowTo: '31 March',
      highFrom: '1 April',
      highTo: '16 November',
    });
    // The named days are where the rule changes season.
    expect(seasonOf({ year: 2026, month: 11, day: 16 })).toBe('high');
    expect(seasonOf({ year: 2026, month: 11, day: 17 })).toBe('low');
    expect(seasonOf({ year: 2026, month: 3, day: 31 })).toBe('low');
    expect(seasonOf({ year: 2026, month: 4, day: 1 })).toBe('high');
  });
});
