import { type MouseEvent, useEffect, useRef } from 'react';
import type { Hole } from '../../../../../common/api/holes';
import { HOLE_COUNT, holePath } from '../../../app/routes';
import { useT } from '../../../lib/i18n';
import { scrollBehavior } from '../useBackgroundVideo';

interface HoleNavProps {
  holes: ReadonlyMap<number, Hole>;
  /** The hole in view: 1 to 18, or 0 / 19 when none is. */
  inView: number;
  onJump: (hole: number, event: MouseEvent<HTMLAnchorElement>) => void;
  /** The pause toggle of the background videos, when they may play at all. */
  videoToggle?: { paused: boolean; onToggle: () => void };
}

const numbers = Array.from({ length: HOLE_COUNT }, (_, index) => index + 1);

/**
 * The side circle navigation 1 to 18: the hole in view is highlighted (aria-current="location"), and a
 * circle jumps to its hole. Each circle is a real link to /holes/hole-{n}-page, so it also opens in a
 * new tab or works before the script has run.
 */
export function HoleNav({ holes, inView, onJump, videoToggle }: HoleNavProps) {
  const t = useT();
  const list = useRef<HTMLOListElement>(null);
  const scrolled = useRef(false);

  // Where the circles scroll sideways (the strip along the bottom on phones), keep the current one in view.
  // The first hole needs no scrolling until the strip has moved: measuring it would lay out the page in the
  // task that set the first hole in view, as the page starts (issue 38, TBT).
  useEffect(() => {
    const element = list.current;
    if (!element || (inView <= 1 && !scrolled.current)) return;
    const current = element.querySelector<HTMLElement>('[aria-current]')?.closest('li');
    if (!current || element.scrollWidth <= element.clientWidth) return;
    const left = current.offsetLeft - (element.clientWidth - current.offsetWidth) / 2;
    element.scrollTo?.({ left, behavior: scrollBehavior() });
    scrolled.current = true;
  }, [inView]);

  return (
    <div className="hole-nav-rail">
      <nav className="hole-nav" aria-label={t('holes.navLabel')}>
        <ol className="hole-nav__list" ref={list}>
          {numbers.map((number) => {
            const name = holes.get(number)?.name;
            const current = number === inView;
            return (
              <li key={number} className="hole-nav__item">
                <a
                  className="hole-nav__link"
                  href={holePath(number)}
                  aria-current={current ? 'location' : undefined}
                  aria-label={
                    name
                      ? t('holes.navLinkNamed', { hole: number, name })
                      : t('holes.navLink', { hole: number })
                  }
                  onClick={(event) => onJump(number, event)}
                >
                  {number}
                </a>
                {name ? (
                  <span className="hole-nav__name" aria-hidden="true">
                    {name}
                  </span>
                ) : null}
              </li>
            );
          })}
        </ol>
        {videoToggle ? (
          <button
            type="button"
            className="hole-nav__pause"
            aria-pressed={videoToggle.paused}
            onClick={videoToggle.onToggle}
          >
            <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
              {videoToggle.paused ? (
                <path d="M6 4.5v11l9-5.5z" fill="currentColor" />
              ) : (
                <path d="M6 4.5h3v11H6zM11 4.5h3v11h-3z" fill="currentColor" />
              )}
            </svg>
            <span className="visually-hidden">{t('holes.pauseVideos')}</span>
          </button>
        ) : null}
      </nav>
    </div>
  );
}
