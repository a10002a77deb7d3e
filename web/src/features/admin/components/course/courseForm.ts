import { type FieldErrors, get } from 'react-hook-form';
import type { CourseDocument, CourseHole, CourseTee } from '../../../../../../common/api/holes';

/** An id for a new tee that no tee has: tee-2, tee-3 … (the id keys the holes' lengths). */
export function freeTeeId(tees: readonly Pick<CourseTee, 'id'>[]): string {
  const taken = new Set(tees.map((tee) => tee.id));
  for (let n = tees.length + 1; ; n += 1) if (!taken.has(`tee-${n}`)) return `tee-${n}`;
}

/** A new tee, to be named and rated: a neutral grey marker and a standard slope. */
export const newTee = (id: string): CourseTee => ({
  id,
  name: { en: '', nl: '', fr: '', de: '' },
  colour: '#808080',
  courseRating: 72,
  slope: 113,
});

/**
 * The holes' lengths with a new tee's: each hole starts at the length of the tee before it, which staff
 * then change, rather than with no length (which a save refuses).
 */
export function lengthsWithTee(holes: readonly CourseHole[], id: string, copyFrom: string | undefined) {
  return holes.map((hole) => ({ ...hole.lengths, [id]: copyFrom ? (hole.lengths[copyFrom] ?? 1) : 1 }));
}

/** The holes' lengths without a removed tee's. */
export function lengthsWithoutTee(holes: readonly CourseHole[], id: string) {
  return holes.map(({ lengths }) =>
    Object.fromEntries(Object.entries(lengths).filter(([tee]) => tee !== id)),
  );
}

/** The numbers of the holes with a field to fix, in order. */
export function holesWithErrors(errors: FieldErrors<CourseDocument>): number[] {
  const holes = errors.holes;
  if (!Array.isArray(holes)) return [];
  return holes.flatMap((error, index) => (error ? [index + 1] : []));
}

/** The message of the field at `path` (holes.3.lengths.blue), when it is refused. */
export function errorAt(errors: FieldErrors<CourseDocument>, path: string): string | undefined {
  const message: unknown = (get(errors, path) as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : undefined;
}
