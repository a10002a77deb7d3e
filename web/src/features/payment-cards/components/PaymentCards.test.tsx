import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PaymentCards } from './PaymentCards';

afterEach(cleanup);

describe('PaymentCards', () => {
  it('lists the three accepted cards by name', () => {
    render(<PaymentCards label="Accepted cards" />);
    const list = screen.getByRole('list', { name: 'Accepted cards' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Visa', 'Mastercard', 'American Express']);
  });

  it('uses no image of a card company: the drawing is decorative, the name is text', () => {
    render(<PaymentCards label="Accepted cards" />);
    expect(screen.queryAllByRole('img')).toHaveLength(0);
    for (const icon of document.querySelectorAll('svg'))
      expect(icon.getAttribute('aria-hidden')).toBe('true');
  });
});
