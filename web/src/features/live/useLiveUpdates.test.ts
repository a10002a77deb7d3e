import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { websiteContent } from '../../../../common/api/content';
import { apiPaths } from '../../../../common/api/paths';
import { api } from '../../lib/api';
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

  it('refetches every day of the staff tee sheet when it changes, and nothing else', async () => {
    const sheetKeys = [...keys, ['admin', 'tee-sheet', '2026-12-05'], ['admin', 'requests']] as const;
    const client = clientWith(sheetKeys);
    await applyLiveChange(client, { topic: 'tee-sheet' });
    expect(stale(client, sheetKeys[4])).toBe(true);
    expect(stale(client, sheetKeys[5])).toBe(false);
    expect(stale(client, sheetKeys[0])).toBe(false);
  });

  it('refetches the opening hours of every date and language when they change, and nothing else', async () => {
    const hourKeys = [
      ...keys,
      ['opening-hours', '2026-12-05', '7', 'nl'],
      ['price-list', '2026-12-05'],
    ] as const;
    const client = clientWith(hourKeys);
    await applyLiveChange(client, { topic: 'opening-hours' });
    expect(stale(client, hourKeys[4])).toBe(true);
    expect(stale(client, hourKeys[5])).toBe(false);
    expect(stale(client, hourKeys[0])).toBe(false);
  });

  it("refetches the club's details in every language when staff save them, and nothing else", async () => {
    const clubKeys = [...keys, ['club', 'en'], ['club', 'fr']] as const;
    const client = clientWith(clubKeys);
    await applyLiveChange(client, { topic: 'club' });
    expect(stale(client, clubKeys[4])).toBe(true);
    expect(stale(client, clubKeys[5])).toBe(true);
    expect(stale(client, clubKeys[0])).toBe(false);
  });

  describe('the refetch after a change', () => {
    afterEach(() => vi.unstubAllGlobals());

    it('revalidates past the browser cache, for the changed item only', async () => {
      const fetchMock = vi.fn(
        async (_input: RequestInfo | URL, _init?: RequestInit) =>
          new Response(JSON.stringify({ content: 'x' }), { headers: { 'Content-Type': 'application/json' } }),
      );
      vi.stubGlobal('fetch', fetchMock);
      await applyLiveChange(clientWith(keys), { topic: 'content', key: 'course-status' });

      await api.get(apiPaths.websiteContent.path({ key: 'course-status' }), websiteContent);
      await api.get(apiPaths.websiteContent.path({ key: 'menu' }), websiteContent);

      expect(fetchMock.mock.calls.map(([url, init]) => [url, init?.cache])).toEqual([
        ['/api/v1/websitecontent/course-status', 'no-cache'],
        ['/api/v1/websitecontent/menu', 'default'],
      ]);
    });
  });
});
