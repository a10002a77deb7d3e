import { afterEach, describe, expect, it } from 'vitest';
import { applyHead } from './documentHead';

afterEach(() => {
  document.head.innerHTML = '';
});

describe('applyHead', () => {
  it('keeps the tags the prerendered head already holds as they are, and replaces the others', () => {
    document.head.innerHTML =
      '<title>Green Fees</title><meta name="description" content="old"><link rel="canonical" href="https://example.org/greenfees">';
    const [title, description, canonical] = [...document.head.children];

    const remove = applyHead(document, [
      { tag: 'title', text: 'Green Fees' },
      { tag: 'meta', name: 'description', content: 'new' },
      { tag: 'link', rel: 'canonical', href: 'https://example.org/greenfees' },
    ]);

    expect(document.head.querySelector('title')).toBe(title);
    expect(document.head.querySelector('link[rel="canonical"]')).toBe(canonical);
    const descriptions = document.head.querySelectorAll('meta[name="description"]');
    expect(descriptions).toHaveLength(1);
    expect(descriptions[0]).not.toBe(description);
    expect(descriptions[0]?.getAttribute('content')).toBe('new');

    remove();
    expect(document.head.children).toHaveLength(0);
  });

  it('leaves one tag of a name when the head held it twice', () => {
    document.head.innerHTML = '<title>Home</title><title>Home</title>';
    applyHead(document, [{ tag: 'title', text: 'Home' }]);
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
  });
});
