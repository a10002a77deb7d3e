/** The admin's Club details screen (features/admin): English, like the rest of the admin. */
export const adminClubTexts = {
  'admin.nav.club': 'Club details',
} as const;
