import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FEE_IDS, type FeeId } from '../../../../../common/api/feeIds';
import type { PublicPriceList } from '../../../../../common/api/priceLists';
import { answerOf, seededAnswer, THREE_SEASON_LIST } from '../test/priceLists';
import { GreenFeeTable } from './GreenFeeTable';

afterEach(cleanup);

const seeded = seededAnswer().list;

const renderTable = (list: PublicPriceList = seeded, fees?: readonly FeeId[]) =>
  render(<GreenFeeTable caption="Green fees 2025" list={list} fees={fees} />);

const headerTexts = () =>
  screen.getAllByRole('columnheader').map((header) => header.textContent?.replace(/\s+/g, ' ').trim());

/** The cells of the row whose row header is the fee's label (without its asterisk). */
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
  it('is a captioned table with a column per season of the list, headed by its name and days', () => {
    renderTable();
    expect(screen.getByRole('table', { name: 'Green fees 2025' })).toBeTruthy();
    expect(headerTexts()).toEqual([
      'Green fee',
      'Low season (17 Nov to 31 Mar)',
      'High season (1 Apr to 16 Nov)',
    ]);
  });

  it('has a row per fee, in the order of the list, with its label as row header', () => {
    renderTable();
    const labels = screen.getAllByRole('rowheader').map((cell) => cell.textContent?.replace(/\*$/, ''));
    expect(labels).toEqual([
      'Weekday',
      'Weekend and holidays',
      'Groups of 12 or more, weekdays',
      'Groups of 12 or more, weekends',
      'Twilight',
      'Day fee (2 rounds)',
    ]);
  });

  it('shows the seeded figures of docs/product.md: 100/110, 110/120, 80/90, 90/100 and 170', () => {
    renderTable();
    expect(rowOf('Weekday').cells).toEqual(['€100', '€110']);
    expect(rowOf('Weekend and holidays').cells).toEqual(['€110', '€120']);
    expect(rowOf('Groups of 12 or more, weekdays').cells).toEqual(['€80', '€90']);
    expect(rowOf('Groups of 12 or more, weekends').cells).toEqual(['€90', '€100']);
    expect(rowOf('Day fee (2 rounds)').cells).toEqual(['€170', '€170']);
    expect(rowOf('Twilight').cells).toEqual(['€80 after 14:30', '€80 after 16:30']);
  });

  it('shows exactly the seasons, fees, group size, twilight starts and junior rule of another list', () => {
    renderTable(answerOf(THREE_SEASON_LIST).list);
    expect(headerTexts()).toEqual([
      'Green fee',
      'Winter (1 Nov to 28 Feb)',
      'Spring (1 Mar to 31 May)',
      'Summer (1 Jun to 31 Oct)',
    ]);
    expect(rowOf('Weekday').cells).toEqual(['€61', '€72', '€83']);
    expect(rowOf('Weekend and holidays').cells).toEqual(['€64', '€75', '€86']);
    expect(rowOf('Groups of 9 or more, weekdays').cells).toEqual(['€51', '€52', '€53']);
    expect(rowOf('Groups of 9 or more, weekends').cells).toEqual(['€54', '€55', '€56']);
    expect(rowOf('Twilight').cells).toEqual(['€41 after 13:45', '€42 after 15:15', '€43 after 17:05']);
    expect(rowOf('Day fee (2 rounds)').cells).toEqual(['€121', '€132', '€143']);
    expect(screen.getByText('* Asterisked prices: juniors under 19 get 40% off.')).toBeTruthy();
    const marked = FEE_IDS.filter((fee) =>
      document.querySelector(`tr[data-fee="${fee}"] .price-table__mark`),
    );
    expect(marked).toEqual(['weekday', 'weekend']);
  });

  it('marks exactly the junior-discount fees with an asterisk, and explains it in a footnote', () => {
    renderTable();
    for (const fee of FEE_IDS) {
      const marked = document.querySelector(`tr[data-fee="${fee}"] .price-table__mark`) !== null;
      expect(marked, fee).toBe(seeded.junior.fees.includes(fee));
    }
    const footnote = screen.getByText('* Asterisked prices: juniors under 21 get 50% off.');
    expect(screen.getByRole('table').getAttribute('aria-describedby')).toBe(footnote.id);
  });

  it('shows no footnote when no fee shown carries the junior discount', () => {
    renderTable(seeded, ['twilight']);
    expect(screen.getAllByRole('rowheader')).toHaveLength(1);
    expect(screen.queryByText(/Asterisked prices/)).toBeNull();
    expect(screen.getByRole('table').hasAttribute('aria-describedby')).toBe(false);
  });
});
