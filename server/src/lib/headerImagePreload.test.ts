import { describe, expect, it } from 'vitest';
import { headerImagePreloadLink } from './headerImagePreload';

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
