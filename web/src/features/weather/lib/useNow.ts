import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useIsClient } from '../../../lib/useIsClient';

/**
 * The moment the server rendered the page (an ISO string), where it renders one with a reading
 * (server/src/routes/api/v1/websiteContent.ts): not an API call, only part of the page's data.
 */
export const renderedAtQueryKey = () => ['rendered-at'] as const;

/**
 * The current time, renewed every `everyMs`: a reading that was current becomes stale with no new data
 * arriving, and the page must notice that by itself.
 *
 * While the browser hydrates a page the server rendered, it is the moment of that render: hydration then
 * judges the reading as the HTML did, whatever the visitor's clock says or however long the page was kept
 * (a differing render would be a hydration mismatch). The browser's own time follows at once after.
 */
export function useNow(everyMs = 60_000): Date {
  const renderedAt = useQueryClient().getQueryData<string>(renderedAtQueryKey());
  const isClient = useIsClient();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return !isClient && renderedAt ? new Date(renderedAt) : now;
}
