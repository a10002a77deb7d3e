import type { StaffUser } from '../../../../common/api/auth';
import type { AdminMessageKey } from './i18n';

/** The admin lives under /admin, lazy-loaded: the public bundle never holds it. */
export const ADMIN_BASE = '/admin';

export const adminSections = [
  { id: 'status', path: '', labelKey: 'admin.nav.status' },
  { id: 'teeSheet', path: 'tee-sheet', labelKey: 'admin.nav.teeSheet' },
  { id: 'prices', path: 'prices', labelKey: 'admin.nav.prices' },
  { id: 'openingHours', path: 'opening-hours', labelKey: 'admin.nav.openingHours' },
  { id: 'rules', path: 'rules', labelKey: 'admin.nav.rules' },
  { id: 'pages', path: 'pages', labelKey: 'admin.nav.pages' },
  { id: 'media', path: 'media', labelKey: 'admin.nav.media' },
  { id: 'marks', path: 'marks', labelKey: 'admin.nav.marks' },
  { id: 'club', path: 'club', labelKey: 'admin.nav.club' },
  { id: 'course', path: 'course', labelKey: 'admin.nav.course' },
  { id: 'notifications', path: 'notifications', labelKey: 'admin.nav.notifications' },
  { id: 'menu', path: 'menu', labelKey: 'admin.nav.menu' },
  { id: 'board', path: 'board', labelKey: 'admin.nav.board' },
  { id: 'headerImage', path: 'header-image', labelKey: 'admin.nav.headerImage' },
  { id: 'requests', path: 'requests', labelKey: 'admin.nav.requests' },
  { id: 'bookings', path: 'bookings', labelKey: 'admin.nav.bookings' },
  { id: 'reports', path: 'reports', labelKey: 'admin.nav.reports' },
  { id: 'outbox', path: 'outbox', labelKey: 'admin.nav.outbox' },
  { id: 'audit', path: 'audit', labelKey: 'admin.nav.audit' },
  { id: 'users', path: 'users', labelKey: 'admin.nav.users', adminOnly: true },
  { id: 'people', path: 'people', labelKey: 'admin.nav.people', adminOnly: true },
  { id: 'account', path: 'account', labelKey: 'admin.nav.account' },
] as const satisfies readonly { id: string; path: string; labelKey: AdminMessageKey; adminOnly?: boolean }[];

export type AdminSectionId = (typeof adminSections)[number]['id'];

/**
 * Screens a section's own screen links to, not in the menu (the section's link stays current there);
 * whoever may use the section may use them.
 */
export const adminSubScreens = [
  { id: 'teeSheetSettings', section: 'teeSheet', path: 'tee-sheet/settings' },
  { id: 'pageEditor', section: 'pages', path: 'pages/:key' },
] as const satisfies readonly { id: string; section: AdminSectionId; path: string }[];

export type AdminScreenId = AdminSectionId | (typeof adminSubScreens)[number]['id'];

/** The sections this staff member may use: staff do not see the admins' own (the API refuses them too). */
export function sectionsFor(role: StaffUser['role']) {
  return adminSections.filter((section) => role === 'admin' || !('adminOnly' in section));
}

/** Every screen this staff member may open, with its path under /admin: the sections, then their sub-screens. */
export function screensFor(role: StaffUser['role']): { id: AdminScreenId; path: string }[] {
  const sections = sectionsFor(role);
  const open = new Set<AdminSectionId>(sections.map((section) => section.id));
  return [...sections, ...adminSubScreens.filter((screen) => open.has(screen.section))];
}

/** The editor of one page (the sub-screen pageEditor): its key fills the path's :key. */
export const pageEditorPath = (key: string) => `${ADMIN_BASE}/pages/${encodeURIComponent(key)}`;

/** The address of an admin screen: the course status is the admin's front page. */
export function adminPath(id: AdminScreenId): string {
  const screen = [...adminSections, ...adminSubScreens].find((s) => s.id === id);
  return screen?.path ? `${ADMIN_BASE}/${screen.path}` : ADMIN_BASE;
}
