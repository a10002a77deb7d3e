import { useQuery } from '@tanstack/react-query';
import type { Course } from '../../../../../common/api/holes';
import { apiPaths } from '../../../../../common/api/paths';
import type { Language } from '../../../../../common/i18n/languages';
import { apiRead } from '../../../lib/api';
import { useLanguage } from '../../../lib/i18n';

/**
 * The key of the course in a language. The server renders the holes, the overview and the stroke table
 * with this query already answered (its data in the page), so they paint the course from their own HTML;
 * a change staff publish reaches open pages over /live (topic 'course').
 */
export const courseQueryKey = (language: Language) => ['course', language] as const;

/**
 * GET /api/v1/holes: the tees and the 18 holes in the page's language (Accept-Language). Read without zod
 * (lib/api.ts, apiRead): the server checked the course when staff saved it and checks every answer against
 * the same schema. Loading the schema here would also load, through the media schema, the main chunk's
 * stylesheet a second time, after the page's own, and override it (the holes' scroll margin).
 */
export function getCourse(signal?: AbortSignal): Promise<Course> {
  return apiRead<Course>(apiPaths.holes.path(), signal);
}

/** The course data the holes, the overview and the stroke table read; a failure is only logged. */
export function useCourse() {
  const language = useLanguage();
  return useQuery({
    queryKey: courseQueryKey(language),
    queryFn: ({ signal }) => getCourse(signal),
  });
}
