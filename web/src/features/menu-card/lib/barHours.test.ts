import { describe, expect, it } from 'vitest';
import { hoursAnswer } from '../../opening-hours/test/answers';
import { barSeasonHours } from './barHours';

describe('barSeasonHours', () => {
  it('gives the seasons of the data as the bar writes them', () => {
    const [low, high] = hoursAnswer().hours.bar.map(barSeasonHours);
    expect(low).toMatchObject({
      name: 'Low season',
      from: '01/11',
      to: '31/03',
      common: { opens: '10:00', closes: null },
      closedOn: [2],
    });
    expect(high).toMatchObject({ from: '01/04', to: '30/10', common: { opens: '09:30', closes: '22:00' } });
  });

  it('has no common hours when the open days differ', () => {
    const [low] = hoursAnswer().hours.bar;
    const days = low?.days.map((day, index) => (index === 5 && day ? { ...day, closes: '23:00' } : day));
    expect(barSeasonHours({ ...(low as NonNullable<typeof low>), days: days ?? [] }).common).toBeNull();
  });
});
