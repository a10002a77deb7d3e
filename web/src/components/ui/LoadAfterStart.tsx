import type { ReactElement } from 'react';
import { useIsClient } from '../../lib/useIsClient';

/**
 * Media below the first screen that loads only once the app runs. Chromium lazily loads images as far as
 * 1250–2500 px below the window, so a page of full-screen sections (the holes) would fetch the next
 * sections' pictures on a phone while its own first picture is still coming, and its largest paint would
 * wait for them (docs/decisions/0011-media-after-the-first-paint.md).
 *
 * The prerendered page holds the child inside <noscript>: a browser without JavaScript loads it as usual
 * (lazily, if the child says so), one with JavaScript reads it as text and loads nothing, and React
 * hydrates a <noscript> without looking inside. Once the app has hydrated, the child renders as itself.
 * A page the app draws on its own renders the child at once.
 */
export function LoadAfterStart({ children }: { children: ReactElement }) {
  return useIsClient() ? children : <noscript>{children}</noscript>;
}
