import { describe, expect, it } from 'vitest';
import { hasLoneSurrogate, isSafeMultiLine, isSafeSingleLine, isStorableText } from './text';

describe('text field rules', () => {
  it('finds unpaired surrogates, high or low, and accepts pairs', () => {
    expect(hasLoneSurrogate('A\ud800nn')).toBe(true);
    expect(hasLoneSurrogate('Ann\udc00')).toBe(true);
    expect(hasLoneSurrogate('Ann 🏌️')).toBe(false);
    expect(hasLoneSurrogate('Zoë Ñúñez 李')).toBe(false);
    expect(hasLoneSurrogate('\ud800\ud83c\udfcc')).toBe(true);
    expect(hasLoneSurrogate('\ud83c\udfcc\udfcc')).toBe(true);
    expect(hasLoneSurrogate('\ud83c\udfcc\ud83c\udfcc')).toBe(false);
    expect(hasLoneSurrogate('')).toBe(false);
  });

  it('refuses NUL and unpaired surrogates in any text', () => {
    expect(isStorableText('A\u0000')).toBe(false);
    expect(isStorableText('\ud800')).toBe(false);
    expect(isStorableText('line\nbreak\ttab')).toBe(true);
  });

  it('one-line fields refuse controls, separators and bidirectional overrides', () => {
    for (const bad of [
      'A\u0000',
      'A\n',
      'A\r',
      'A\t',
      'A\u007f',
      'A\u0085',
      'A\u2028',
      'A\u202e',
      'A\u2066',
      '\udfff',
    ])
      expect(isSafeSingleLine(bad), JSON.stringify(bad)).toBe(false);
    for (const good of ['Ann', "O'Brien-Van de Velde", '+32 470 12 34 56', 'محمد', 'שרה'])
      expect(isSafeSingleLine(good), good).toBe(true);
  });

  it('multi-line fields keep tabs and line breaks, nothing else of the kind', () => {
    expect(isSafeMultiLine('A buggy,\r\nplease.\tThanks')).toBe(true);
    for (const bad of ['A\u0000', 'A\u0007', 'A\u001b[31m', 'A\u009b', 'A\ud800'])
      expect(isSafeMultiLine(bad), JSON.stringify(bad)).toBe(false);
  });
});
