import { describe, expect, it } from 'vitest';
import { describeUploadedImage, srcSet, uploadNames, variantHeight, variantWidths } from './images';

describe('variantWidths', () => {
  it('takes the standard widths below the image, then its own width up to the largest', () => {
    expect(variantWidths(4000)).toEqual([480, 960, 1600]);
    expect(variantWidths(1600)).toEqual([480, 960, 1600]);
    expect(variantWidths(1200)).toEqual([480, 960, 1200]);
    expect(variantWidths(480)).toEqual([480]);
    expect(variantWidths(300)).toEqual([300]);
  });

  it('keeps the proportions, at least one pixel high', () => {
    expect(variantHeight({ width: 3000, height: 2000 }, 480)).toBe(320);
    expect(variantHeight({ width: 1001, height: 667 }, 480)).toBe(320);
    expect(variantHeight({ width: 5000, height: 1 }, 480)).toBe(1);
  });
});

describe('describeUploadedImage', () => {
  it('reads the original and its copies from the stored name, as a name or a /files/ path', () => {
    const image = uploadNames('0123456789abcdef', 'image/png', { width: 1000, height: 500 });
    expect(image.original).toEqual({
      name: 'img-0123456789abcdef-1000x500.png',
      url: '/files/img-0123456789abcdef-1000x500.png',
      type: 'image/png',
      width: 1000,
      height: 500,
    });
    expect(image.avif.map((f) => `${f.name} ${f.width}x${f.height}`)).toEqual([
      'img-0123456789abcdef-480w.avif 480x240',
      'img-0123456789abcdef-960w.avif 960x480',
      'img-0123456789abcdef-1000w.avif 1000x500',
    ]);
    expect(describeUploadedImage(image.original.name)).toEqual(image);
    expect(describeUploadedImage(image.original.url)).toEqual(image);
    expect(srcSet(image.webp)).toBe(
      '/files/img-0123456789abcdef-480w.webp 480w, /files/img-0123456789abcdef-960w.webp 960w, /files/img-0123456789abcdef-1000w.webp 1000w',
    );
  });

  it('knows nothing of other files', () => {
    for (const name of [
      'home-header.svg',
      '/files/board-captain.svg',
      'img-0123456789abcdef-480w.avif',
      'img-0123456789abcdef-0x10.jpg',
      'img-0123456789ABCDEF-10x10.jpg',
      'img-0123456789abcdef-10x10.gif',
      '../img-0123456789abcdef-10x10.jpg',
      'https://example.org/files/img-0123456789abcdef-10x10.jpg',
      '/files/%E0%A4%A',
    ]) {
      expect(describeUploadedImage(name), name).toBeNull();
    }
  });
});
