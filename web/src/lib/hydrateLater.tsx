import { type ReactElement, Suspense, useState } from 'react';
import { IdScope } from './elementId';

/**
 * Hydration in slices. Preact hydrates a prerendered page in one task, and on a mid-range phone a whole
 * page is one long task that keeps a tap waiting (issue 7's Total Blocking Time). A part of the page
 * wrapped in <HydrateLater> keeps its prerendered HTML on screen and is hydrated in a task of its own,
 * one slice after another in the order they stand in the page, as soon as the rest has been hydrated.
 *
 * It works through Suspense: a component that suspends while Preact hydrates keeps the first DOM node it
 * would have claimed, and is hydrated into that node when its promise settles. So the slice must be a
 * single element. Outside the first hydration (the prerender, a page rendered in the browser, a later
 * change of screen) a slice renders at once.
 */

interface Turn {
  ready: boolean;
  promise: Promise<void>;
}

let hydrating = false;
const turns: Array<() => void> = [];
const whenDone: Array<() => void> = [];

function takeTurn(): Turn {
  let release: () => void = () => {};
  const promise = new Promise<void>((resolve) => {
    release = resolve;
  });
  const turn: Turn = { ready: false, promise };
  turns.push(() => {
    turn.ready = true;
    release();
  });
  return turn;
}

/** What waits for the whole page runs in a task of its own too. */
function finish(): void {
  hydrating = false;
  setTimeout(() => {
    for (const run of whenDone.splice(0)) run();
  }, 0);
}

/** Hands each waiting slice its own task: its promise settles there, and Preact hydrates it in the same task. */
function releaseNext(): void {
  const release = turns.shift();
  if (!release) {
    finish();
    return;
  }
  release();
  setTimeout(releaseNext, 0);
}

/**
 * Runs `hydrate` (which must hydrate synchronously, as Preact does), then hydrates the slices it left
 * waiting, each in a task of its own. Resolves once the whole page is hydrated.
 */
export function hydrateInSlices(hydrate: () => void): Promise<void> {
  hydrating = true;
  const done = new Promise<void>((resolve) => whenDone.push(resolve));
  try {
    hydrate();
  } finally {
    setTimeout(releaseNext, 0);
  }
  return done;
}

/** Runs `run` once every slice of the first hydration is hydrated; at once when none is under way. */
export function afterHydration(run: () => void): void {
  if (hydrating) whenDone.push(run);
  else run();
}

function Wait({ turn, children }: { turn: Turn | undefined; children: ReactElement }) {
  if (turn && !turn.ready) throw turn.promise;
  return children;
}

/**
 * Hydrates its one element child in a task of its own, after the rest of the page (see above). Its ids
 * (lib/elementId.tsx) are a scope of their own, so they match the prerender's.
 */
export function HydrateLater({ children }: { children: ReactElement }) {
  const [turn] = useState(() => (hydrating ? takeTurn() : undefined));
  return (
    <IdScope>
      <Suspense fallback={null}>
        <Wait turn={turn}>{children}</Wait>
      </Suspense>
    </IdScope>
  );
}
