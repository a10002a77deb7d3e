import { afterEach, describe, expect, it, vi } from 'vitest';

// boot/headerHeight.ts: the header's height is on <html> in the first frame, before the app runs.
describe('the header height before the first paint', () => {
  const root = document.documentElement;
  let report: (() => void) | undefined;

  function stubFrame() {
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
      callback(0);
      return 1;
    });
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          report = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
  }

  function addHeader(height: number) {
    const header = document.createElement('header');
    header.className = 'site-header';
    header.getBoundingClientRect = () => ({ height }) as DOMRect;
    document.body.append(header);
    return header;
  }

  afterEach(() => {
    vi.unstubAllGlobals();
    root.style.removeProperty('--site-header-height');
    document.querySelector('.site-header')?.remove();
    report = undefined;
  });

  it('publishes the header’s measured height as --site-header-height', async () => {
    stubFrame();
    addHeader(148);
    vi.resetModules();
    await import('./headerHeight');
    report?.();
    expect(root.style.getPropertyValue('--site-header-height')).toBe('148px');
  });

  it('leaves the app’s own measure alone', async () => {
    stubFrame();
    addHeader(148);
    vi.resetModules();
    await import('./headerHeight');
    root.style.setProperty('--site-header-height', '150px');
    report?.();
    expect(root.style.getPropertyValue('--site-header-height')).toBe('150px');
  });

  it('does nothing on a page without the site header', async () => {
    stubFrame();
    vi.resetModules();
    await import('./headerHeight');
    expect(report).toBeUndefined();
    expect(root.style.getPropertyValue('--site-header-height')).toBe('');
  });
});
