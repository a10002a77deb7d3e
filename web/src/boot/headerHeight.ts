// Before the first layout: the site header's height as --site-header-height on <html>, as the app publishes
// it once it runs (app/layout/usePublishedHeight.ts). Until then the stylesheets' guess (--header-height in
// tokens.css) stood in, and a club name that wraps on a phone makes the header taller than the guess: the
// holes, a screen high under the header with their text at the bottom, and the home page's header image
// were laid out at one height and moved to another once the app ran (issue 38, CLS).
// A resize observer reports after the first layout, and Chrome counts the change it makes as a shift even
// before that frame is painted. So the header is measured as soon as the parser has passed it (the element
// after it exists), while the render is still blocked (index.html waits for #main): one small layout of
// what is parsed so far, and the first frame has the header's own height.
export const HEADER_HEIGHT_PROPERTY = '--site-header-height';

/** Sets the property from the header once the parser is past it; whether it could. */
export function publishHeaderHeight(root: HTMLElement = document.documentElement): boolean {
  const header = document.querySelector('.site-header');
  if (!header?.nextElementSibling) return false;
  // The app's own measure, once it runs, is the one that counts.
  if (!root.style.getPropertyValue(HEADER_HEIGHT_PROPERTY)) {
    root.style.setProperty(HEADER_HEIGHT_PROPERTY, `${header.getBoundingClientRect().height}px`);
  }
  return true;
}

try {
  if (!publishHeaderHeight() && typeof MutationObserver !== 'undefined') {
    const observer = new MutationObserver(() => {
      if (publishHeaderHeight()) observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
    // A page without the site header (the admin) stops looking once it is parsed.
    document.addEventListener('DOMContentLoaded', () => observer.disconnect(), { once: true });
  }
} catch {
  // The stylesheets' guess stands until the app measures.
}
