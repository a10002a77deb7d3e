import type { AdminMessageKey, AdminTranslate } from '../i18n';

/** The actions the server writes to the audit log (server/src/routes/api/v1/admin*.ts, server/src/auth/accounts.ts, the CLI). */
const actions: Record<string, AdminMessageKey> = {
  'content.update': 'admin.audit.action.content.update',
  'notification.create': 'admin.audit.action.notification.create',
  'notification.update': 'admin.audit.action.notification.update',
  'notification.delete': 'admin.audit.action.notification.delete',
  'request.confirm': 'admin.audit.action.request.confirm',
  'request.decline': 'admin.audit.action.request.decline',
  'mail.resend': 'admin.audit.action.mail.resend',
  'file.upload': 'admin.audit.action.file.upload',
  'media.upload': 'admin.audit.action.media.upload',
  'media.update': 'admin.audit.action.media.update',
  'media.delete': 'admin.audit.action.media.delete',
  // Pages, the club's details and the course (server/src/content/documentStore.ts).
  'document.draft': 'admin.audit.action.document.draft',
  'document.publish': 'admin.audit.action.document.publish',
  'document.restore': 'admin.audit.action.document.restore',
  'document.discard-draft': 'admin.audit.action.document.discard-draft',
  'user.create': 'admin.audit.action.user.create',
  'user.role': 'admin.audit.action.user.role',
  'user.password': 'admin.audit.action.user.password',
  'user.delete': 'admin.audit.action.user.delete',
  'user.own-password': 'admin.audit.action.user.own-password',
  'auth.sign-in': 'admin.audit.action.auth.sign-in',
  'auth.sign-in-failed': 'admin.audit.action.auth.sign-in-failed',
  'auth.lockout': 'admin.audit.action.auth.lockout',
  'auth.sign-out': 'admin.audit.action.auth.sign-out',
  'auth.sign-out-everywhere': 'admin.audit.action.auth.sign-out-everywhere',
};

/** An action in words; one the admin does not know yet is shown as the server wrote it. */
export function auditActionLabel(action: string, t: AdminTranslate): string {
  const key = actions[action];
  return key ? t(key) : action;
}
