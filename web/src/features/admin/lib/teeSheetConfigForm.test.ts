import { describe, expect, it } from 'vitest';
import { teeSheetConfig } from '../../../../../common/rules/teeSheet';
import type { AdminTranslate } from '../i18n';
import {
  configDraftSchema,
  configFrom,
  configLimits,
  draftFromConfig,
  type TeeSheetConfigDraft,
  typedHighSeason,
} from './teeSheetConfigForm';

const draft = (overrides: Partial<TeeSheetConfigDraft> = {}): TeeSheetConfigDraft => ({
  ...draftFromConfig(teeSheetConfig),
  ...overrides,
});

describe('the tee sheet settings form', () => {
  it('shows the configuration as HH:MM times and numbers, and sends it back unchanged', () => {
    expect(draft()).toEqual({
      highFromDay: '1',
      highFromMonth: '4',
      highToDay: '16',
      highToMonth: '11',
      lowFirst: '08:30',
      lowLast: '15:30',
      highFirst: '07:30',
      highLast: '18:00',
      intervalMinutes: '10',
      playersPerTime: '4',
      unpaidHoldShare: '25',
      membersFrom: '12:00',
      membersTo: '14:00',
      cancelDeadlineHours: '48',
      refundPercent: '100',
      reminderHours: '48',
      offerMinutes: '30',
      noShowCount: '2',
      noShowMonths: '12',
      noShowStopDays: '90',
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
      cancelDeadlineHours: { min: 0, max: 720 },
      refundPercent: { min: 0, max: 100 },
      reminderHours: { min: 0, max: 336 },
      offerMinutes: { min: 5, max: 1440 },
      noShowCount: { min: 0, max: 10 },
      noShowMonths: { min: 1, max: 36 },
      noShowStopDays: { min: 1, max: 730 },
    });
  });
});

describe('the players’ own rules (self-service)', () => {
  it('reads them as typed, 0 included (no reminders, no no-show stops)', () => {
    expect(
      configFrom(
        draft({
          cancelDeadlineHours: '24',
          refundPercent: ' 50 ',
          reminderHours: '0',
          offerMinutes: '45',
          noShowCount: '0',
          noShowMonths: '6',
          noShowStopDays: '30',
        }),
      ).config?.selfService,
    ).toEqual({
      cancelDeadlineHours: 24,
      refundPercent: 50,
      reminderHours: 0,
      offerMinutes: 45,
      noShows: { count: 0, withinMonths: 6, stopDays: 30 },
    });
  });

  it('refuses each out of the schema’s range, empty or not whole, on its own field', () => {
    expect(
      configFrom(
        draft({
          cancelDeadlineHours: '721',
          refundPercent: '',
          reminderHours: '1.5',
          offerMinutes: '4',
          noShowCount: '11',
          noShowMonths: '0',
          noShowStopDays: 'x',
        }),
      ).errors,
    ).toEqual({
      cancelDeadlineHours: { key: 'admin.selfService.badHours', params: { min: 0, max: 720 } },
      refundPercent: { key: 'admin.selfService.badPercent', params: { min: 0, max: 100 } },
      reminderHours: { key: 'admin.selfService.badHours', params: { min: 0, max: 336 } },
      offerMinutes: { key: 'admin.selfService.badMinutes', params: { min: 5, max: 1440 } },
      noShowCount: { key: 'admin.selfService.badCount', params: { min: 0, max: 10 } },
      noShowMonths: { key: 'admin.selfService.badMonths', params: { min: 1, max: 36 } },
      noShowStopDays: { key: 'admin.selfService.badDays', params: { min: 1, max: 730 } },
    });
  });
});

describe('the form’s schema (react-hook-form’s zodResolver)', () => {
  const t: AdminTranslate = (key, params) => `${key} ${JSON.stringify(params ?? {})}`;

  it('gives the body to send for a draft the server’s schema takes', () => {
    expect(configDraftSchema(t).parse(draft())).toEqual(teeSheetConfig);
  });

  it('puts each refusal on its field, in the admin’s words', () => {
    const result = configDraftSchema(t).safeParse(draft({ refundPercent: '101', lowFirst: '' }));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['lowFirst'], 'admin.teeSettings.badTime {}'],
      [['refundPercent'], 'admin.selfService.badPercent {"min":0,"max":100}'],
    ]);
  });
});

describe('high season’s days', () => {
  it('sends them back as days of the year, a season across the year end too', () => {
    expect(configFrom(draft()).config?.highSeason).toEqual(teeSheetConfig.highSeason);
    const wrapped = configFrom(
      draft({ highFromDay: ' 1 ', highFromMonth: '10', highToDay: '31', highToMonth: '3' }),
    );
    expect(wrapped.config?.highSeason).toEqual({ from: { month: 10, day: 1 }, to: { month: 3, day: 31 } });
  });

  it('refuses a day the month does not have, or no day, on the day’s field', () => {
    expect(configFrom(draft({ highToDay: '31', highToMonth: '11' })).errors).toEqual({
      highToDay: { key: 'admin.teeSettings.badDay' },
    });
    expect(configFrom(draft({ highFromDay: '', highToDay: '0' })).errors).toEqual({
      highFromDay: { key: 'admin.teeSettings.badDay' },
      highToDay: { key: 'admin.teeSettings.badDay' },
    });
    // 29 February is a day of the year (leap years have it).
    expect(configFrom(draft({ highToDay: '29', highToMonth: '2' })).config?.highSeason.to).toEqual({
      month: 2,
      day: 29,
    });
  });

  it('puts a month that is not one on the month’s field', () => {
    expect(configFrom(draft({ highFromMonth: '13' })).errors?.highFromMonth).toEqual({
      key: 'admin.teeSettings.badDay',
    });
  });

  it('names the days as typed, or nothing while either is not a day of the year', () => {
    expect(typedHighSeason(['1', '4', '16', '11'])).toEqual({ highFrom: '1 April', highTo: '16 November' });
    expect(typedHighSeason(['1', '10', '31', '3'])).toEqual({ highFrom: '1 October', highTo: '31 March' });
    expect(typedHighSeason(['31', '4', '16', '11'])).toBeNull();
    expect(typedHighSeason(['', '4', '16', '11'])).toBeNull();
  });
});
