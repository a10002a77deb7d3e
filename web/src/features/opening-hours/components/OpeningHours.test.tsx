import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SEEDED_OPENING_HOURS } from '../../../../../common/rules/openingHours';
import { exceptionalDay, hoursAnswer } from '../test/answers';
import { OpeningHoursView } from './OpeningHours';

afterEach(cleanup);

/** Each season as "name | hours", read the way a screen reader pairs <dt> and <dd>. */
function seasons() {
  return screen.getAllByRole('term').map((term) => {
    const hours = term.nextElementSibling?.textContent;
    return `${term.textContent} | ${hours}`;
  });
}

const week = () =>
  within(screen.getByRole('table', { name: 'The next seven days' }))
    .getAllByRole('row')
    .map((row) => row.textContent);

describe('OpeningHoursView', () => {
  it('shows the driving range hours of docs/product.md, Opening hours, today and the week', () => {
    render(<OpeningHoursView answer={hoursAnswer()} facility="drivingRange" today="2026-11-27" />);
    expect(seasons()).toEqual([
      'Low season (October to May) | Daily 8:30 to 17:00',
      'High season (June to September) | Daily 8:00 to 19:00',
    ]);
    expect(screen.getByText('Today (Friday): 8:30 to 17:00')).toBeTruthy();
    expect(week()).toHaveLength(7);
    expect(week()[6]).toBe('Thursday 3 December8:30 to 17:00');
  });

  it('writes the golf shop hours the way the shop does', () => {
    render(<OpeningHoursView answer={hoursAnswer()} facility="shop" today="2026-07-01" timeStyle="h" />);
    expect(seasons()).toEqual([
      'Low season (October to May) | Daily 8h30 to 17h',
      'High season (June to September) | Daily 8h to 19h',
    ]);
    expect(screen.getByText('Today (Wednesday): 8h to 19h')).toBeTruthy();
  });

  it('shows a closed exceptional day with its reason, in the page language', () => {
    const answer = hoursAnswer([exceptionalDay('shop', '2026-12-25', 'Christmas Day')], 'nl');
    render(<OpeningHoursView answer={answer} facility="shop" today="2026-12-24" />);
    expect(week()[1]).toBe('Friday 25 Decemberclosed (Christmas Day (nl))');
  });

  it('names the seasons and hours staff saved, days with hours of their own one by one', () => {
    const hours = structuredClone(SEEDED_OPENING_HOURS);
    const [low] = hours.drivingRange;
    if (!low) throw new Error('no low season');
    low.name = { en: 'Winter', nl: 'Winter', fr: 'Hiver', de: 'Winter' };
    low.days = low.days.map((day, index) =>
      index === 6 ? null : index === 5 ? { opens: '07:45', closes: '17:00' } : day,
    );
    render(
      <OpeningHoursView answer={hoursAnswer([], 'en', hours)} facility="drivingRange" today="2026-11-29" />,
    );
    expect(seasons()[0]).toBe(
      'Winter (October to May) | Monday 8:30 to 17:00; Tuesday 8:30 to 17:00; Wednesday 8:30 to 17:00; Thursday 8:30 to 17:00; Friday 8:30 to 17:00; Saturday 7:45 to 17:00; Sunday closed',
    );
    expect(screen.getByText('Today (Sunday): closed')).toBeTruthy();
  });
});
