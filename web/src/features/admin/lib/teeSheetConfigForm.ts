import { z } from 'zod';
import { clockText, teeSheetConfigSchema } from '../../../../../common/api/teeSheet';
import { formatTime } from '../../../../../common/rules/clubTime';
import type { ClockTime } from '../../../../../common/rules/seasons';
import type { TeeSheetConfig } from '../../../../../common/rules/teeSheet';
import type { MessageParams } from '../../../lib/i18n';
import type { AdminMessageKey, AdminTranslate } from '../i18n';
import { dayOfYearText } from './monthNames';

/** The tee sheet's configuration as its form holds it: times as HH:MM, numbers as typed. */
export interface TeeSheetConfigDraft {
  /** High season's first and last day: the day's number as typed, the month's (1 to 12) as picked. */
  highFromDay: string;
  highFromMonth: string;
  highToDay: string;
  highToMonth: string;
  lowFirst: string;
  lowLast: string;
  highFirst: string;
  highLast: string;
  intervalMinutes: string;
  playersPerTime: string;
  /** The share (%) of a day's online places that may be held unpaid at once. */
  unpaidHoldShare: string;
  membersFrom: string;
  membersTo: string;
  /** The club's rules for players' own bookings (common/rules/teeSheet.ts, SelfServiceRules). */
  cancelDeadlineHours: string;
  refundPercent: string;
  reminderHours: string;
  offerMinutes: string;
  noShowCount: string;
  noShowMonths: string;
  noShowStopDays: string;
}

type ConfigField = keyof TeeSheetConfigDraft;

/** The fields in the form's order: errors come in this order, so focus goes to the first one on screen. */
export const configFields = [
  'highFromDay',
  'highFromMonth',
  'highToDay',
  'highToMonth',
  'lowFirst',
  'lowLast',
  'highFirst',
  'highLast',
  'intervalMinutes',
  'playersPerTime',
  'unpaidHoldShare',
  'membersFrom',
  'membersTo',
  'cancelDeadlineHours',
  'refundPercent',
  'reminderHours',
  'offerMinutes',
  'noShowCount',
  'noShowMonths',
  'noShowStopDays',
] as const satisfies readonly ConfigField[];

export interface FieldProblem {
  key: AdminMessageKey;
  params?: MessageParams;
}

export type TeeSheetConfigErrors = Partial<Record<ConfigField, FieldProblem>>;

const timeText = ({ hour, minute }: ClockTime) => formatTime(hour, minute);

export function draftFromConfig(config: TeeSheetConfig): TeeSheetConfigDraft {
  return {
    highFromDay: String(config.highSeason.from.day),
    highFromMonth: String(config.highSeason.from.month),
    highToDay: String(config.highSeason.to.day),
    highToMonth: String(config.highSeason.to.month),
    lowFirst: timeText(config.low.first),
    lowLast: timeText(config.low.last),
    highFirst: timeText(config.high.first),
    highLast: timeText(config.high.last),
    intervalMinutes: String(config.intervalMinutes),
    playersPerTime: String(config.playersPerTime),
    unpaidHoldShare: String(config.unpaidHoldSharePercent),
    membersFrom: timeText(config.membersOnly.from),
    membersTo: timeText(config.membersOnly.to),
    cancelDeadlineHours: String(config.selfService.cancelDeadlineHours),
    refundPercent: String(config.selfService.refundPercent),
    reminderHours: String(config.selfService.reminderHours),
    offerMinutes: String(config.selfService.offerMinutes),
    noShowCount: String(config.selfService.noShows.count),
    noShowMonths: String(config.selfService.noShows.withinMonths),
    noShowStopDays: String(config.selfService.noShows.stopDays),
  };
}

/** HH:MM as the API's time, read with the API's own rule (clockText); anything else is undefined. */
function clockTimeOf(text: string): ClockTime | undefined {
  const parsed = clockText.safeParse(text.trim());
  if (!parsed.success) return undefined;
  const [hour = Number.NaN, minute = Number.NaN] = parsed.data.split(':').map(Number);
  return { hour, minute };
}

/** A number field: empty is undefined, anything unreadable NaN; the schema refuses both. */
const numberOf = (text: string) => (text.trim() === '' ? undefined : Number(text.trim()));

const { intervalMinutes, playersPerTime } = teeSheetConfigSchema.shape;
// The schema gives a stored configuration without them their defaults; the form always sends them.
const unpaidHoldShare = teeSheetConfigSchema.shape.unpaidHoldSharePercent.unwrap();
const selfService = teeSheetConfigSchema.shape.selfService.unwrap().shape;
const { noShows } = selfService;
const limitsOf = (schema: { minValue: number | null; maxValue: number | null }) => ({
  min: schema.minValue ?? 0,
  max: schema.maxValue ?? 0,
});
/** The limits the server's schema sets, for the hints and messages: they can never disagree with it. */
export const configLimits = {
  intervalMinutes: limitsOf(intervalMinutes),
  playersPerTime: limitsOf(playersPerTime),
  unpaidHoldShare: limitsOf(unpaidHoldShare),
  cancelDeadlineHours: limitsOf(selfService.cancelDeadlineHours),
  refundPercent: limitsOf(selfService.refundPercent),
  reminderHours: limitsOf(selfService.reminderHours),
  offerMinutes: limitsOf(selfService.offerMinutes),
  noShowCount: limitsOf(noShows.shape.count),
  noShowMonths: limitsOf(noShows.shape.withinMonths),
  noShowStopDays: limitsOf(noShows.shape.stopDays),
};

type NumberField = keyof typeof configLimits;

/** The self-service rules' paths in the schema (selfService.…), each with its field and its message. */
const selfServiceFields: Record<string, [NumberField, AdminMessageKey]> = {
  cancelDeadlineHours: ['cancelDeadlineHours', 'admin.selfService.badHours'],
  refundPercent: ['refundPercent', 'admin.selfService.badPercent'],
  reminderHours: ['reminderHours', 'admin.selfService.badHours'],
  offerMinutes: ['offerMinutes', 'admin.selfService.badMinutes'],
  'noShows.count': ['noShowCount', 'admin.selfService.badCount'],
  'noShows.withinMonths': ['noShowMonths', 'admin.selfService.badMonths'],
  'noShows.stopDays': ['noShowStopDays', 'admin.selfService.badDays'],
};

/** The form's field, and the admin's words, for one issue of the server's schema (its path). */
function problemOf(issue: z.core.$ZodIssue): [ConfigField, FieldProblem] | null {
  const [group, part, unit] = issue.path;
  if (group === 'highSeason' && (part === 'from' || part === 'to')) {
    const end = part === 'from' ? 'From' : 'To';
    // A month out of range is the month's; anything else (no such day in that month) is the day's.
    return [unit === 'month' ? `high${end}Month` : `high${end}Day`, { key: 'admin.teeSettings.badDay' }];
  }
  if (group === 'intervalMinutes')
    return [
      'intervalMinutes',
      { key: 'admin.teeSettings.badInterval', params: configLimits.intervalMinutes },
    ];
  if (group === 'playersPerTime')
    return ['playersPerTime', { key: 'admin.teeSettings.badPlayers', params: configLimits.playersPerTime }];
  if (group === 'unpaidHoldSharePercent')
    return [
      'unpaidHoldShare',
      { key: 'admin.teeSettings.badUnpaidShare', params: configLimits.unpaidHoldShare },
    ];
  if (group === 'low' || group === 'high') {
    // The season's own check (first not after last) has the season's path: it is the last time to fix.
    if (part === undefined) return [`${group}Last`, { key: 'admin.teeSettings.lastBeforeFirst' }];
    return [part === 'first' ? `${group}First` : `${group}Last`, { key: 'admin.teeSettings.badTime' }];
  }
  if (group === 'membersOnly') {
    if (part === undefined) return ['membersTo', { key: 'admin.teeSettings.membersEndBeforeStart' }];
    return [part === 'from' ? 'membersFrom' : 'membersTo', { key: 'admin.teeSettings.badTime' }];
  }
  if (group === 'selfService') {
    const [field, key] = selfServiceFields[issue.path.slice(1).map(String).join('.')] ?? [];
    if (field && key) return [field, { key, params: configLimits[field] }];
  }
  return null;
}

/**
 * The body of PUT /admin/tee-sheet/config, checked with the server's own schema (teeSheetConfigSchema);
 * or the fields to fix, in the form's order, each with the first thing wrong with it.
 */
export function configFrom(
  draft: TeeSheetConfigDraft,
): { config: TeeSheetConfig; errors?: never } | { config?: never; errors: TeeSheetConfigErrors } {
  const parsed = teeSheetConfigSchema.safeParse({
    highSeason: {
      from: { day: numberOf(draft.highFromDay), month: numberOf(draft.highFromMonth) },
      to: { day: numberOf(draft.highToDay), month: numberOf(draft.highToMonth) },
    },
    low: { first: clockTimeOf(draft.lowFirst), last: clockTimeOf(draft.lowLast) },
    high: { first: clockTimeOf(draft.highFirst), last: clockTimeOf(draft.highLast) },
    intervalMinutes: numberOf(draft.intervalMinutes),
    playersPerTime: numberOf(draft.playersPerTime),
    // Empty is an error here, not the schema's default.
    unpaidHoldSharePercent: numberOf(draft.unpaidHoldShare) ?? Number.NaN,
    membersOnly: { from: clockTimeOf(draft.membersFrom), to: clockTimeOf(draft.membersTo) },
    selfService: {
      cancelDeadlineHours: numberOf(draft.cancelDeadlineHours),
      refundPercent: numberOf(draft.refundPercent),
      reminderHours: numberOf(draft.reminderHours),
      offerMinutes: numberOf(draft.offerMinutes),
      noShows: {
        count: numberOf(draft.noShowCount),
        withinMonths: numberOf(draft.noShowMonths),
        stopDays: numberOf(draft.noShowStopDays),
      },
    },
  });
  if (parsed.success) return { config: parsed.data };
  const found: TeeSheetConfigErrors = {};
  for (const issue of parsed.error.issues) {
    const [field, problem] = problemOf(issue) ?? [];
    if (field && problem) found[field] ??= problem;
  }
  const errors: TeeSheetConfigErrors = {};
  for (const field of configFields) {
    const problem = found[field];
    if (problem) errors[field] = problem;
  }
  return { errors };
}

/**
 * The form's schema for react-hook-form (zodResolver): the draft's texts, checked with the server's own
 * schema (configFrom), each refusal on its field in the admin's words; what it takes comes out as the
 * body of PUT /admin/tee-sheet/config.
 */
export const configDraftSchema = (t: AdminTranslate) =>
  z
    .object(
      Object.fromEntries(configFields.map((field) => [field, z.string()])) as Record<
        ConfigField,
        z.ZodString
      >,
    )
    .transform((draft, ctx): TeeSheetConfig => {
      const result = configFrom(draft);
      if (result.config) return result.config;
      for (const [field, problem] of Object.entries(result.errors)) {
        ctx.addIssue({ code: 'custom', path: [field], message: t(problem.key, problem.params) });
      }
      return z.NEVER;
    });

/**
 * High season's first and last day in words ("1 April"), as typed: [day, month] of each, read with the
 * server's schema; null while either is not a day of the year.
 */
export function typedHighSeason([fromDay, fromMonth, toDay, toMonth]: readonly string[]) {
  const parsed = teeSheetConfigSchema.shape.highSeason.unwrap().safeParse({
    from: { day: numberOf(fromDay ?? ''), month: numberOf(fromMonth ?? '') },
    to: { day: numberOf(toDay ?? ''), month: numberOf(toMonth ?? '') },
  });
  if (!parsed.success) return null;
  return { highFrom: dayOfYearText(parsed.data.from), highTo: dayOfYearText(parsed.data.to) };
}
