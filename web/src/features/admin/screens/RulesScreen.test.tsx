import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClubRules } from '../../../../../common/api/clubRules';
import { SEEDED_CLUB_RULES } from '../../../../../common/rules/clubRules';
import { AdminApp } from '../components/AdminApp';
import { type FakeCall, fakeApi, jsonResponse, renderAdmin } from '../test/renderAdmin';

const RULES = '/api/v1/admin/rules';

function serve(stored: ClubRules = SEEDED_CLUB_RULES) {
  return fakeApi({
    'GET /api/v1/auth/me': () => jsonResponse({ email: 'desk@example.org', role: 'staff' }),
    [`GET ${RULES}`]: () => jsonResponse(stored),
    [`PUT ${RULES}`]: (call) => jsonResponse(call.body),
    'GET /api/v1/admin/notifications': () => jsonResponse([]),
  });
}

const puts = (calls: FakeCall[]) => calls.filter((c) => c.method === 'PUT');
const limits = () => screen.getByRole('group', { name: 'Maximum handicap' });

async function openRules() {
  renderAdmin(
    <Routes>
      <Route path="/admin/*" element={<AdminApp />} />
    </Routes>,
    '/admin/rules',
  );
  expect(await screen.findByRole('heading', { level: 1, name: 'Rules' })).toBeTruthy();
  await screen.findByRole('group', { name: 'Maximum handicap' });
}

beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  vi.spyOn(document, 'cookie', 'get').mockReturnValue('XSRF-TOKEN=token-123');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the Rules screen', () => {
  it('is in the admin menu, and shows the stored limits', async () => {
    serve();
    await openRules();
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    expect(within(nav).getByRole('link', { name: 'Rules' }).getAttribute('aria-current')).toBe('page');
    expect((within(limits()).getByLabelText('Monday to Thursday') as HTMLInputElement).value).toBe('34');
    expect((within(limits()).getByLabelText('Friday to Sunday and holidays') as HTMLInputElement).value).toBe(
      '28',
    );
  });

  it('saves new limits and a club holiday with its names', async () => {
    const calls = serve();
    await openRules();
    fireEvent.change(within(limits()).getByLabelText('Friday to Sunday and holidays'), {
      target: { value: '24' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add a holiday' }));
    const holiday = screen.getByRole('group', { name: 'Holiday 1' });
    fireEvent.change(within(holiday).getByLabelText('Date'), { target: { value: '2027-06-10' } });
    fireEvent.change(within(holiday).getByLabelText('Name (EN)'), { target: { value: 'Club championship' } });
    fireEvent.change(within(holiday).getByLabelText('Name (NL)'), { target: { value: 'Clubkampioenschap' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the rules' }));
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(puts(calls)[0]?.body).toEqual({
      handicapLimits: { mondayToThursday: 34, fridayToSundayAndHolidays: 24 },
      holidays: [
        { date: '2027-06-10', name: { en: 'Club championship', nl: 'Clubkampioenschap', fr: '', de: '' } },
      ],
    });
  });

  it("refuses what the server's schema refuses, before sending", async () => {
    const calls = serve({
      ...SEEDED_CLUB_RULES,
      holidays: [{ date: '2027-06-10', name: { en: 'Club day', nl: '', fr: '', de: '' } }],
    });
    await openRules();
    fireEvent.change(within(limits()).getByLabelText('Monday to Thursday'), { target: { value: '60' } });
    fireEvent.change(within(screen.getByRole('group', { name: 'Holiday 1' })).getByLabelText('Name (EN)'), {
      target: { value: '' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save the rules' }));
    expect(await screen.findByText('Enter the English text.')).toBeTruthy();
    expect(screen.getByText('A limit is a handicap from -5 to 35.')).toBeTruthy();
    expect(puts(calls)).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Remove this holiday' }));
    fireEvent.change(within(limits()).getByLabelText('Monday to Thursday'), { target: { value: '32' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the rules' }));
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(puts(calls)[0]?.body).toEqual({
      handicapLimits: { mondayToThursday: 32, fridayToSundayAndHolidays: 28 },
      holidays: [],
    });
  });
});
