import { ownPasswordChange } from '../../../../../common/api/account';
import type { AdminMessageKey } from '../i18n';

export interface OwnPasswordDraft {
  currentPassword: string;
  newPassword: string;
}

export type OwnPasswordErrors = Partial<Record<keyof OwnPasswordDraft, AdminMessageKey>>;

export const emptyOwnPassword: OwnPasswordDraft = { currentPassword: '', newPassword: '' };

const messageKey = (field: keyof OwnPasswordDraft, tooLong: boolean): AdminMessageKey => {
  if (tooLong) return 'admin.account.longPassword';
  return field === 'currentPassword' ? 'admin.account.currentMissing' : 'admin.users.shortPassword';
};

/** The server's own schema (common/api/account.ts), with the admin's words for each field it refuses. */
export function ownPasswordErrors(draft: OwnPasswordDraft): OwnPasswordErrors {
  const result = ownPasswordChange.safeParse(draft);
  if (result.success) return {};
  const errors: OwnPasswordErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof OwnPasswordDraft;
    errors[field] ??= messageKey(field, issue.code === 'too_big');
  }
  return errors;
}
