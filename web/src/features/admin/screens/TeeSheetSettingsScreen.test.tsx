import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TeeSheetConfig } from '../../../../../common/rules/teeSheet';
import { DEFAULT_SELF_SERVICE } from '../../../../../common/rules/teeSheet';
import { AdminApp } from '../components/AdminApp';
import { type FakeCall, fakeApi, jsonResponse, renderAdmin } from '../test/renderAdmin';

const config: TeeSheetConfig = {
  highSeason: { from: { month: 4, day: 1 }, to: { month: 11, day: 16 } },
  low: { first: { hour: 8, minute: 30 }, last: { hour: 15, minute: 30 } },
  high: { first: { hour: 7, minute: 30 }, last: { hour: 18, minute: 0 } },
  intervalMinutes: 10,
  playersPerTime: 4,
  membersOnly: { from: { hour: 12, minute: 0 }, to: { hour: 14, minute: 0 } },
  unpaidHoldSharePercent: 25,
  selfService: DEFAULT_SELF_SERVICE,
};

const CONFIG = '/api/v1/admin/tee-sheet/config';

function serve(put: (call: FakeCall) => Response = (call) => jsonResponse(call.body)) {
  return fakeApi({
    'GET /api/v1/auth/me': () => jsonResponse({ email: 'desk@example.org', role: 'staff' }),
    [`GET ${CONFIG}`]: () => jsonResponse(config),
    [`PUT ${CONFIG}`]: put,
    'GET /api/v1/admin/tee-sheet/2026-12-05': () => jsonResponse({ date: '2026-12-05', times: [] }),
    'GET /api/v1/admin/notifications': () => jsonResponse([]),
  });
}

const renderApp = (path = '/admin/tee-sheet/settings') =>
  renderAdmin(
    <Routes>
      <Route path="/admin/*" element={<AdminApp />} />
    </Routes>,
    path,
  );

const field = (group: string, label: string) =>
  within(screen.getByRole('group', { name: group })).getByLabelText(label) as HTMLInputElement;
/** The save bar's line, without its mark (✓ or !), which is hidden from screen readers. */
const saveStatus = () => screen.getAllByRole('status').at(-1)?.textContent?.replace(/^[✓!]/, '');
const puts = (calls: FakeCall[]) => calls.filter((c) => c.method === 'PUT');

async function openSettings() {
  renderApp();
  expect(await screen.findByRole('heading', { level: 1, name: 'Tee sheet settings' })).toBeTruthy();
  await screen.findByRole('group', { name: 'Low season' });
}

beforeEach(() => {
  // Saturday 5 December 2026 in Brussels: the Tee sheet screen opens on it.
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

describe('the Tee sheet settings screen', () => {
  it('opens from the Tee sheet, says when each season is, and shows the configuration', async () => {
    serve();
    renderApp('/admin/tee-sheet');
    await screen.findByRole('heading', { level: 1, name: 'Tee sheet' });
    fireEvent.click(screen.getByRole('link', { name: 'Settings' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Tee sheet settings' })).toBeTruthy();
    expect(
      screen.getByText(/The days of high season, the first and last tee time of each season/),
    ).toBeTruthy();
    // The menu still marks the section the screen belongs to.
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    expect(within(nav).getByRole('link', { name: 'Tee sheet' }).getAttribute('aria-current')).toBe('page');

    await screen.findByRole('group', { name: 'Low season' });
    expect(field('High season’s first day', 'Day').value).toBe('1');
    expect(field('High season’s first day', 'Month').value).toBe('4');
    expect(field('High season’s last day', 'Day').value).toBe('16');
    expect(field('High season’s last day', 'Month').value).toBe('11');
    expect(
      within(screen.getByRole('group', { name: 'Low season' })).getByText('The rest of the year.'),
    ).toBeTruthy();
    expect(
      within(screen.getByRole('group', { name: 'High season' })).getByText('1 April to 16 November'),
    ).toBeTruthy();
    expect(field('Low season', 'First tee time').value).toBe('08:30');
    expect(field('Low season', 'Last tee time').value).toBe('15:30');
    expect(field('High season', 'First tee time').value).toBe('07:30');
    expect(field('High season', 'Last tee time').value).toBe('18:00');
    expect(field('Tee times', 'Interval').value).toBe('10');
    expect(field('Tee times', 'Players per time').value).toBe('4');
    expect(field('Unpaid holds', 'Share of a day held unpaid (%)').value).toBe('25');
    expect(field('Members only', 'From').value).toBe('12:00');
    expect(field('Members only', 'Up to (not included)').value).toBe('14:00');
    expect(field('Low season', 'First tee time').type).toBe('time');
    expect(field('Tee times', 'Players per time').type).toBe('number');
    expect(saveStatus()).toBe('No unsaved changes');
  });

  it('checks the fields with the server’s schema: marks them, focuses the first, sends nothing', async () => {
    const calls = serve();
    await openSettings();
    fireEvent.change(field('High season', 'Last tee time'), { target: { value: '07:00' } });
    fireEvent.change(field('Tee times', 'Players per time'), { target: { value: '6' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));

    // react-hook-form checks the form before it calls the save: the answer comes a moment later.
    expect(await screen.findByText('The last tee time must not be before the first.')).toBeTruthy();
    const highLast = field('High season', 'Last tee time');
    expect(highLast.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(highLast);
    expect(screen.getByText('Please enter 1 to 4 players.')).toBeTruthy();
    fireEvent.change(field('Unpaid holds', 'Share of a day held unpaid (%)'), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Please enter a whole percentage, 1 to 100.')).toBeTruthy();
    expect(field('Low season', 'Last tee time').getAttribute('aria-invalid')).toBeNull();
    expect(saveStatus()).toBe('Please fix the marked field first.');
    expect(puts(calls)).toEqual([]);
  });

  it('saves high season’s days, its times’ hint following them as typed', async () => {
    const calls = serve();
    await openSettings();
    fireEvent.change(field('High season’s first day', 'Month'), { target: { value: '5' } });
    fireEvent.change(field('High season’s last day', 'Day'), { target: { value: '30' } });
    fireEvent.change(field('High season’s last day', 'Month'), { target: { value: '9' } });
    expect(
      within(screen.getByRole('group', { name: 'High season' })).getByText('1 May to 30 September'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(saveStatus()).toMatch(/^Saved at \d\d:\d\d\. The site shows it now\.$/));
    expect(puts(calls)[0]?.body).toEqual({
      ...config,
      highSeason: { from: { month: 5, day: 1 }, to: { month: 9, day: 30 } },
    });
  });

  it('refuses a day its month does not have, on the day, and sends nothing', async () => {
    const calls = serve();
    await openSettings();
    fireEvent.change(field('High season’s last day', 'Day'), { target: { value: '31' } });
    expect(
      within(screen.getByRole('group', { name: 'High season' })).getByText(
        'From the first to the last day above.',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Please enter a day of that month.')).toBeTruthy();
    const lastDay = field('High season’s last day', 'Day');
    expect(lastDay.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(lastDay);
    expect(puts(calls)).toEqual([]);
  });

  it('saves the configuration and says so', async () => {
    const calls = serve();
    await openSettings();
    fireEvent.change(field('Low season', 'First tee time'), { target: { value: '09:00' } });
    fireEvent.change(field('Tee times', 'Interval'), { target: { value: '12' } });
    fireEvent.change(field('Unpaid holds', 'Share of a day held unpaid (%)'), { target: { value: '40' } });
    expect(saveStatus()).toBe('Unsaved changes');
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(saveStatus()).toMatch(/^Saved at \d\d:\d\d\. The site shows it now\.$/));
    expect(puts(calls)).toHaveLength(1);
    expect(puts(calls)[0]?.body).toEqual({
      ...config,
      low: { first: { hour: 9, minute: 0 }, last: { hour: 15, minute: 30 } },
      intervalMinutes: 12,
      unpaidHoldSharePercent: 40,
    });
    expect(puts(calls)[0]?.headers.get('X-XSRF-TOKEN')).toBe('token-123');
  });

  it('shows the players’ own rules, each with its range, and saves them', async () => {
    const calls = serve();
    await openSettings();
    const cancel = 'Canceling online';
    expect(field(cancel, 'Deadline (hours before the tee time)').value).toBe('48');
    expect(field(cancel, 'Refund when a player cancels (%)').value).toBe('100');
    expect(field('Reminders and the waiting list', 'Reminder (hours before the tee time)').value).toBe('48');
    expect(field('Reminders and the waiting list', 'Waiting-list offer holds (minutes)').value).toBe('30');
    expect(field('No-shows', 'No-shows that stop booking').value).toBe('2');
    expect(field('No-shows', 'Within (months)').value).toBe('12');
    expect(field('No-shows', 'Stop (days)').value).toBe('90');
    // The hints give the server's ranges, and say what 0 means.
    const reminder = field('Reminders and the waiting list', 'Reminder (hours before the tee time)');
    const hint = document.getElementById(reminder.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe('0 to 336 hours; 0 sends no reminders.');
    expect(
      within(screen.getByRole('group', { name: 'No-shows' })).getByText('0 to 10; 0 stops nobody.'),
    ).toBeTruthy();

    fireEvent.change(field(cancel, 'Deadline (hours before the tee time)'), { target: { value: '24' } });
    fireEvent.change(field(cancel, 'Refund when a player cancels (%)'), { target: { value: '50' } });
    fireEvent.change(reminder, { target: { value: '0' } });
    fireEvent.change(field('No-shows', 'No-shows that stop booking'), { target: { value: '3' } });
    fireEvent.change(field('No-shows', 'Stop (days)'), { target: { value: '30' } });
    expect(saveStatus()).toBe('Unsaved changes');
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(saveStatus()).toMatch(/^Saved at \d\d:\d\d\. The site shows it now\.$/));
    expect(puts(calls)[0]?.body).toEqual({
      ...config,
      selfService: {
        cancelDeadlineHours: 24,
        refundPercent: 50,
        reminderHours: 0,
        offerMinutes: 30,
        noShows: { count: 3, withinMonths: 12, stopDays: 30 },
      },
    });
  });

  it('refuses the players’ rules out of the server’s range, focusing the first, and sends nothing', async () => {
    const calls = serve();
    await openSettings();
    fireEvent.change(field('Canceling online', 'Refund when a player cancels (%)'), {
      target: { value: '120' },
    });
    fireEvent.change(field('Reminders and the waiting list', 'Waiting-list offer holds (minutes)'), {
      target: { value: '2' },
    });
    fireEvent.change(field('No-shows', 'Within (months)'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByText('Please enter a whole percentage, 0 to 100.')).toBeTruthy();
    const refund = field('Canceling online', 'Refund when a player cancels (%)');
    expect(refund.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(refund);
    expect(screen.getByText('Please enter whole minutes, 5 to 1440.')).toBeTruthy();
    expect(screen.getByText('Please enter whole months, 1 to 36.')).toBeTruthy();
    expect(saveStatus()).toBe('Please fix the marked field first.');
    // Put right, the field's message goes as it is typed.
    fireEvent.change(refund, { target: { value: '75' } });
    await waitFor(() => expect(refund.getAttribute('aria-invalid')).toBeNull());
    expect(puts(calls)).toEqual([]);
  });

  it('lists the bookings a refused change would orphan, and keeps what was typed', async () => {
    const calls = serve(() =>
      jsonResponse(
        {
          message: 'The change would leave bookings without their tee time or over its capacity.',
          bookings: [
            {
              id: 'b1',
              date: '2026-12-05',
              hour: 8,
              minute: 40,
              players: 2,
              firstname: 'Ann',
              lastname: 'Peeters',
            },
            {
              id: 'b2',
              date: '2027-01-09',
              hour: 15,
              minute: 30,
              players: 4,
              firstname: 'Jan',
              lastname: 'Claes',
            },
          ],
        },
        409,
      ),
    );
    await openSettings();
    fireEvent.change(field('Low season', 'First tee time'), { target: { value: '09:00' } });
    fireEvent.change(field('Low season', 'Last tee time'), { target: { value: '15:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      'The change would leave bookings without their tee time or over its capacity.',
    );
    expect(alert.textContent).toContain('Nothing was changed.');
    const items = within(within(alert).getByRole('list', { name: 'Bookings in the way' })).getAllByRole(
      'listitem',
    );
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Saturday,? 5 December 2026, 08:40: Ann Peeters, 2 players$/),
      expect.stringMatching(/^Saturday,? 9 January 2027, 15:30: Jan Claes, 4 players$/),
    ]);
    expect(
      within(items[1] as HTMLElement)
        .getByRole('link')
        .getAttribute('href'),
    ).toBe('/admin/tee-sheet?date=2027-01-09');
    expect(saveStatus()).toBe('Not saved: bookings stand in the way (listed above).');
    expect(field('Low season', 'First tee time').value).toBe('09:00');
    expect(puts(calls)).toHaveLength(1);
  });

  it('asks before leaving with unsaved changes, in the admin and when the tab closes', async () => {
    // happy-dom has no window.confirm: the browser's question, answered No.
    const confirm = vi.fn(() => false);
    vi.stubGlobal('confirm', confirm);
    serve();
    await openSettings();
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);

    fireEvent.change(field('Members only', 'Up to (not included)'), { target: { value: '13:00' } });
    expect(unload()).toBe(true);
    fireEvent.click(within(nav).getByRole('link', { name: 'Notifications' }));
    await waitFor(() =>
      expect(confirm).toHaveBeenCalledWith(
        'You have unsaved changes on this screen. Leave it and lose them?',
      ),
    );
    // Staying keeps the screen and what was typed.
    expect(screen.getByRole('heading', { level: 1, name: 'Tee sheet settings' })).toBeTruthy();
    expect(field('Members only', 'Up to (not included)').value).toBe('13:00');

    confirm.mockReturnValue(true);
    fireEvent.click(within(nav).getByRole('link', { name: 'Notifications' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Notifications' })).toBeTruthy();
    expect(confirm).toHaveBeenCalledTimes(2);
    expect(unload()).toBe(false);
  });

  it('lets staff leave without asking once the change is saved', async () => {
    // happy-dom has no window.confirm: the browser's question, answered No.
    const confirm = vi.fn(() => false);
    vi.stubGlobal('confirm', confirm);
    serve();
    await openSettings();
    fireEvent.change(field('Members only', 'From'), { target: { value: '12:30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(saveStatus()).toMatch(/^Saved at/));
    fireEvent.click(screen.getByRole('link', { name: /Tee sheet$/, current: false }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Tee sheet' })).toBeTruthy();
    expect(confirm).not.toHaveBeenCalled();
  });
});
