import { describe, expect, it } from 'vitest';
import { CONTENT_MAX_AGE_SECONDS } from '../../../common/api/caching';
import { cacheModeFor, markChanged } from './revalidate';

describe('cacheModeFor', () => {
  it('lets the browser cache answer a path that has not changed', () => {
    expect(cacheModeFor('/websitecontent/menu')).toBe('default');
  });

  it('revalidates a changed path for as long as a cached copy could be old, then no longer', () => {
    const now = 1_000_000;
    markChanged('/notifications/website', now);
    expect(cacheModeFor('/notifications/website', now + 1)).toBe('no-cache');
    expect(cacheModeFor('/notifications/website', now + CONTENT_MAX_AGE_SECONDS * 1000 - 1)).toBe('no-cache');
    expect(cacheModeFor('/notifications/website', now + CONTENT_MAX_AGE_SECONDS * 1000)).toBe('default');
    expect(cacheModeFor('/websitecontent/course-status', now + 1)).toBe('default');
  });
});
