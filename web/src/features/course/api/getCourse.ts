import { useQuery } from '@tanstack/react-query';
import type { Course } from '../../../../../common/api/holes';
import { apiPaths } from '../../../../../common/api/paths';
import { builtCourse } from '../../../../../common/config/course';
import { api } from '../../../lib/api';

/** GET /api/v1/holes: the tees with their ratings, and the 18 holes, validated with the shared schema. */
export function getCourse(signal?: AbortSignal): Promise<Course> {
  return api.get(
    apiPaths.holes.path(),
    // Loaded with the answer: zod and the schemas stay out of the holes page's first JavaScript.
    () => import('../../../../../common/api/holes').then((module) => module.course),
    signal,
  );
}

/**
 * The course data the holes, the overview and the stroke table read. It changes only when staff edit it,
 * so it stays fresh for ten minutes; a failure is only logged (by the query cache).
 */
export function useCourse() {
  return useQuery({
    queryKey: ['course'] as const,
    queryFn: ({ signal }) => getCourse(signal),
    staleTime: 10 * 60_000,
    // Shown (and prerendered) until the API answers, so the holes do not fill in and shift the page;
    // the API's answer, which is what counts, replaces it.
    placeholderData: builtCourse,
  });
}
