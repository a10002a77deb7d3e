/** The admin's Course screen (features/admin): English, like the rest of the admin. */
export const adminCourseTexts = {
  'admin.nav.course': 'Course',
} as const;
