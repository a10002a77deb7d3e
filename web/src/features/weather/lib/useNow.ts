import { useEffect, useState } from 'react';

/**
 * The current time, renewed every `everyMs`: a reading that was current becomes stale with no new data
 * arriving, and the page must notice that by itself.
 */
export function useNow(everyMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
