/** The admin's Pages screen (features/admin): English, like the rest of the admin. */
export const adminPagesTexts = {
  'admin.nav.pages': 'Pages',
} as const;
