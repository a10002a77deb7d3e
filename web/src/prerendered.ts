/**
 * The prerender marks the root of each page it writes with the page's path (scripts/prerender.mjs), so the
 * browser hydrates only HTML that was rendered for the address it shows.
 */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/** '/greenfees/' and '/greenfees' are one page. */
export const normalizePagePath = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path) || '/';

export function isPrerenderedFor(root: Element, pathname: string): boolean {
  const path = root.getAttribute(PRERENDERED_ATTRIBUTE);
  return path !== null && root.hasChildNodes() && normalizePagePath(path) === normalizePagePath(pathname);
}
