import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { MemoryRouter, useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useScrollRestoration } from './useScrollRestoration';

/** A page with the hook and ways to move, as the layout has them. */
function Page() {
  useScrollRestoration();
  const navigate = useNavigate();
  return (
    <>
      <button type="button" onClick={() => navigate('/greenfees')}>
        Green fees
      </button>
      <button type="button" onClick={() => navigate('/ecology#vlinder')}>
        Butterflies
      </button>
      <button type="button" onClick={() => navigate(-1)}>
        Back
      </button>
      <h2 id="vlinder">Butterflies</h2>
    </>
  );
}

/** Runs after the layout effects of its earlier siblings, as the commit reaches it. */
function OnCommit({ run }: { run: () => void }) {
  useLayoutEffect(run);
  return null;
}

/** The load's navigation type, as the Navigation Timing entry gives it. */
const loadedBy = (type: NavigationTimingType) =>
  vi
    .spyOn(performance, 'getEntriesByType')
    .mockReturnValue([{ type } as unknown as PerformanceNavigationTiming]);

/** A page with the hook as given: a fresh module's, as a page load has it. */
function LoadedPage({ useRestoration }: { useRestoration: () => void }) {
  useRestoration();
  return null;
}

/** The first screen of a load: the hook from a fresh module, whose saved positions are not yet read. */
async function firstScreenOfLoad(path: string, onCommit: () => void = () => {}) {
  vi.resetModules();
  const fresh = await import('./useScrollRestoration');
  render(
    <MemoryRouter initialEntries={[path]}>
      <LoadedPage useRestoration={fresh.useScrollRestoration} />
      <OnCommit run={onCommit} />
    </MemoryRouter>,
  );
}

const scrollTo = (y: number) => {
  window.scrollTo(0, y);
  fireEvent.scroll(window);
};

const press = (name: string) =>
  act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });

beforeEach(() => {
  document.body.style.height = '10000px';
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  window.scrollTo(0, 0);
  sessionStorage.clear();
  document.body.style.height = '';
});

describe('scroll restoration', () => {
  it('starts a new screen at the top and puts the position back on Back', async () => {
    render(
      <MemoryRouter initialEntries={['/']}>
        <Page />
      </MemoryRouter>,
    );
    scrollTo(1200);
    await press('Green fees');
    expect(window.scrollY).toBe(0);
    scrollTo(300);
    await press('Back');
    expect(window.scrollY).toBe(1200);
    expect(window.history.scrollRestoration).toBe('manual');
  });

  it('starts a new screen with an #anchor at the anchor', async () => {
    const scrolledTo: string[] = [];
    const spy = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolledTo.push(this.id);
    });
    render(
      <MemoryRouter initialEntries={['/history']}>
        <Page />
      </MemoryRouter>,
    );
    await press('Butterflies');
    expect(scrolledTo).toEqual(['vlinder']);
    spy.mockRestore();
  });

  it('leaves the first screen where the browser has it', () => {
    scrollTo(700);
    render(
      <MemoryRouter initialEntries={['/members']}>
        <Page />
      </MemoryRouter>,
    );
    expect(window.scrollY).toBe(700);
  });

  it('does not read the position while the first screen commits, and keeps it for Back', async () => {
    scrollTo(700);
    const reads = vi.fn();
    const scrollY = Object.getOwnPropertyDescriptor(window, 'scrollY');
    let readsAtCommit = -1;
    Object.defineProperty(window, 'scrollY', {
      configurable: true,
      get: () => {
        reads();
        return window.pageYOffset;
      },
    });
    try {
      render(
        <MemoryRouter initialEntries={['/holes']}>
          <Page />
          <OnCommit
            run={() => {
              readsAtCommit = reads.mock.calls.length;
            }}
          />
        </MemoryRouter>,
      );
      // Reading it lays the page out: in the hydration's commit that is the whole page (issue 38).
      expect(readsAtCommit).toBe(0);
      await act(() => new Promise((resolve) => setTimeout(resolve, 150)));
      expect(reads).toHaveBeenCalled();
    } finally {
      if (scrollY) Object.defineProperty(window, 'scrollY', scrollY);
      else Reflect.deleteProperty(window, 'scrollY');
    }
    await press('Green fees');
    expect(window.scrollY).toBe(0);
    await press('Back');
    expect(window.scrollY).toBe(700);
  });

  it('keeps the position for a reload when the page is left', () => {
    render(
      <MemoryRouter initialEntries={['/bod']}>
        <Page />
      </MemoryRouter>,
    );
    scrollTo(900);
    window.dispatchEvent(new Event('pagehide'));
    expect(JSON.parse(sessionStorage.getItem('react-router-scroll-positions') ?? '{}')).toMatchObject({
      'default:/bod': 900,
    });
    expect(window.history.scrollRestoration).toBe('auto');
  });
});

describe('the first screen of a load', () => {
  beforeEach(() => {
    sessionStorage.setItem('react-router-scroll-positions', JSON.stringify({ 'default:/bod': 1200 }));
  });

  it('puts back the position a reload left', async () => {
    loadedBy('reload');
    await firstScreenOfLoad('/bod');
    expect(window.scrollY).toBe(1200);
  });

  it('puts back the position on Back into the site', async () => {
    loadedBy('back_forward');
    await firstScreenOfLoad('/bod');
    expect(window.scrollY).toBe(1200);
  });

  it('on a new visit, stays where the browser has it and reads no storage while it commits', async () => {
    loadedBy('navigate');
    const getItem = vi.spyOn(Storage.prototype, 'getItem');
    let readsAtCommit = -1;
    await firstScreenOfLoad('/bod', () => {
      readsAtCommit = getItem.mock.calls.length;
    });
    expect(readsAtCommit).toBe(0);
    expect(window.scrollY).toBe(0);
  });
});
