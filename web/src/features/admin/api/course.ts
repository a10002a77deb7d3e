import { useMutation, useQuery } from '@tanstack/react-query';
import { adminApiPaths } from '../../../../../common/api/adminPaths';
import { type AdminCourse, adminCourse, type SaveCourseBody } from '../../../../../common/api/holes';
import { api, apiRequest } from '../../../lib/api';
import { useAfterDocumentChange, useRestoreRevision } from './documentHistory';

/** Under 'admin', so signing out forgets it with the rest. */
export const courseAdminKey = ['admin', 'course'] as const;

/** GET /admin/course: the course in every language, the version a save is made on, who saved it last. */
export function useAdminCourse() {
  return useQuery({
    queryKey: courseAdminKey,
    queryFn: ({ signal }) => api.get(adminApiPaths.course.path(), adminCourse, signal),
  });
}

/**
 * PUT /admin/course: saved and published at once; the public pages of this tab read the course again. A
 * save on an older version fails with a 409 naming who saved first (staleVersion.ts).
 */
export function useSaveCourse() {
  const after = useAfterDocumentChange<AdminCourse>('course', courseAdminKey);
  return useMutation({
    mutationFn: (body: SaveCourseBody) =>
      apiRequest(adminApiPaths.course.path(), adminCourse, { method: 'PUT', body }),
    ...after,
  });
}

/** POST /admin/course/revisions/{n}/restore: an earlier revision published again, as a save is. */
export const useRestoreCourse = () => useRestoreRevision('course', adminCourse, courseAdminKey);
