import { describe, expect, it } from 'vitest';
import { CONTENT_MAX_AGE_SECONDS } from '../../../common/api/caching';
import { cacheModeFor, markChanged } from './revalidate';

describe('cacheModeFor', () => {
  it('lets the browser cache answer a path that has not changed', () => {
    expect(cacheModeFor('/websitecontent/never-changed')).toBe('default');
  });

  it('revalidates a changed path for as long as a cached copy could be old, then no longer', () => {
    // Paths of their own: the module's memory of changes is shared with the other tests of a worker.
    const now = 1_000_000;
    markChanged('/revalidate-test/changed', now);
    expect(cacheModeFor('/revalidate-test/changed', now + 1)).toBe('no-cache');
    expect(cacheModeFor('/revalidate-test/changed', now + CONTENT_MAX_AGE_SECONDS * 1000 - 1)).toBe(
      'no-cache',
    );
    expect(cacheModeFor('/revalidate-test/changed', now + CONTENT_MAX_AGE_SECONDS * 1000)).toBe('default');
    expect(cacheModeFor('/revalidate-test/unchanged', now + 1)).toBe('default');
  });
});
