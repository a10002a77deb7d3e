import { type CourseStatusInfo, courseStatusInfo } from '../../../../../common/api/content';

/** The five yes/no switches of the course status, in the order of the public panel. */
export const courseStatusSwitches = [
  'courseStatus',
  'summerGreens',
  'prefferedLies',
  'buggies',
  'drivingRange',
] as const;
export type CourseStatusSwitch = (typeof courseStatusSwitches)[number];

/** What the course status screen edits: the six values of course-status-info and the condition text. */
export interface CourseStatusDraft {
  switches: Record<CourseStatusSwitch, boolean>;
  /** As typed: a number ("2"), a text ("All") or empty for none. */
  winterGreens: string;
  condition: string;
}

/** Used when course-status-info is missing or unreadable: open, nothing special. */
export const defaultCourseStatus: CourseStatusInfo = {
  courseStatus: true,
  summerGreens: true,
  winterGreens: 0,
  buggies: true,
  prefferedLies: false,
  drivingRange: true,
};

/** course-status-info's JSON, or undefined when it is missing or not of its shape. */
export function readCourseStatusInfo(content: string): CourseStatusInfo | undefined {
  try {
    const parsed = courseStatusInfo.safeParse(JSON.parse(content));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export function draftFrom(info: CourseStatusInfo, condition: string): CourseStatusDraft {
  return {
    switches: {
      courseStatus: info.courseStatus,
      summerGreens: info.summerGreens,
      prefferedLies: info.prefferedLies,
      buggies: info.buggies,
      drivingRange: info.drivingRange,
    },
    winterGreens: info.winterGreens === 0 ? '' : String(info.winterGreens),
    condition,
  };
}

/** Whole numbers stay numbers ("2" → 2), an empty field is none (0), anything else is kept as text. */
export function winterGreensValue(typed: string): number | string {
  const text = typed.trim();
  if (text === '') return 0;
  return /^\d{1,4}$/.test(text) ? Number(text) : text;
}

/** The JSON text saved as course-status-info (key order as in docs/product.md, Content keys). */
export function courseStatusInfoJson(draft: CourseStatusDraft): string {
  const info: CourseStatusInfo = {
    courseStatus: draft.switches.courseStatus,
    summerGreens: draft.switches.summerGreens,
    winterGreens: winterGreensValue(draft.winterGreens),
    buggies: draft.switches.buggies,
    prefferedLies: draft.switches.prefferedLies,
    drivingRange: draft.switches.drivingRange,
  };
  return JSON.stringify(info);
}
