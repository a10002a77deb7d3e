import { describe, expect, it } from 'vitest';
import { headerImageJson, isImageAddress, readHeaderImage } from './headerImage';

describe('the header image item', () => {
  it('reads the first file address and its alt texts, and empty ones from anything unreadable', () => {
    const none = { en: '', nl: '', fr: '', de: '' };
    expect(readHeaderImage('{"files":[{"fileUrl":"/files/a.svg"},{"fileUrl":"/files/b.svg"}]}')).toEqual({
      fileUrl: '/files/a.svg',
      alt: none,
    });
    expect(
      readHeaderImage(
        '{"files":[{"fileUrl":"/files/a.svg","alt":{"en":"The links","nl":"De links","fr":7}}]}',
      ),
    ).toEqual({ fileUrl: '/files/a.svg', alt: { ...none, en: 'The links', nl: 'De links' } });
    expect(readHeaderImage('not json')).toEqual({ fileUrl: '', alt: none });
  });

  it('replaces only the first address and its alt texts, keeping the rest of the item', () => {
    const alt = { en: 'The new picture', nl: '', fr: '', de: '' };
    const content =
      '{"files":[{"fileUrl":"/files/a.svg","width":1600,"alt":{"en":"old"}},{"fileUrl":"/files/b.svg"}],"v":1}';
    expect(JSON.parse(headerImageJson(content, '/files/new.svg', alt))).toEqual({
      files: [{ fileUrl: '/files/new.svg', width: 1600, alt }, { fileUrl: '/files/b.svg' }],
      v: 1,
    });
    expect(JSON.parse(headerImageJson('', '/files/new.svg', alt))).toEqual({
      files: [{ fileUrl: '/files/new.svg', alt }],
    });
  });

  it('accepts site paths and https addresses only', () => {
    expect(isImageAddress('/files/home-header.svg')).toBe(true);
    expect(isImageAddress('https://cdn.example.org/a.jpg')).toBe(true);
    expect(isImageAddress('//evil.example/a.jpg')).toBe(false);
    expect(isImageAddress('javascript:alert(1)')).toBe(false);
    expect(isImageAddress('http://example.org/a.jpg')).toBe(false);
    expect(isImageAddress('')).toBe(false);
  });
});
