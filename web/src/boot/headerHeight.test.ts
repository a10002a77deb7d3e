import { afterEach, describe, expect, it, vi } from 'vitest';

// boot/headerHeight.ts: the header's height is on <html> before the first layout, before the app runs.
describe('the header height before the first paint', () => {
  const root = document.documentElement;

  function addHeader(height: number) {
    const header = document.createElement('header');
    header.className = 'site-header';
    header.getBoundingClientRect = () => ({ height }) as DOMRect;
    document.body.append(header);
    return header;
  }

  const addMain = () => document.body.append(Object.assign(document.createElement('main'), { id: 'main' }));

  afterEach(() => {
    root.style.removeProperty('--site-header-height');
    document.body.replaceChildren();
  });

  async function boot() {
    vi.resetModules();
    return import('./headerHeight');
  }

  it('publishes the header’s height once the parser is past it', async () => {
    addHeader(148);
    await boot();
    expect(root.style.getPropertyValue('--site-header-height')).toBe('');
    addMain();
    await vi.waitFor(() => expect(root.style.getPropertyValue('--site-header-height')).toBe('148px'));
  });

  it('publishes at once when the header is already followed by the page', async () => {
    addHeader(152);
    addMain();
    await boot();
    expect(root.style.getPropertyValue('--site-header-height')).toBe('152px');
  });

  it('leaves the app’s own measure alone', async () => {
    addHeader(148);
    addMain();
    root.style.setProperty('--site-header-height', '150px');
    const { publishHeaderHeight } = await boot();
    expect(publishHeaderHeight()).toBe(true);
    expect(root.style.getPropertyValue('--site-header-height')).toBe('150px');
  });

  it('does nothing on a page without the site header', async () => {
    addMain();
    const { publishHeaderHeight } = await boot();
    expect(publishHeaderHeight()).toBe(false);
    expect(root.style.getPropertyValue('--site-header-height')).toBe('');
  });
});
