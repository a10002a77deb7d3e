import { useRef, useState } from 'react';

/**
 * A public form's checks (its request schema, and with it zod) loaded when the visitor starts on the form
 * rather than with the page (docs/decisions/0037). `load` imports the checks' module; a dynamic import is
 * fetched once, and asked again after a failure.
 *
 * - `prefetch`: for the form's first focus, so that the checks are there by the time they are needed.
 * - `whenLoaded(use)`: `use` runs with the checks once they are here; without them nothing happens (a field
 *   left stays unmarked: sending says what is wrong).
 * - `send(use)`: the same for the form's send. A send while one waits for the checks is ignored, so that
 *   a double press cannot send twice; when their code cannot be fetched (offline, or a new version
 *   deployed) `unavailable` turns true, and the form says the request could not be sent.
 */
export function useChecksOnDemand<Checks>(load: () => Promise<Checks>) {
  const sending = useRef(false);
  const [unavailable, setUnavailable] = useState(false);
  return {
    unavailable,
    prefetch() {
      void load().catch(() => undefined);
    },
    whenLoaded(use: (checks: Checks) => void) {
      load()
        .then(use)
        .catch(() => undefined);
    },
    send(use: (checks: Checks) => void) {
      if (sending.current) return;
      sending.current = true;
      load()
        .then((checks) => {
          setUnavailable(false);
          use(checks);
        })
        .catch(() => setUnavailable(true))
        .finally(() => {
          sending.current = false;
        });
    },
  };
}
