import { describe, expect, it } from 'vitest';
import { headerImageJson, isImageAddress, readHeaderImage } from './headerImage';

describe('the header image item', () => {
  it('reads the first file address, and an empty one from anything unreadable', () => {
    expect(readHeaderImage('{"files":[{"fileUrl":"/files/a.svg"},{"fileUrl":"/files/b.svg"}]}')).toEqual({
      fileUrl: '/files/a.svg',
    });
    expect(readHeaderImage('not json')).toEqual({ fileUrl: '' });
  });

  it('replaces only the first address, keeping the rest of the item', () => {
    const content = '{"files":[{"fileUrl":"/files/a.svg","width":1600},{"fileUrl":"/files/b.svg"}],"v":1}';
    expect(JSON.parse(headerImageJson(content, '/files/new.svg'))).toEqual({
      files: [{ fileUrl: '/files/new.svg', width: 1600 }, { fileUrl: '/files/b.svg' }],
      v: 1,
    });
    expect(JSON.parse(headerImageJson('', '/files/new.svg'))).toEqual({
      files: [{ fileUrl: '/files/new.svg' }],
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
