import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePublishedHeight } from './usePublishedHeight';

function Header() {
  const ref = usePublishedHeight<HTMLElement>('--site-header-height');
  return <header ref={ref}>Club</header>;
}

/** A ResizeObserver whose first report the test sends, as the browser does after its next layout. */
class ReportingObserver {
  static last: ReportingObserver | undefined;
  constructor(readonly report: () => void) {
    ReportingObserver.last = this;
  }
  observe() {}
  disconnect() {}
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('usePublishedHeight', () => {
  it('measures when the observer reports, not while the effects run', () => {
    vi.stubGlobal('ResizeObserver', ReportingObserver);
    const measure = vi
      .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
      .mockReturnValue({ height: 148 } as DOMRect);
    render(<Header />);
    // Measured in the effect, it would lay the whole page out inside the hydration's effects (issue 38).
    expect(measure).not.toHaveBeenCalled();
    ReportingObserver.last?.report();
    expect(document.documentElement.style.getPropertyValue('--site-header-height')).toBe('148px');
    cleanup();
    expect(document.documentElement.style.getPropertyValue('--site-header-height')).toBe('');
  });
});
