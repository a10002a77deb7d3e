import { describe, expect, it } from 'vitest';
import { paths } from './routes';
import { loadScreen, type ScreenName, screenSource } from './screens';

const screens = Object.keys(paths).filter((name): name is ScreenName => name !== 'hole');

describe('screen modules', () => {
  it.each(screens)('%s loads its page component', async (screen) => {
    const Component = await loadScreen(screen)();
    expect(typeof Component).toBe('function');
  });

  it('names the source file the manifest lists a page under', () => {
    expect(screenSource('bod')).toBe('src/app/pages/WhosWhoPage.tsx');
  });
});
