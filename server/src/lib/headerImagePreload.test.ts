import { describe, expect, it } from 'vitest';
import { headerImageFirstPaint, headerImagePreloadLink } from './headerImagePreload';

const content = (fileUrl: unknown) => JSON.stringify({ files: [{ fileUrl }] });

describe('headerImagePreloadLink', () => {
  it('preloads a plain same-site image at high priority', () => {
    expect(headerImagePreloadLink(content('/files/home-header.svg'))).toBe(
      '</files/home-header.svg>; rel=preload; as=image; fetchpriority=high',
    );
  });

  it('preloads the AVIF copies of an uploaded image, as the picture chooses them', () => {
    const link = headerImagePreloadLink(content('/files/img-0123456789abcdef-2000x1125.jpg'));
    expect(link).toContain(
      '</files/img-0123456789abcdef-2000x1125.jpg>; rel=preload; as=image; type="image/avif"',
    );
    expect(link).toContain('imagesrcset="/files/img-0123456789abcdef-480w.avif 480w, ');
    expect(link).toContain('/files/img-0123456789abcdef-1600w.avif 1600w"; imagesizes="100vw"');
  });

  it('adds nothing for content that is missing, broken, foreign or could break the header', () => {
    for (const stored of [
      null,
      '{not json',
      '[]',
      JSON.stringify({ files: [] }),
      content(42),
      content('https://elsewhere.example/header.jpg'),
      content('/files/a.svg>; rel=preload; as=script'),
      content('/files/a b.svg'),
      content('/files/a.svg\r\nSet-Cookie: x=1'),
    ]) {
      expect(headerImagePreloadLink(stored)).toBeUndefined();
    }
  });
});

describe('headerImageFirstPaint', () => {
  it('draws a plain same-site image at the artwork size, decorative, at high priority', () => {
    expect(headerImageFirstPaint(content('/files/home-header.svg'))).toBe(
      '<img src="/files/home-header.svg" width="1920" height="1080" alt="" fetchpriority="high" decoding="sync" elementtiming="first-screen">',
    );
  });

  it('draws an uploaded image as a picture of its AVIF and WebP copies at its own size', () => {
    const html = headerImageFirstPaint(content('/files/img-0123456789abcdef-2000x1125.jpg')) ?? '';
    expect(html).toMatch(
      /^<picture><source type="image\/avif" srcset="\/files\/img-0123456789abcdef-480w.avif 480w, /,
    );
    expect(html).toContain('<source type="image/webp" srcset="/files/img-0123456789abcdef-480w.webp 480w, ');
    expect(html).toContain(
      '<img src="/files/img-0123456789abcdef-2000x1125.jpg" width="2000" height="1125" alt=""',
    );
    expect(html).toMatch(/<\/picture>$/);
  });

  it('draws nothing for content that is missing, broken, foreign or could break out of the markup', () => {
    for (const stored of [
      null,
      '{not json',
      content('https://elsewhere.example/header.jpg'),
      content('/files/a.svg"><script>alert(1)</script>'),
      content("/files/a.svg' onerror='x"),
    ]) {
      expect(headerImageFirstPaint(stored)).toBeUndefined();
    }
  });
});
