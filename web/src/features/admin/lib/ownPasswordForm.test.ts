import { describe, expect, it } from 'vitest';
import { ownPasswordErrors } from './ownPasswordForm';

describe('ownPasswordErrors', () => {
  it('accepts a current password and a new one of at least 12 characters', () => {
    expect(ownPasswordErrors({ currentPassword: 'x', newPassword: 'twelve chars' })).toEqual({});
  });

  it('names each field the server would refuse', () => {
    expect(ownPasswordErrors({ currentPassword: '', newPassword: 'eleven char' })).toEqual({
      currentPassword: 'admin.account.currentMissing',
      newPassword: 'admin.users.shortPassword',
    });
    expect(ownPasswordErrors({ currentPassword: 'x', newPassword: 'y'.repeat(201) })).toEqual({
      newPassword: 'admin.account.longPassword',
    });
  });
});
