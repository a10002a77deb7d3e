import { describe, expect, it } from 'vitest';
import { holeInView, videoMode } from './videoPlan';

describe('videoMode', () => {
  it('plays the hole in view, preloads its neighbours, loads nothing for the others', () => {
    expect(videoMode(7, 7)).toBe('play');
    expect(videoMode(6, 7)).toBe('preload');
    expect(videoMode(8, 7)).toBe('preload');
    expect(videoMode(5, 7)).toBe('none');
    expect(videoMode(9, 7)).toBe('none');
    expect(videoMode(18, 1)).toBe('none');
  });

  it('preloads hole 1 above the first hole and hole 18 below the last, playing none', () => {
    expect(videoMode(1, 0)).toBe('preload');
    expect(videoMode(2, 0)).toBe('none');
    expect(videoMode(18, 19)).toBe('preload');
    expect(videoMode(17, 19)).toBe('none');
  });
});

describe('holeInView', () => {
  // Three sections of 500 px; the window shows 100 to 600 under the header.
  const at = (scroll: number) =>
    [1, 2, 3].map((hole) => ({
      hole,
      top: 400 + (hole - 1) * 500 - scroll,
      bottom: 400 + hole * 500 - scroll,
    }));

  it('picks the section that fills most of the window', () => {
    expect(holeInView(at(300), 100, 600)).toBe(1);
    expect(holeInView(at(551), 100, 600)).toBe(2);
    expect(holeInView(at(1300), 100, 600)).toBe(3);
  });

  it('counts the first hole in view once it fills 30% of the window, not before', () => {
    expect(holeInView(at(0), 100, 600)).toBe(1); // 200 of 500 px
    expect(holeInView(at(-151), 100, 600)).toBe(0); // 49 px
  });

  it('answers 19 when the last hole has scrolled away, 0 without sections', () => {
    expect(holeInView(at(1900), 100, 600)).toBe(19);
    expect(holeInView([], 100, 600)).toBe(0);
  });
});
