import { describe, expect, it } from 'vitest';
import { en } from '../../i18n/en';
import { menuGroupOfPath, menuGroups } from './menuItems';

const labels = (id: string) =>
  menuGroups.find((group) => group.id === id)?.links.map((link) => [en[link.labelKey], link.to]);

describe('menu items', () => {
  it('lists the groups and items of docs/product.md, in order', () => {
    expect(menuGroups.map((group) => en[group.labelKey])).toEqual([
      'The Course',
      'Sustainable Ecology',
      'The Club',
      'Green Fees',
    ]);
    expect(labels('course')).toEqual([
      ['Overview', '/overview'],
      ['Holes', '/holes'],
      ['Handicap Stroke Table', '/handicap-stroke-table'],
    ]);
    expect(labels('ecology')).toEqual([
      ['Ecological Management', '/ecology'],
      ['Biodiversity', '/biodiversity'],
    ]);
    expect(labels('club')).toEqual([
      ['History', '/history'],
      ['Dining & Bar', '/dining-bar'],
      ["Who's Who", '/bod'],
    ]);
    expect(labels('greenfees')).toEqual([
      ['Online Booking', '/booking'],
      ['Pricing', '/greenfees'],
      ['Golf Buggies', '/golf-buggies'],
      ['Driving Range', '/driving-range'],
      ['Dress Code', '/dresscode'],
    ]);
  });

  it('finds the group of a page, including hole pages, booking details and the waiting list', () => {
    expect(menuGroupOfPath('/holes/hole-7-page')?.id).toBe('course');
    expect(menuGroupOfPath('/biodiversity/')?.id).toBe('ecology');
    expect(menuGroupOfPath('/bod')?.id).toBe('club');
    expect(menuGroupOfPath('/bookings/abc')?.id).toBe('greenfees');
    expect(menuGroupOfPath('/waiting-list/offers/abc')?.id).toBe('greenfees');
    expect(menuGroupOfPath('/')).toBeUndefined();
    expect(menuGroupOfPath('/golfshop')).toBeUndefined();
    expect(menuGroupOfPath('/bookingsx')).toBeUndefined();
  });
});
