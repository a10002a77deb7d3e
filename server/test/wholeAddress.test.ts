import { describe, expect, it } from 'vitest';
import { namesAddress, withoutAddress } from '../src/privacy/wholeAddress';

describe('an address named whole, never as a part of another', () => {
  it('finds it in any capitals, between brackets, after a colon or =, and before a full stop', () => {
    for (const text of [
      'jo@x.be',
      'JO@X.BE',
      'From: Jo <Jo@x.be>',
      'mailto:jo@x.be',
      'https://example.org/?email=jo@x.be&x=1',
      'Please call jo@x.be.',
      '(jo@x.be)',
      '"jo@x.be",',
      'jo@x.be\nnext line',
    ]) {
      expect(namesAddress(text, 'jo@x.be'), text).toBe(true);
    }
  });

  it('does not find it inside a longer address', () => {
    for (const text of [
      'anjo@x.be',
      'mary.jo@x.be',
      "o'jo@x.be",
      'an+jo@x.be',
      'an-jo@x.be',
      'jo@x.be.eu',
      'jo@x.bee',
      'jo@x.be-x.com',
      'jo@x.be_',
      '',
    ]) {
      expect(namesAddress(text, 'jo@x.be'), text).toBe(false);
    }
    expect(namesAddress(null, 'jo@x.be')).toBe(false);
  });

  it('takes characters with a meaning in a pattern literally', () => {
    expect(namesAddress('jo+golf@x.be', 'jo+golf@x.be')).toBe(true);
    expect(namesAddress('joogolf@x.be', 'jo+golf@x.be')).toBe(false);
    expect(namesAddress('joaxabe', 'jo@x.be')).toBe(false);
    expect(namesAddress('jo@xybe', 'jo@x.be')).toBe(false);
  });

  it('replaces only the whole mentions', () => {
    expect(withoutAddress('mailed anjo@x.be, JO@x.be and jo@x.be.', 'jo@x.be', '[erased]')).toBe(
      'mailed anjo@x.be, [erased] and [erased].',
    );
  });
});
