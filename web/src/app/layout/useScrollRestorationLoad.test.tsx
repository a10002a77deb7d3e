import { cleanup, render } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** The load's navigation type, as the Navigation Timing entry gives it. */
const loadedBy = (type: NavigationTimingType) =>
  vi
    .spyOn(performance, 'getEntriesByType')
    .mockReturnValue([{ type } as unknown as PerformanceNavigationTiming]);

/** A page with the hook, which each test imports from a fresh module, as a page load has it. */
function Page({ useRestoration }: { useRestoration: () => void }) {
  useRestoration();
  return null;
}

/** Runs after the layout effects of its earlier siblings, as the commit reaches it. */
function OnCommit({ run }: { run: () => void }) {
  useLayoutEffect(run);
  return null;
}

/** The first screen of a load. */
async function firstScreen(path: string, onCommit: () => void = () => {}) {
  vi.resetModules();
  const { useScrollRestoration } = await import('./useScrollRestoration');
  render(
    <MemoryRouter initialEntries={[path]}>
      <Page useRestoration={useScrollRestoration} />
      <OnCommit run={onCommit} />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  document.body.style.height = '10000px';
  sessionStorage.setItem('react-router-scroll-positions', JSON.stringify({ 'default:/bod': 1200 }));
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  window.scrollTo(0, 0);
  sessionStorage.clear();
  document.body.style.height = '';
});

describe('the first screen of a load', () => {
  it('puts back the position a reload left', async () => {
    loadedBy('reload');
    await firstScreen('/bod');
    expect(window.scrollY).toBe(1200);
  });

  it('puts back the position on Back into the site', async () => {
    loadedBy('back_forward');
    await firstScreen('/bod');
    expect(window.scrollY).toBe(1200);
  });

  it('on a new visit, stays where the browser has it and reads no storage while it commits', async () => {
    loadedBy('navigate');
    const getItem = vi.spyOn(Storage.prototype, 'getItem');
    let readsAtCommit = -1;
    await firstScreen('/bod', () => {
      readsAtCommit = getItem.mock.calls.length;
    });
    expect(readsAtCommit).toBe(0);
    expect(window.scrollY).toBe(0);
  });
});
