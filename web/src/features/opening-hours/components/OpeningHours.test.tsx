import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OPENING_HOURS } from '../../../../../common/rules/prices';
import { OpeningHours } from './OpeningHours';

afterEach(cleanup);

/** Each season as "name | hours", read the way a screen reader pairs <dt> and <dd>. */
function seasons() {
  return screen.getAllByRole('term').map((term) => {
    const hours = term.nextElementSibling?.textContent;
    return `${term.textContent} | ${hours}`;
  });
}

describe('OpeningHours', () => {
  it('shows the driving range hours of docs/product.md, Opening hours', () => {
    render(<OpeningHours hours={OPENING_HOURS.drivingRange} />);
    expect(seasons()).toEqual([
      'Low season (October to May) | Daily 8:30 to 17:00',
      'High season (June to September) | Daily 8:00 to 19:00',
    ]);
  });

  it('writes the golf shop hours the way the shop does', () => {
    render(<OpeningHours hours={OPENING_HOURS.shop} timeStyle="h" />);
    expect(seasons()).toEqual([
      'Low season (October to May) | Daily 8h30 to 17h',
      'High season (June to September) | Daily 8h to 19h',
    ]);
  });

  it('shows dates for part months, an open end and a closing day (the bar)', () => {
    render(<OpeningHours hours={OPENING_HOURS.bar} />);
    expect(seasons()).toEqual([
      'Low season (November to March) | Daily from 10:00, closed on Tuesday',
      'High season (1 April to 30 October) | Daily 9:30 to 22:00',
    ]);
  });

  it('follows the hours it is given', () => {
    const { low, high } = OPENING_HOURS.shop;
    render(
      <OpeningHours hours={{ low: { ...low, opens: { hour: 7, minute: 45 }, closedOn: [1, 0] }, high }} />,
    );
    expect(seasons()[0]).toBe(
      'Low season (October to May) | Daily 7:45 to 17:00, closed on Monday and Sunday',
    );
  });
});
