import { type MouseEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import type { Hole, Tee } from '../../../../../common/api/holes';
import { HOLE_COUNT } from '../../../app/routes';
import { useCourse } from '../../course/api/getCourse';
import { useBackgroundVideoAllowed } from '../useBackgroundVideo';
import { holeTitleId, useHoleInView } from '../useHoleInView';
import { videoMode } from '../videoPlan';
import { HoleNav } from './HoleNav';
import { HoleSection } from './HoleSection';

/** docs/product.md, Holes: the holes page scrolls to the hole of its route one second after opening. */
export const SCROLL_TO_HOLE_DELAY_MS = 1000;

const numbers = Array.from({ length: HOLE_COUNT }, (_, index) => index + 1);
/** The tees before the course data is there: the same list each render, so the holes' memo holds. */
const NO_TEES: readonly Tee[] = [];

/** A plain left click, which the page handles itself; others (new tab, new window) go to the browser. */
const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * The 18 holes, one full-height section each, with the side circle navigation. Only the hole in view
 * plays its video; its neighbours preload theirs; the others load none. `target` (from
 * /holes/hole-{n}-page) is scrolled to one second after opening.
 */
export function HolesScreen({ target }: { target: number | undefined }) {
  const container = useRef<HTMLDivElement>(null);
  const { data, isPending } = useCourse();
  const motion = useBackgroundVideoAllowed();
  const [paused, setPaused] = useState(false);
  const { inView, jumpTo } = useHoleInView(container);
  const { key } = useLocation();
  const navigationType = useNavigationType();

  const holes = useMemo(
    () => new Map<number, Hole>((data?.holes ?? []).map((hole) => [hole.number, hole])),
    [data],
  );
  const tees = data?.tees ?? NO_TEES;

  // One second after opening a hole's address (every time, also to the same hole again), and once the
  // course data has laid out the sections above it, the screen scrolls to that hole.
  const [due, setDue] = useState<{ hole: number; key: string } | undefined>(undefined);
  useEffect(() => {
    if (!target) return;
    const timer = window.setTimeout(() => setDue({ hole: target, key }), SCROLL_TO_HOLE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [target, key]);
  // Back and forward keep the position the visitor left (restored by the layout), unless that was
  // the top of the page, where a first opening starts too.
  useEffect(() => {
    if (!due || isPending) return;
    if (navigationType !== 'POP' || window.scrollY === 0) jumpTo(due.hole);
    setDue(undefined);
  }, [due, isPending, jumpTo, navigationType]);

  const onJump = useCallback(
    (hole: number, event: MouseEvent<HTMLAnchorElement>) => {
      if (!isPlainClick(event)) return;
      event.preventDefault();
      jumpTo(hole);
      // Keyboard and screen reader users continue from the hole they chose.
      document.getElementById(holeTitleId(hole))?.focus({ preventScroll: true });
    },
    [jumpTo],
  );

  return (
    <div className="holes-layout" ref={container}>
      <HoleNav
        holes={holes}
        inView={inView}
        onJump={onJump}
        videoToggle={motion ? { paused, onToggle: () => setPaused((value) => !value) } : undefined}
      />
      {numbers.map((number) => (
        <HoleSection
          key={number}
          number={number}
          hole={holes.get(number)}
          next={holes.get(number + 1)}
          tees={tees}
          mode={videoMode(number, inView)}
          motion={motion}
          paused={paused}
          onJump={onJump}
        />
      ))}
    </div>
  );
}
