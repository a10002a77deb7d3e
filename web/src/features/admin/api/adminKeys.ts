import type { QueryClient } from '@tanstack/react-query';

/** Query keys: everything of the admin starts with 'admin', so signing out forgets it in one call. */
export const adminKeys = {
  all: ['admin'] as const,
  me: ['admin', 'me'] as const,
  content: (key: string) => ['admin', 'content', key] as const,
  /** A text with its versions in every language, as staff edit it. */
  contentVersions: (key: string) => ['admin', 'content-versions', key] as const,
  notifications: ['admin', 'notifications'] as const,
  requests: ['admin', 'requests'] as const,
  reservations: ['admin', 'reservations'] as const,
  outbox: ['admin', 'outbox'] as const,
  outboxStatus: ['admin', 'outbox', 'status'] as const,
  audit: ['admin', 'audit'] as const,
  users: ['admin', 'users'] as const,
  teeSheet: ['admin', 'tee-sheet'] as const,
  teeSheetDay: (date: string) => ['admin', 'tee-sheet', date] as const,
  /** Under the tee sheet: every change to the sheet (and its live topic) reloads the day's waiting list too. */
  waitingList: (date: string) => ['admin', 'tee-sheet', 'waiting-list', date] as const,
  /** Apart from the days: a change to the sheet reloads the days, never the settings form's source. */
  teeSheetConfig: ['admin', 'tee-sheet-config'] as const,
  priceLists: ['admin', 'price-lists'] as const,
  reportSummary: (from: string, to: string) => ['admin', 'reports', from, to] as const,
};

/**
 * Forgets what was loaded for the previous staff member (on sign-in and sign-out). The signed-in user's
 * own query stays: the screen watches it, and is told the new user (or null) right after.
 */
export function forgetStaffData(queryClient: QueryClient): void {
  queryClient.removeQueries({
    queryKey: adminKeys.all,
    predicate: (query) => query.queryKey[1] !== adminKeys.me[1],
  });
}
