import { describe, expect, it } from 'vitest';
import { languageOfHeader } from './acceptLanguage';

describe('languageOfHeader', () => {
  it('reads the bare code the SPA sends, and regional tags', () => {
    expect(languageOfHeader('nl')).toBe('nl');
    expect(languageOfHeader('nl-BE')).toBe('nl');
    expect(languageOfHeader('fr-BE,fr;q=0.9')).toBe('fr');
    expect(languageOfHeader('DE')).toBe('de');
  });

  it('orders the tags by quality, keeping the sent order among equals', () => {
    expect(languageOfHeader('en;q=0.5, de;q=0.8, nl;q=0.7')).toBe('de');
    expect(languageOfHeader('es, fr;q=0.9, nl;q=0.9')).toBe('fr');
    expect(languageOfHeader('es-ES, de-AT;q=0.1')).toBe('de');
  });

  it('never picks a language the client refuses with q=0', () => {
    expect(languageOfHeader('nl;q=0, fr;q=0.2')).toBe('fr');
    expect(languageOfHeader('de;q=0.000')).toBe('en');
  });

  it('falls back to English without a header or without one of our languages', () => {
    expect(languageOfHeader(undefined)).toBe('en');
    expect(languageOfHeader('')).toBe('en');
    expect(languageOfHeader('*')).toBe('en');
    expect(languageOfHeader('es-ES, it;q=0.8')).toBe('en');
  });

  it('skips malformed entries instead of failing', () => {
    expect(languageOfHeader(';;;,,,')).toBe('en');
    expect(languageOfHeader('nl;q=banana, de;q=0.3')).toBe('de');
    expect(languageOfHeader('nl;q=2')).toBe('en');
    expect(languageOfHeader('n l, <script>, fr_BE, de')).toBe('de');
    expect(languageOfHeader('x'.repeat(5000))).toBe('en');
    expect(languageOfHeader(['es', 'nl;q=0.5'])).toBe('nl');
  });
});
