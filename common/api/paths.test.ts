import { describe, expect, it } from 'vitest';
import { ADMIN_PREFIX, adminApiPaths } from './adminPaths';
import { apiPaths, filePath } from './paths';

describe('API routes', () => {
  it('fill in each param of the pattern, URI-encoded', () => {
    expect(apiPaths.reservation.path({ id: 'a/b c' })).toBe('/reservations/a%2Fb%20c');
    expect(apiPaths.freeSlots.path({ type: 'greenfee', year: 2030, month: 6, day: 1 })).toBe(
      '/reservations/freeslots/greenfee/2030/6/1',
    );
    expect(apiPaths.health.path()).toBe('/health');
    expect(filePath('a b.svg')).toBe('/files/a%20b.svg');
  });

  it('give staff routes relative to the admin prefix to the server, and whole to clients', () => {
    expect(adminApiPaths.resendMail.pattern).toBe('/outbox/:id/resend');
    expect(adminApiPaths.resendMail.path({ id: 7 })).toBe(`${ADMIN_PREFIX}/outbox/7/resend`);
    expect(adminApiPaths.users.path()).toBe('/admin/users');
  });

  it('refuse to build a path with a param missing', () => {
    const build = apiPaths.reservation.path as (params: object) => string;
    expect(() => build({})).toThrow('/reservations/:id needs :id.');
  });

  it('have no two routes of one method family on the same pattern', () => {
    const patterns = [
      ...Object.values(apiPaths).map((route) => route.pattern),
      ...Object.values(adminApiPaths).map((route) => `${ADMIN_PREFIX}${route.pattern}`),
    ];
    expect(new Set(patterns).size).toBe(patterns.length);
  });
});
