/** The admin's Media library screen (features/admin): English, like the rest of the admin. */
export const adminMediaTexts = {
  'admin.nav.media': 'Media library',
} as const;
