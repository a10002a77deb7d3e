import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { strokeTable } from '../../../../../common/rules/strokeTable';
import { testCourse } from '../../course/testCourse';
import { HandicapCalculator } from './HandicapCalculator';
import { StrokeTableImage } from './StrokeTableImage';
import { StrokeTableText } from './StrokeTableText';

afterEach(cleanup);

const rows = strokeTable(testCourse.tees, 70);

// A table of 73 rows: role queries over all of it are slow in a test DOM, so rows are found by their cells.
describe('StrokeTableText', () => {
  it('is a table with a caption, a header per tee and a row per course handicap', () => {
    render(<StrokeTableText tees={testCourse.tees} rows={rows} par={70} />);
    const table = screen.getByRole('table', { name: /^Handicap index ranges for each course handicap/ });
    const headers = [...table.querySelectorAll('thead th')];
    expect(headers.map((cell) => cell.getAttribute('scope'))).toEqual(['col', 'col', 'col', 'col', 'col']);
    expect(headers.map((cell) => cell.textContent)).toEqual([
      'Course handicap',
      'Whitecourse rating 72.4, slope 134',
      'Yellowcourse rating 70.8, slope 130',
      'Bluecourse rating 69.2, slope 126',
      'Redcourse rating 72.1, slope 129',
    ]);
    const body = [...table.querySelectorAll('tbody tr')];
    expect(body).toHaveLength(rows.length);
    const cells = (header: string) => {
      const row = body.find((tr) => tr.querySelector('th[scope="row"]')?.textContent === header);
      return [...(row?.querySelectorAll('td') ?? [])].map((cell) => cell.textContent);
    };
    // White tee: +0.7 to 0.0 gives a course handicap of 2 (see the rules' tests).
    expect(cells('2')[0]).toBe('+0.7 to 0.0');
    expect(cells('+6')).toEqual(['–', '–', '+5.0 to +4.3', '–']);
    expect(cells('+4')[0]).toBe('+5.0');
  });
});

describe('StrokeTableImage', () => {
  it('is one image named by its title and description, marking the index asked for', () => {
    const { container } = render(
      <StrokeTableImage
        clubName="Test Club"
        tees={testCourse.tees}
        rows={rows}
        par={70}
        highlight={10}
        titleId="t"
        descId="d"
      />,
    );
    const image = screen.getByRole('img', { name: /Stroke table of the course, by tee/ });
    expect(image.tagName.toLowerCase()).toBe('svg');
    // Index 10.0 lies in one range per tee: four marked cells.
    expect(container.querySelectorAll('rect[fill="#A8BD7A"]')).toHaveLength(4);
  });
});

describe('HandicapCalculator', () => {
  it('gives the course handicap from each tee for the index typed, plus handicaps too', () => {
    const onIndex = vi.fn();
    render(<HandicapCalculator tees={testCourse.tees} par={70} onIndex={onIndex} />);
    const input = screen.getByLabelText('Your handicap index');
    fireEvent.change(input, { target: { value: '10' } });
    expect(onIndex).toHaveBeenLastCalledWith(10);
    const white = screen.getByText('From the white tees').closest('li') as HTMLElement;
    expect(white.textContent).toBe('From the white teesCourse handicap 14');
    fireEvent.change(input, { target: { value: '+5' } });
    const blue = screen.getByText('From the blue tees').closest('li') as HTMLElement;
    expect(blue.textContent).toContain('+6');
  });

  it('says what is wrong with an index it cannot read', () => {
    const onIndex = vi.fn();
    render(<HandicapCalculator tees={testCourse.tees} par={70} onIndex={onIndex} />);
    const input = screen.getByLabelText('Your handicap index');
    fireEvent.change(input, { target: { value: '60' } });
    expect(onIndex).toHaveBeenLastCalledWith(undefined);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(/Enter a handicap index from \+5.0 to 54.0/)).toBeTruthy();
    expect(screen.queryByText('From the white tees')).toBeNull();
  });
});
