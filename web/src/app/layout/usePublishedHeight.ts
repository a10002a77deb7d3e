import { useEffect, useRef } from 'react';

/**
 * Publishes an element's height as a CSS custom property on <html> (e.g. --site-header-height), so that
 * anchors land below the sticky header and the home page's header image fills the rest of the screen.
 */
export function usePublishedHeight<Element extends HTMLElement>(property: `--${string}`) {
  const ref = useRef<Element>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const publish = () => root.style.setProperty(property, `${element.getBoundingClientRect().height}px`);
    // The observer's first call publishes it, after the next layout and before that frame is painted. A
    // call here would lay the page out inside the hydration's effects (issue 38); the page's head script
    // has published the height before the first paint (web/src/boot/headerHeight.ts).
    const observer = new ResizeObserver(publish);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(property);
    };
  }, [property]);
  return ref;
}
