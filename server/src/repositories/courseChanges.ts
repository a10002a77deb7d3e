import type { LocalizedText } from '../../../common/api/documents';
import type { CourseDocument, CourseHole, CourseTee } from '../../../common/api/holes';
import { LANGUAGES } from '../../../common/i18n/languages';

/** A history line is read at a glance: longer summaries end with the number of further changes. */
const MAX_PARTS = 6;

/** "name (nl, fr)": the languages in which a text changed. */
function textChange(label: string, before: LocalizedText, after: LocalizedText): string[] {
  const languages = LANGUAGES.filter((language) => before[language] !== after[language]);
  return languages.length === 0 ? [] : [`${label} (${languages.join(', ')})`];
}

const valueChange = (label: string, before: unknown, after: unknown) =>
  JSON.stringify(before) === JSON.stringify(after) ? [] : [label];

function teeChanges(before: CourseTee, after: CourseTee): string[] {
  return [
    ...textChange('name', before.name, after.name),
    ...valueChange('colour', before.colour, after.colour),
    ...valueChange(`course rating ${after.courseRating.toFixed(1)}`, before.courseRating, after.courseRating),
    ...valueChange(`slope ${after.slope}`, before.slope, after.slope),
  ];
}

function holeChanges(before: CourseHole, after: CourseHole): string[] {
  return [
    ...textChange('name', before.name, after.name),
    ...textChange('description', before.description, after.description),
    ...valueChange(`par ${after.par}`, before.par, after.par),
    ...valueChange(`stroke index ${after.strokeIndex}`, before.strokeIndex, after.strokeIndex),
    ...valueChange('lengths', before.lengths, after.lengths),
    ...valueChange('plan', before.plan, after.plan),
    ...valueChange('picture', before.picture, after.picture),
    ...valueChange('video', before.video, after.video),
  ];
}

/**
 * What a save changed, for the course's history and the audit log: "Changed hole 4: description (nl);
 * tee yellow: course rating 70.9".
 */
export function courseChangeSummary(before: CourseDocument, after: CourseDocument): string {
  const parts: string[] = [];
  const beforeTees = new Map(before.tees.map((tee) => [tee.id, tee]));
  const afterIds = new Set(after.tees.map((tee) => tee.id));
  for (const tee of after.tees) {
    const old = beforeTees.get(tee.id);
    if (!old) parts.push(`added tee ${tee.id}`);
    else {
      const changes = teeChanges(old, tee);
      if (changes.length > 0) parts.push(`tee ${tee.id}: ${changes.join(', ')}`);
    }
  }
  for (const tee of before.tees) if (!afterIds.has(tee.id)) parts.push(`removed tee ${tee.id}`);
  if (
    JSON.stringify(before.tees.map((tee) => tee.id)) !== JSON.stringify(after.tees.map((tee) => tee.id)) &&
    before.tees.length === after.tees.length &&
    after.tees.every((tee) => beforeTees.has(tee.id))
  )
    parts.push('tee order');
  after.holes.forEach((hole, index) => {
    const old = before.holes[index];
    const changes = old ? holeChanges(old, hole) : ['added'];
    if (changes.length > 0) parts.push(`hole ${hole.number}: ${changes.join(', ')}`);
  });
  if (parts.length === 0) return 'Saved the course unchanged';
  const shown = parts.slice(0, MAX_PARTS).join('; ');
  const more = parts.length - MAX_PARTS;
  return `Changed ${shown}${more > 0 ? `; ${more} more` : ''}`;
}
