import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { LiveChange } from '../../../../common/api/live';
import { PAGE_KEYS } from '../../../../common/api/pageKeys';
import { API_BASE, apiPaths } from '../../../../common/api/paths';
import { markChanged } from '../../lib/revalidate';

/**
 * Marks the queries a change affects as stale, so open pages refetch them at once, and has those
 * refetches bypass the browser's short-lived copy (see lib/revalidate).
 */
export function applyLiveChange(queryClient: QueryClient, change: LiveChange) {
  if (change.topic === 'tee-sheet') {
    // The public rules state the saved members-only window (GET /rules, no-cache: no browser copy to skip).
    void queryClient.invalidateQueries({ queryKey: ['rules'] });
    // The staff tee sheet: every day loaded (the key is adminKeys.teeSheet, kept out of the public bundle).
    return queryClient.invalidateQueries({ queryKey: ['admin', 'tee-sheet'] });
  }
  if (change.topic === 'rules') {
    // GET /rules is answered with no-cache (revalidated by its ETag), so no browser copy to skip.
    return queryClient.invalidateQueries({ queryKey: ['rules'] });
  }
  if (change.topic === 'prices') {
    // GET /prices/{date} is answered with no-cache (revalidated by its ETag), so no browser copy to skip.
    return queryClient.invalidateQueries({ queryKey: ['price-list'] });
  }
  if (change.topic === 'opening-hours') {
    // GET /opening-hours is answered with no-cache (revalidated by its ETag), so no browser copy to skip.
    return queryClient.invalidateQueries({ queryKey: ['opening-hours'] });
  }
  if (change.topic === 'club') {
    // GET /club is answered with no-cache (revalidated by its ETag), so no browser copy to skip.
    return queryClient.invalidateQueries({ queryKey: ['club'] });
  }
  if (change.topic === 'course') {
    // GET /holes may be reused for a few seconds: the refetch skips the browser's copy.
    markChanged(apiPaths.holes.path());
    return queryClient.invalidateQueries({ queryKey: ['course'] });
  }
  if (change.topic === 'pages' || change.topic === 'media') {
    // A published page, or a picture it shows: GET /pages/{key} may be reused for a few seconds, so the
    // refetch skips the browser's copy. The admin's library and previews follow too.
    const keys = change.topic === 'pages' && change.key ? [change.key] : PAGE_KEYS;
    for (const key of keys) markChanged(apiPaths.page.path({ key }));
    if (change.topic === 'media') {
      void queryClient.invalidateQueries({ queryKey: ['admin', 'media'] });
      // The award and brand marks (GET /awards, /brands: no-cache, so no browser copy to skip).
      void queryClient.invalidateQueries({ queryKey: ['marks'] });
      // The holes' pictures and videos: GET /holes may be reused for a few seconds.
      markChanged(apiPaths.holes.path());
      void queryClient.invalidateQueries({ queryKey: ['course'] });
    }
    void queryClient.invalidateQueries({ queryKey: ['page-draft'] });
    return queryClient.invalidateQueries({
      queryKey: change.topic === 'pages' && change.key ? ['page', change.key] : ['page'],
    });
  }
  if (change.topic === 'notifications') {
    markChanged(apiPaths.websiteNotifications.path());
    return queryClient.invalidateQueries({ queryKey: ['notifications'] });
  }
  if (change.key) markChanged(apiPaths.websiteContent.path({ key: change.key }));
  return queryClient.invalidateQueries({
    predicate: (query) => query.queryKey[0] === 'website-content' && query.queryKey[1] === change.key,
  });
}

/**
 * Keeps the page live: when staff change the course status, the condition text or a notification (or
 * anyone changes the tee sheet, for the admin's Tee sheet screen), the server says so over server-sent
 * events and the page refetches. EventSource reconnects by itself.
 */
export function useLiveUpdates() {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(`${API_BASE}${apiPaths.live.path()}`);
    source.addEventListener('change', async (event) => {
      // The schema (and zod) load with the first change, not with the page.
      const { liveChange } = await import('../../../../common/api/live');
      const parsed = liveChange.safeParse(JSON.parse((event as MessageEvent<string>).data));
      if (parsed.success) void applyLiveChange(queryClient, parsed.data);
    });
    return () => source.close();
  }, [queryClient]);
}
