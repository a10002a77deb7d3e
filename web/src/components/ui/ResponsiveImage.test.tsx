import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ResponsiveImage } from './ResponsiveImage';

afterEach(cleanup);

const UPLOAD = '/files/img-0123456789abcdef-2400x1600.jpg';

describe('ResponsiveImage', () => {
  it('makes a <picture> of an upload: AVIF and WebP copies with their widths, the original as fallback', () => {
    const { container } = render(
      <ResponsiveImage
        src={UPLOAD}
        alt="The 18th green"
        width={1920}
        height={1080}
        sizes="100vw"
        loading="lazy"
      />,
    );
    const sources = [...container.querySelectorAll('picture > source')];
    expect(sources.map((s) => s.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]?.getAttribute('srcset')).toBe(
      '/files/img-0123456789abcdef-480w.avif 480w, /files/img-0123456789abcdef-960w.avif 960w, /files/img-0123456789abcdef-1600w.avif 1600w',
    );
    expect(sources[1]?.getAttribute('srcset')).toContain('/files/img-0123456789abcdef-1600w.webp 1600w');
    expect(sources.every((s) => s.getAttribute('sizes') === '100vw')).toBe(true);
    const img = container.querySelector('picture > img');
    expect(img?.getAttribute('src')).toBe(UPLOAD);
    // The real size of the upload, so the page keeps its place while it loads.
    expect([img?.getAttribute('width'), img?.getAttribute('height')]).toEqual(['2400', '1600']);
    expect(img?.getAttribute('alt')).toBe('The 18th green');
    expect(img?.getAttribute('loading')).toBe('lazy');
  });

  it('leaves any other image a plain <img>, as seeded artwork is', () => {
    const { container } = render(
      <ResponsiveImage src="/files/board-captain.svg" alt="Captain" width={160} height={160} sizes="136px" />,
    );
    expect(container.querySelector('picture')).toBeNull();
    const img = container.querySelector('img');
    expect(img?.getAttribute('src')).toBe('/files/board-captain.svg');
    expect(img?.getAttribute('width')).toBe('160');
    expect(img?.hasAttribute('srcset')).toBe(false);
  });
});
