import { describe, expect, it } from 'vitest';
import { singleAddress, typedAddress } from './address';

describe('one e-mail address', () => {
  it.each([
    'ann@example.net',
    'Ann.Peeters+golf@Example.NET',
    "o'brien@mail.example.co.uk",
    'zoë@bücher.example',
    'x@a-b.example',
  ])('takes %s', (address) => {
    expect(singleAddress(address)).toBe(address);
  });

  it.each([
    ['a comma list', 'a@example.net, b@example.net'],
    ['a comma list without spaces', 'a@example.net,b@example.net'],
    ['a semicolon list', 'a@example.net;b@example.net'],
    ['a space list', 'a@example.net b@example.net'],
    ['a display name', 'Ann <a@example.net>'],
    ['angle brackets', '<a@example.net>'],
    ['a comment', 'a@example.net (Ann)'],
    ['a group', 'team: a@example.net;'],
    ['a quoted local part', '"a b"@example.net'],
    ['two at signs', 'a@b@example.net'],
    ['no dot in the domain', 'a@localhost'],
    ['a domain starting with a hyphen', 'a@-example.net'],
    ['an empty label', 'a@example..net'],
    ['a line break', 'a@example.net\nBcc: b@example.net'],
    ['a surrounding space', ' a@example.net'],
    ['nothing', ''],
    ['too long', `${'a'.repeat(250)}@example.net`],
  ])('refuses %s', (_, value) => {
    expect(singleAddress(value)).toBeNull();
  });

  it('refuses what is not a string', () => {
    expect(singleAddress(42)).toBeNull();
    expect(singleAddress(undefined)).toBeNull();
  });

  it('trims what a visitor typed, and nothing else', () => {
    expect(typedAddress('  ann@example.net ')).toBe('ann@example.net');
    expect(typedAddress(' a@example.net, b@example.net')).toBeNull();
  });
});
