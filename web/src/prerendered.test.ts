// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { isPrerenderedFor } from './prerendered';

function root(path: string | null, html = '<main>Green Fees</main>') {
  const element = document.createElement('div');
  if (path !== null) element.setAttribute('data-prerendered', path);
  element.innerHTML = html;
  return element;
}

describe('isPrerenderedFor', () => {
  it('hydrates only HTML rendered for the address shown, with or without a trailing slash', () => {
    expect(isPrerenderedFor(root('/greenfees'), '/greenfees')).toBe(true);
    expect(isPrerenderedFor(root('/greenfees'), '/greenfees/')).toBe(true);
    expect(isPrerenderedFor(root('/nl'), '/nl/')).toBe(true);
    expect(isPrerenderedFor(root('/'), '/')).toBe(true);
  });

  it('renders afresh in the plain shell, or over another page served as fallback', () => {
    expect(isPrerenderedFor(root(null, ''), '/bookings/42')).toBe(false);
    expect(isPrerenderedFor(root('/'), '/bookings/42')).toBe(false);
    expect(isPrerenderedFor(root('/greenfees', ''), '/greenfees')).toBe(false);
  });
});
