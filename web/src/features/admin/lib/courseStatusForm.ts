import type { Translations } from '../../../../../common/api/admin';
import {
  type CourseStatusInfo,
  courseStatusInfo,
  winterGreensFromText,
} from '../../../../../common/api/content';
import { type LanguageTexts, textsFrom, trimmedTexts } from './languageTexts';

/** The five yes/no switches of the course status, in the order of the public panel. */
export const courseStatusSwitches = [
  'courseStatus',
  'summerGreens',
  'prefferedLies',
  'buggies',
  'drivingRange',
] as const;
export type CourseStatusSwitch = (typeof courseStatusSwitches)[number];

/**
 * What the course status screen edits: the six values of course-status-info and the condition text, the
 * winter greens and the condition in each language (docs/product.md, Staff texts in four languages).
 */
export interface CourseStatusDraft {
  switches: Record<CourseStatusSwitch, boolean>;
  /** As typed: a number ("2"), a text ("All") or empty: none in English, the English in another language. */
  winterGreens: LanguageTexts;
  condition: LanguageTexts;
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

/**
 * The form from what is stored: course-status-info (its JSON holds the English winter greens; its
 * versions are the other languages' winter greens) and the condition texts.
 */
export function draftFrom(
  info: CourseStatusInfo,
  winterGreens: Translations,
  condition: LanguageTexts,
): CourseStatusDraft {
  return {
    switches: {
      courseStatus: info.courseStatus,
      summerGreens: info.summerGreens,
      prefferedLies: info.prefferedLies,
      buggies: info.buggies,
      drivingRange: info.drivingRange,
    },
    winterGreens: textsFrom(info.winterGreens === 0 ? '' : String(info.winterGreens), winterGreens),
    condition,
  };
}

/** The JSON text saved as course-status-info (key order as in docs/product.md, Content keys). */
export function courseStatusInfoJson(draft: CourseStatusDraft): string {
  const info: CourseStatusInfo = {
    courseStatus: draft.switches.courseStatus,
    summerGreens: draft.switches.summerGreens,
    winterGreens: winterGreensFromText(draft.winterGreens.en),
    buggies: draft.switches.buggies,
    prefferedLies: draft.switches.prefferedLies,
    drivingRange: draft.switches.drivingRange,
  };
  return JSON.stringify(info);
}

/** Whether two drafts save the same: the same JSON, and the same texts once trimmed. */
export function sameCourseStatus(a: CourseStatusDraft, b: CourseStatusDraft): boolean {
  const texts = (d: CourseStatusDraft) =>
    JSON.stringify([trimmedTexts(d.winterGreens), trimmedTexts(d.condition)]);
  return courseStatusInfoJson(a) === courseStatusInfoJson(b) && texts(a) === texts(b);
}
