import { describe, expect, it } from 'vitest';
import { publicUrlFrom } from './publicUrl';

describe('publicUrlFrom', () => {
  it('takes PUBLIC_URL without its trailing slashes', () => {
    expect(publicUrlFrom({ PUBLIC_URL: 'https://golf.example.org//' })).toBe('https://golf.example.org');
    expect(publicUrlFrom({ PUBLIC_URL: ' https://golf.example.org/club ', PORT: 3000 })).toBe(
      'https://golf.example.org/club',
    );
  });

  it('falls back to localhost on PORT, 8080 by default', () => {
    expect(publicUrlFrom({})).toBe('http://localhost:8080');
    expect(publicUrlFrom({ PUBLIC_URL: '  ', PORT: '3000' })).toBe('http://localhost:3000');
    expect(publicUrlFrom({ PORT: 8181 })).toBe('http://localhost:8181');
  });

  it('names PUBLIC_URL when it is not an http(s) URL', () => {
    expect(() => publicUrlFrom({ PUBLIC_URL: 'golf.example.org' })).toThrow(/PUBLIC_URL/);
    expect(() => publicUrlFrom({ PUBLIC_URL: 'ftp://golf.example.org' })).toThrow(/PUBLIC_URL/);
  });
});
