import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { GREEN_FEES_2025, type GreenFee } from '../../../../../common/rules/prices';
import { GreenFeeTable } from './GreenFeeTable';

afterEach(cleanup);

const renderTable = (fees?: readonly GreenFee[]) =>
  render(<GreenFeeTable caption="Green fees 2025" fees={fees} />);

const headerTexts = () =>
  screen.getAllByRole('columnheader').map((header) => header.textContent?.replace(/\s+/g, ' ').trim());

/** The cells of the row whose row header starts with the fee's label. */
function rowOf(label: string) {
  const header = screen
    .getAllByRole('rowheader')
    .find((cell) => cell.textContent?.replace(/\*$/, '') === label);
  const row = header?.closest('tr');
  if (!row) throw new Error(`No row for ${label}`);
  return {
    header,
    cells: within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  };
}

describe('GreenFeeTable', () => {
  it('is a captioned table with a column per season, headed by its dates', () => {
    renderTable();
    expect(screen.getByRole('table', { name: 'Green fees 2025' })).toBeTruthy();
    expect(headerTexts()).toEqual([
      'Green fee',
      'Low season (17 Nov to 31 Mar)',
      'High season (1 Apr to 16 Nov)',
    ]);
  });

  it('has a row per fee, in the order of the common table, with its label as row header', () => {
    renderTable();
    const labels = screen.getAllByRole('rowheader').map((cell) => cell.textContent?.replace(/\*$/, ''));
    expect(labels).toEqual(GREEN_FEES_2025.map((fee) => fee.label));
  });

  it.each(GREEN_FEES_2025.filter((fee) => !fee.startsAt))('shows the $label prices in euro', (fee) => {
    renderTable();
    expect(rowOf(fee.label).cells).toEqual([`€${fee.price.low}`, `€${fee.price.high}`]);
  });

  it('shows the figures of docs/product.md: 100/110, 110/120, 80/90, 90/100 and 170 for the day fee', () => {
    renderTable();
    expect(rowOf('Weekday').cells).toEqual(['€100', '€110']);
    expect(rowOf('Weekend and holidays').cells).toEqual(['€110', '€120']);
    expect(rowOf('Groups of 12 or more, weekdays').cells).toEqual(['€80', '€90']);
    expect(rowOf('Groups of 12 or more, weekends').cells).toEqual(['€90', '€100']);
    expect(rowOf('Day fee (2 rounds)').cells).toEqual(['€170', '€170']);
  });

  it('shows twilight with its start time per season', () => {
    renderTable();
    expect(rowOf('Twilight').cells).toEqual(['€80 after 14:30', '€80 after 16:30']);
  });

  it('marks exactly the junior-discount fees with an asterisk, and explains it in a footnote', () => {
    renderTable();
    for (const fee of GREEN_FEES_2025) {
      expect(rowOf(fee.label).header?.textContent?.endsWith('*'), fee.label).toBe(fee.juniorDiscount);
    }
    const footnote = screen.getByText('* Asterisked prices: juniors under 21 get 50% off.');
    expect(screen.getByRole('table').getAttribute('aria-describedby')).toBe(footnote.id);
  });

  it('shows no footnote when no fee carries the junior discount', () => {
    const twilight = GREEN_FEES_2025.filter((fee) => !fee.juniorDiscount);
    renderTable(twilight);
    expect(screen.getAllByRole('rowheader')).toHaveLength(1);
    expect(screen.queryByText(/Asterisked prices/)).toBeNull();
    expect(screen.getByRole('table').hasAttribute('aria-describedby')).toBe(false);
  });

  it('renders whatever prices it is given, never fixed figures', () => {
    const weekday = GREEN_FEES_2025.filter((fee) => fee.id === 'weekday');
    renderTable(weekday.map((fee) => ({ ...fee, price: { low: 1234, high: 99 } })));
    expect(rowOf('Weekday').cells).toEqual(['€1,234', '€99']);
  });
});
