import { describe, expect, it } from 'vitest';
import { linkAddress } from './linkAddress';

describe('a link address as staff type it', () => {
  it('takes web addresses, adding https:// when left out', () => {
    expect(linkAddress('https://www.golf.be/rules')).toBe('https://www.golf.be/rules');
    expect(linkAddress('  www.golf.be ')).toBe('https://www.golf.be');
    expect(linkAddress('http://example.org')).toBe('http://example.org');
  });

  it('makes e-mail addresses and telephone numbers into mailto: and tel:', () => {
    expect(linkAddress('secretary@club.be')).toBe('mailto:secretary@club.be');
    expect(linkAddress('+32 50 12 34 56')).toBe('tel:+3250123456');
    expect(linkAddress('mailto:a@b.be')).toBe('mailto:a@b.be');
  });

  it('keeps the site’s own paths', () => {
    expect(linkAddress('/greenfees')).toBe('/greenfees');
    expect(linkAddress('/holes#hole-3')).toBe('/holes#hole-3');
  });

  it('refuses what a page may not link to', () => {
    expect(linkAddress('')).toBeNull();
    expect(linkAddress('javascript:alert(1)')).toBeNull();
    expect(linkAddress('data:text/html,x')).toBeNull();
    expect(linkAddress('//evil.example')).toBeNull();
    expect(linkAddress('/\\evil')).toBeNull();
    expect(linkAddress('two words')).toBeNull();
    expect(linkAddress('localhost')).toBeNull();
  });
});
