/** The API of SPEC section 7, written once for the SPA and the server. */
export const API_BASE = '/api/v1';

/** Server-sent events telling open pages what changed (the events' schema: live.ts). */
export const LIVE_PATH = '/live';

export const apiPaths = {
  health: '/health',
  websiteContent: (key: string) => `/websitecontent/${encodeURIComponent(key)}`,
  websiteNotifications: '/notifications/website',
  reserveTable: '/reserve/table',
  reserveGreenfee: '/reserve/greenfee',
  freeSlots: (type: string, year: number, month: number, day: number) =>
    `/reservations/freeslots/${encodeURIComponent(type)}/${year}/${month}/${day}`,
  createReservation: '/reservations/website',
  reservation: (id: string) => `/reservations/${encodeURIComponent(id)}`,
  bookingMode: '/booking/mode',
  holes: '/holes',
  scoreCard: '/holes/scorecard.pdf',
} as const;

/** Staff-only endpoints that the SPA and the server both name (the rest: web/src/features/admin/api). */
export const staffApiPaths = {
  files: '/admin/files',
  users: '/admin/users',
  user: (id: string) => `/admin/users/${encodeURIComponent(id)}`,
} as const;

/** Files (images, PDFs) are served from the API host, outside /api/v1. */
export const filePath = (name: string) => `/files/${encodeURIComponent(name)}`;

/** The cross-site token pair that SPA HTTP clients send by default. */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

/** The name a downloaded score card is saved under (GET /holes/scorecard.pdf). */
export const SCORE_CARD_FILE_NAME = 'score-card.pdf';
