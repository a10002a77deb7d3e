// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CourseStatusInfo } from '../../../../../common/api/content';
import { CourseStatusPanel } from './CourseStatusPanel';

afterEach(cleanup);

const allOpen: CourseStatusInfo = {
  courseStatus: true,
  summerGreens: true,
  winterGreens: 3,
  prefferedLies: true,
  buggies: true,
  drivingRange: true,
};

const allClosed: CourseStatusInfo = {
  courseStatus: false,
  summerGreens: false,
  winterGreens: 0,
  prefferedLies: false,
  buggies: false,
  drivingRange: false,
};

/** The value shown next to a label, read the way a screen reader pairs <dt> and <dd>. */
function tileValue(label: string): string {
  const term = screen.getByText(label, { selector: 'dt' });
  const tile = term.parentElement;
  if (!tile) throw new Error(`No tile for ${label}`);
  return within(tile).getByRole('definition').textContent ?? '';
}

describe('CourseStatusPanel', () => {
  it('shows a labelled loader and no values while loading', () => {
    render(<CourseStatusPanel info={undefined} isLoading />);
    expect(screen.getByRole('status', { name: 'Loading the course status' })).toBeTruthy();
    expect(screen.queryByText('Course Status')).toBeNull();
  });

  it('shows Open and Yes when everything is on, and the wintergreens value', () => {
    render(<CourseStatusPanel info={allOpen} isLoading={false} />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(tileValue('Course Status')).toBe('Open');
    expect(tileValue('Summergreens')).toBe('Yes');
    expect(tileValue('Wintergreens')).toBe('3');
    expect(tileValue('Preferred Lies')).toBe('Yes');
    expect(tileValue('Buggies')).toBe('Yes');
    expect(tileValue('Driving Range')).toBe('Open');
  });

  it('shows Closed and No when everything is off, and None for no wintergreens', () => {
    render(<CourseStatusPanel info={allClosed} isLoading={false} />);
    expect(tileValue('Course Status')).toBe('Closed');
    expect(tileValue('Summergreens')).toBe('No');
    expect(tileValue('Wintergreens')).toBe('None');
    expect(tileValue('Preferred Lies')).toBe('No');
    expect(tileValue('Buggies')).toBe('No');
    expect(tileValue('Driving Range')).toBe('Closed');
  });

  it('shows a text wintergreens value as given, and None for an empty one', () => {
    const { rerender } = render(
      <CourseStatusPanel info={{ ...allOpen, winterGreens: 'Holes 4 and 12' }} isLoading={false} />,
    );
    expect(tileValue('Wintergreens')).toBe('Holes 4 and 12');
    rerender(<CourseStatusPanel info={{ ...allOpen, winterGreens: ' ' }} isLoading={false} />);
    expect(tileValue('Wintergreens')).toBe('None');
  });

  it('claims nothing when the status could not be loaded', () => {
    render(<CourseStatusPanel info={undefined} isLoading={false} />);
    expect(tileValue('Course Status')).toBe('Not known');
    expect(screen.queryByText('Open')).toBeNull();
    expect(screen.queryByText('Closed')).toBeNull();
  });

  it('shows the course-status text as the condition when present', () => {
    render(<CourseStatusPanel info={allOpen} isLoading={false} condition="Frost delay until 10:00" />);
    expect(screen.getByText('Frost delay until 10:00')).toBeTruthy();
  });
});
