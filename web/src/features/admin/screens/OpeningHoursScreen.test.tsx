import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminOpeningHours, OpeningHours } from '../../../../../common/api/openingHours';
import { SEEDED_OPENING_HOURS } from '../../../../../common/rules/openingHours';
import { type FakeCall, fakeApi, jsonResponse, noContent, renderAdmin } from '../test/renderAdmin';
import { OpeningHoursScreen } from './OpeningHoursScreen';

const HOURS = '/api/v1/admin/opening-hours';
const EXCEPTIONS = `${HOURS}/exceptions`;

const christmas = {
  id: 4,
  facility: 'bar' as const,
  from: '2026-12-25',
  to: '2026-12-25',
  closed: true,
  opens: null,
  closes: null,
  reason: { en: 'Christmas Day', nl: 'Kerstmis', fr: 'Noël', de: 'Weihnachten' },
};

function serve(data: AdminOpeningHours = { hours: SEEDED_OPENING_HOURS, exceptions: [christmas] }) {
  return fakeApi({
    [`GET ${HOURS}`]: () => jsonResponse(data),
    [`PUT ${HOURS}`]: noContent,
    [`POST ${EXCEPTIONS}`]: () => jsonResponse({ id: 5 }, 201),
    [`DELETE ${EXCEPTIONS}/4`]: noContent,
  });
}

const sent = (calls: FakeCall[], method: string) => calls.filter((call) => call.method === method);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-05T07:00:00Z'));
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  vi.spyOn(document, 'cookie', 'get').mockReturnValue('XSRF-TOKEN=token-123');
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('OpeningHoursScreen', () => {
  it('marks the month’s exceptional days on the calendar and lists them, with a way to remove one', async () => {
    const calls = serve();
    renderAdmin(<OpeningHoursScreen />, '/admin/opening-hours');
    expect(await screen.findByRole('heading', { name: 'December 2026' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '2026-12-25, Christmas Day' }).className).toContain(
      '--exception',
    );
    const item = screen.getByText(/Christmas Day/, { selector: 'span' });
    expect(item.textContent).toBe('Bar 2026-12-25: Closed (Christmas Day)');
    fireEvent.click(within(item.parentElement as HTMLElement).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(sent(calls, 'DELETE')).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { name: 'January 2027' })).toBeTruthy();
    expect(screen.getByText('No exceptional days this month.')).toBeTruthy();
  });

  it('adds an exceptional day for the day picked on the calendar, checked with the shared schema', async () => {
    const calls = serve();
    renderAdmin(<OpeningHoursScreen />, '/admin/opening-hours');
    fireEvent.click(await screen.findByRole('button', { name: '2026-12-31' }));
    const form = screen
      .getByRole('heading', { name: 'Add an exceptional day' })
      .closest('form') as HTMLElement;
    expect((within(form).getByLabelText('First day') as HTMLInputElement).value).toBe('2026-12-31');
    fireEvent.click(within(form).getByRole('button', { name: 'Add an exceptional day' }));
    // No English reason: refused before anything is sent.
    expect(await within(form).findByText('Enter the English text.')).toBeTruthy();
    expect(sent(calls, 'POST')).toEqual([]);
    fireEvent.click(within(form).getByLabelText('Closed all day'));
    fireEvent.change(within(form).getByLabelText('Opens'), { target: { value: '18:00' } });
    fireEvent.change(within(form).getByLabelText('Closes (optional)'), { target: { value: '23:30' } });
    fireEvent.change(within(form).getByLabelText('Reason (EN)'), {
      target: { value: 'New Year’s Eve dinner' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Add an exceptional day' }));
    await waitFor(() => expect(sent(calls, 'POST')).toHaveLength(1));
    expect(sent(calls, 'POST')[0]?.body).toEqual({
      facility: 'bar',
      from: '2026-12-31',
      to: '2026-12-31',
      closed: false,
      opens: '18:00',
      closes: '23:30',
      reason: { en: 'New Year’s Eve dinner', nl: '', fr: '', de: '' },
    });
  });

  it('edits a weekday of a season per place and saves the whole hours', async () => {
    const calls = serve();
    renderAdmin(<OpeningHoursScreen />, '/admin/opening-hours');
    fireEvent.click(await screen.findByRole('button', { name: 'Bar' }));
    const tuesday = screen.getAllByRole('group', { name: 'Tuesday' })[0] as HTMLElement;
    const closed = within(tuesday).getByLabelText('Closed') as HTMLInputElement;
    expect(closed.checked).toBe(true);
    fireEvent.click(closed);
    fireEvent.change(within(tuesday).getByLabelText('Closes'), { target: { value: '08:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the hours' }));
    // Closing before opening: the shared schema's message at the day, nothing sent.
    expect(await within(tuesday).findByText('Tuesday: closing comes after opening.')).toBeTruthy();
    expect(sent(calls, 'PUT')).toEqual([]);
    fireEvent.change(within(tuesday).getByLabelText('Closes'), { target: { value: '15:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the hours' }));
    await waitFor(() => expect(sent(calls, 'PUT')).toHaveLength(1));
    const saved = sent(calls, 'PUT')[0]?.body as OpeningHours;
    expect(saved.bar[0]?.days[1]).toEqual({ opens: '09:00', closes: '15:00' });
    expect(saved.shop).toEqual(SEEDED_OPENING_HOURS.shop);
  });
});
