import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CourseStatusScreen } from '../screens/CourseStatusScreen';
import { fakeApi, jsonResponse, noContent, renderAdmin, sentContent } from '../test/renderAdmin';
import { AdminApp } from './AdminApp';

const seeded = {
  courseStatus: true,
  summerGreens: false,
  winterGreens: 2,
  buggies: true,
  prefferedLies: true,
  drivingRange: true,
};

function api(putStatus = 204) {
  return fakeApi({
    'GET /api/v1/auth/me': () => jsonResponse({ email: 'greenkeeper@example.org', role: 'staff' }),
    'GET /api/v1/admin/notifications': () => jsonResponse([]),
    'GET /api/v1/admin/websitecontent/course-status-info': () =>
      jsonResponse({ content: JSON.stringify(seeded), translations: { nl: '', fr: 'Deux', de: '' } }),
    'GET /api/v1/admin/websitecontent/course-status': () =>
      jsonResponse({
        content: 'Winter greens on 4 and 12.',
        translations: { nl: 'Wintergreens op 4 en 12.', fr: '', de: '' },
      }),
    'PUT /api/v1/admin/websitecontent/course-status-info': () =>
      putStatus === 204 ? noContent() : jsonResponse({ message: 'The content is not valid.' }, putStatus),
    'PUT /api/v1/admin/websitecontent/course-status': () => noContent(),
  });
}

const toggle = (name: string) => screen.getByRole('button', { name });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save course status' }));

beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  vi.spyOn(document, 'cookie', 'get').mockReturnValue('XSRF-TOKEN=token-123');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the course status form', () => {
  it('starts from the saved status: five pressed or unpressed switches, winter greens and the condition', async () => {
    api();
    renderAdmin(<CourseStatusScreen />);
    expect((await screen.findByRole('button', { name: 'Course open' })).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(toggle('Summer greens').getAttribute('aria-pressed')).toBe('false');
    expect(toggle('Preferred lies').getAttribute('aria-pressed')).toBe('true');
    expect(toggle('Buggies').getAttribute('aria-pressed')).toBe('true');
    expect(toggle('Driving range open').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByLabelText('Winter greens, English')).toHaveProperty('value', '2');
    expect(screen.getByLabelText('Condition, English')).toHaveProperty('value', 'Winter greens on 4 and 12.');
    expect(screen.getByRole('status').textContent).toBe('No unsaved changes');
  });

  it('closes the course in one tap: both items saved, the JSON of docs/product.md, Content keys, with the XSRF header', async () => {
    const calls = api();
    renderAdmin(<CourseStatusScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'Course open' }));
    fireEvent.click(toggle('Buggies'));
    fireEvent.click(toggle('Driving range open'));
    fireEvent.change(screen.getByLabelText('Winter greens, English'), { target: { value: 'All' } });
    fireEvent.change(screen.getByLabelText('Condition, English'), {
      target: { value: '  Closed: frost.  ' },
    });
    expect(toggle('Course open').getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('status').textContent).toBe('Unsaved changes');
    save();

    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/^✓Saved at \d\d:\d\d\./));
    const puts = calls.filter((c) => c.method === 'PUT');
    expect(puts.map((c) => c.url)).toEqual([
      '/api/v1/admin/websitecontent/course-status-info',
      '/api/v1/admin/websitecontent/course-status',
    ]);
    const [infoPut, conditionPut] = puts;
    expect(sentContent(infoPut)).toEqual({
      courseStatus: false,
      summerGreens: false,
      winterGreens: 'All',
      buggies: false,
      prefferedLies: true,
      drivingRange: false,
    });
    expect(conditionPut?.body).toEqual({
      content: 'Closed: frost.',
      translations: { nl: 'Wintergreens op 4 en 12.', fr: '', de: '' },
    });
    expect(infoPut?.body).toMatchObject({ translations: { nl: '', fr: 'Deux', de: '' } });
    expect(infoPut?.headers.get('X-XSRF-TOKEN')).toBe('token-123');
  });

  it('saves a number of winter greens as a number, and an empty field as none (0)', async () => {
    const calls = api();
    renderAdmin(<CourseStatusScreen />);
    const winter = await screen.findByLabelText('Winter greens, English');
    fireEvent.change(winter, { target: { value: ' 5 ' } });
    save();
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(2));
    const first = calls.find((c) => c.method === 'PUT');
    expect(sentContent(first)).toMatchObject({ winterGreens: 5 });

    fireEvent.change(winter, { target: { value: '' } });
    save();
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(4));
    const third = calls.filter((c) => c.method === 'PUT')[2];
    expect(sentContent(third)).toMatchObject({ winterGreens: 0 });
  });

  it('shows the winter greens and the condition in four languages, marking each missing one', async () => {
    api();
    renderAdmin(<CourseStatusScreen />);
    const condition = await screen.findByRole('group', { name: 'Condition' });
    const fields = within(condition).getAllByRole('textbox');
    expect(fields.map((field) => field.getAttribute('lang'))).toEqual(['en', 'nl', 'fr', 'de']);
    expect(within(condition).getByLabelText('Condition, Dutch')).toHaveProperty(
      'value',
      'Wintergreens op 4 en 12.',
    );
    // French and German have no condition of their own: the site shows the English there.
    expect(within(condition).getAllByText('Missing: falls back to English')).toHaveLength(2);
    const french = within(condition).getByLabelText('Condition, French');
    expect(french.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(french.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Missing: falls back to English',
    );
    const winter = screen.getByRole('group', { name: 'Winter greens' });
    expect(within(winter).getByLabelText('Winter greens, French')).toHaveProperty('value', 'Deux');
    expect(within(winter).getAllByText('Missing: falls back to English')).toHaveLength(2);
  });

  it('saves a Dutch and a German text beside the English, and a cleared one as missing', async () => {
    const calls = api();
    renderAdmin(<CourseStatusScreen />);
    fireEvent.change(await screen.findByLabelText('Condition, German'), {
      target: { value: ' Wintergrüns auf 4 und 12. ' },
    });
    fireEvent.change(screen.getByLabelText('Condition, Dutch'), { target: { value: '   ' } });
    fireEvent.change(screen.getByLabelText('Winter greens, Dutch'), { target: { value: 'Twee' } });
    const condition = screen.getByRole('group', { name: 'Condition' });
    // The cleared Dutch is missing now, the German no longer.
    expect(within(condition).getAllByText('Missing: falls back to English')).toHaveLength(2);
    expect(screen.getByRole('status').textContent).toBe('Unsaved changes');
    save();
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/^✓Saved at/));
    const [infoPut, conditionPut] = calls.filter((c) => c.method === 'PUT');
    expect(infoPut?.body).toMatchObject({ translations: { nl: 'Twee', fr: 'Deux', de: '' } });
    expect(sentContent(infoPut)).toMatchObject({ winterGreens: 2 });
    expect(conditionPut?.body).toEqual({
      content: 'Winter greens on 4 and 12.',
      translations: { nl: '', fr: '', de: 'Wintergrüns auf 4 und 12.' },
    });
  });

  it('counts a change to one language alone as unsaved, and asks before leaving with it', async () => {
    const confirm = vi.fn(() => false);
    vi.stubGlobal('confirm', confirm);
    api();
    renderAdmin(
      <Routes>
        <Route path="/admin/*" element={<AdminApp />} />
      </Routes>,
    );
    const french = await screen.findByLabelText('Condition, French');
    fireEvent.change(french, { target: { value: 'Greens d’hiver sur 4 et 12.' } });
    expect(screen.getByRole('status').textContent).toBe('Unsaved changes');
    fireEvent.click(
      within(screen.getByRole('navigation', { name: 'Admin' })).getByRole('link', { name: 'Notifications' }),
    );
    await waitFor(() => expect(confirm).toHaveBeenCalledTimes(1));
    expect(screen.getByLabelText('Condition, French')).toHaveProperty('value', 'Greens d’hiver sur 4 et 12.');
    // Back to what is saved: nothing to lose any more.
    fireEvent.change(screen.getByLabelText('Condition, French'), { target: { value: '' } });
    expect(screen.getByRole('status').textContent).toBe('No unsaved changes');
  });

  it('says clearly when the save fails, with the server message, and keeps the changes', async () => {
    const calls = api(400);
    renderAdmin(<CourseStatusScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'Course open' }));
    save();
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('!Not saved: The content is not valid.'),
    );
    // The first failure stops the second save.
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1);
    expect(toggle('Course open').getAttribute('aria-pressed')).toBe('false');
  });

  it('asks before leaving with the course switched off: staying keeps the change, leaving drops it', async () => {
    // happy-dom has no window.confirm: the browser's question, answered No first.
    const confirm = vi.fn(() => false);
    vi.stubGlobal('confirm', confirm);
    api();
    renderAdmin(
      <Routes>
        <Route path="/admin/*" element={<AdminApp />} />
      </Routes>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Course open' }));
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    fireEvent.click(within(nav).getByRole('link', { name: 'Notifications' }));
    await waitFor(() =>
      expect(confirm).toHaveBeenCalledWith(
        'You have unsaved changes on this screen. Leave it and lose them?',
      ),
    );
    expect(toggle('Course open').getAttribute('aria-pressed')).toBe('false');

    confirm.mockReturnValue(true);
    fireEvent.click(within(nav).getByRole('link', { name: 'Notifications' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Notifications' })).toBeTruthy();
    fireEvent.click(within(nav).getByRole('link', { name: 'Course status' }));
    // Back from the saved status: the change was dropped.
    await waitFor(() => expect(toggle('Course open').getAttribute('aria-pressed')).toBe('true'));
    expect(confirm).toHaveBeenCalledTimes(2);
  });

  it('lets staff leave without asking when nothing changed', async () => {
    const confirm = vi.fn(() => false);
    vi.stubGlobal('confirm', confirm);
    api();
    renderAdmin(
      <Routes>
        <Route path="/admin/*" element={<AdminApp />} />
      </Routes>,
    );
    await screen.findByRole('button', { name: 'Course open' });
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    fireEvent.click(within(nav).getByRole('link', { name: 'Notifications' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Notifications' })).toBeTruthy();
    expect(confirm).not.toHaveBeenCalled();
  });
});
