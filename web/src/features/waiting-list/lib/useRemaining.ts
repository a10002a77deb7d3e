import { useEffect, useState } from 'react';

/**
 * The milliseconds left until `until` (ISO), counted down every second while any are left; 0 once it has
 * passed. `until` undefined: no countdown (null).
 */
export function useRemaining(until: string | undefined): number | null {
  const end = until === undefined ? Number.NaN : Date.parse(until);
  const left = () => Math.max(0, end - Date.now());
  const [remaining, setRemaining] = useState(() => (Number.isNaN(end) ? null : left()));
  // biome-ignore lint/correctness/useExhaustiveDependencies: left() reads only `end`.
  useEffect(() => {
    if (Number.isNaN(end)) {
      setRemaining(null);
      return;
    }
    setRemaining(left());
    const timer = setInterval(() => {
      const now = left();
      setRemaining(now);
      if (now === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [end]);
  return remaining;
}
