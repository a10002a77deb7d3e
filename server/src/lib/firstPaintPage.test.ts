import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { assemblePage, hasHeaderImageSlot, withHeaderImage } from './firstPaintPage';

const PAGE =
  '<div class="home-backdrop"><div class="home-backdrop__first-paint" data-header-image-slot=""></div><svg></svg></div>';

describe('the header image slot', () => {
  it('is found as React renders it, and filled with the image', () => {
    expect(hasHeaderImageSlot(PAGE)).toBe(true);
    expect(withHeaderImage(PAGE, '<img src="/files/a.svg" alt="">')).toBe(
      '<div class="home-backdrop"><div class="home-backdrop__first-paint" data-header-image-slot=""><img src="/files/a.svg" alt=""></div><svg></svg></div>',
    );
  });

  it('is found when the attribute is written without a value', () => {
    expect(hasHeaderImageSlot('<div class="x" data-header-image-slot></div>')).toBe(true);
  });

  it('leaves a page without a slot as it is', () => {
    const page = '<div class="home-backdrop"></div>';
    expect(hasHeaderImageSlot(page)).toBe(false);
    expect(withHeaderImage(page, '<img>')).toBe(page);
  });

  it('does not treat $ patterns in the image markup as replacement patterns', () => {
    expect(withHeaderImage(PAGE, "$1$'")).toContain(`data-header-image-slot="">$1$'</div>`);
  });
});

describe('assemblePage', () => {
  it('holds the same page in each encoding, each with its own validator', () => {
    const page = assemblePage(PAGE);
    expect(page.bodies.identity.toString('utf8')).toBe(PAGE);
    expect(brotliDecompressSync(page.bodies.br).toString('utf8')).toBe(PAGE);
    expect(gunzipSync(page.bodies.gzip).toString('utf8')).toBe(PAGE);
    expect(new Set(Object.values(page.etags)).size).toBe(3);
    expect(assemblePage(PAGE).etags).toEqual(page.etags);
    expect(assemblePage(`${PAGE} `).etags.br).not.toBe(page.etags.br);
  });
});
