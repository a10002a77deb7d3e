import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { applyLiveChange } from './useLiveUpdates';

function clientWith(keys: readonly (readonly string[])[]) {
  const client = new QueryClient();
  for (const key of keys) client.setQueryData(key, 'cached');
  return client;
}
const stale = (client: QueryClient, key: readonly string[]) => client.getQueryState(key)?.isInvalidated;

describe('applyLiveChange', () => {
  const keys = [
    ['website-content', 'course-status-info', 'info'],
    ['website-content', 'course-status'],
    ['website-content', 'menu'],
    ['notifications', 'website'],
  ] as const;

  it('refetches only the content item that changed', async () => {
    const client = clientWith(keys);
    await applyLiveChange(client, { topic: 'content', key: 'course-status-info' });
    expect(stale(client, keys[0])).toBe(true);
    expect(stale(client, keys[1])).toBe(false);
    expect(stale(client, keys[2])).toBe(false);
    expect(stale(client, keys[3])).toBe(false);
  });

  it('refetches the notifications when they change', async () => {
    const client = clientWith(keys);
    await applyLiveChange(client, { topic: 'notifications' });
    expect(stale(client, keys[3])).toBe(true);
    expect(stale(client, keys[0])).toBe(false);
  });
});
