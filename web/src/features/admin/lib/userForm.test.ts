import { describe, expect, it } from 'vitest';
import type { StaffAccount } from '../../../../../common/api/users';
import { isLastAdmin, userErrors } from './userForm';

const account = (id: string, role: 'admin' | 'staff'): StaffAccount => ({
  id,
  email: `${id}@example.org`,
  role,
  createdAt: '2026-11-01T10:00:00Z',
  lockedUntil: null,
});

describe('userErrors', () => {
  it('asks for a valid e-mail and a password of at least 12 characters', () => {
    expect(userErrors({ email: 'desk@example.org', password: 'twelve chars' })).toEqual({});
    expect(userErrors({ email: 'desk', password: 'eleven char' })).toEqual({
      email: 'admin.users.badEmail',
      password: 'admin.users.shortPassword',
    });
    expect(userErrors({ email: '  desk@example.org ', password: 'x'.repeat(12) })).toEqual({});
  });

  it('checks only the password when resetting one', () => {
    expect(userErrors({ email: '', password: 'short' }, 'password')).toEqual({
      password: 'admin.users.shortPassword',
    });
  });
});

describe('isLastAdmin', () => {
  it('is true only for the one remaining admin', () => {
    const alone = [account('a', 'admin'), account('b', 'staff')];
    expect(isLastAdmin(alone[0] as StaffAccount, alone)).toBe(true);
    expect(isLastAdmin(alone[1] as StaffAccount, alone)).toBe(false);
    const two = [...alone, account('c', 'admin')];
    expect(isLastAdmin(two[0] as StaffAccount, two)).toBe(false);
  });
});
