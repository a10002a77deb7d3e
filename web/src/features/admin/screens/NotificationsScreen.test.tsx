import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminNotification } from '../../../../../common/api/admin';
import { type FakeCall, fakeApi, jsonResponse, renderAdmin } from '../test/renderAdmin';
import { NotificationsScreen } from './NotificationsScreen';

const frost: AdminNotification = {
  id: 7,
  content: '<p>Frost: the course opens at 11:00.</p>',
  translations: { nl: '<p>Vorst: de baan opent om 11:00.</p>', fr: '', de: '' },
  severity: 'warning',
  position: 0,
  startsAt: null,
  endsAt: null,
};

function api(list: AdminNotification[]) {
  return fakeApi({
    'GET /api/v1/admin/notifications': () => jsonResponse(list),
    'POST /api/v1/admin/notifications': (call: FakeCall) =>
      jsonResponse({ ...frost, ...(call.body as object), id: 8, startsAt: null, endsAt: null }, 201),
    'PUT /api/v1/admin/notifications/7': (call: FakeCall) =>
      jsonResponse({ ...frost, ...(call.body as object) }),
  });
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

describe('notifications in four languages', () => {
  it('says on each card which language pages show the English text', async () => {
    const complete = { ...frost, id: 9, translations: { nl: 'Vorst', fr: 'Gel', de: 'Frost' } };
    api([frost, complete]);
    renderAdmin(<NotificationsScreen />);
    const cards = await screen.findAllByRole('article');
    expect(cards[0]?.textContent).toContain('Shown in English on the French and German pages.');
    expect(cards[1]?.textContent).toContain('Written in all four languages.');
  });

  it('posts a notice with its Dutch text, the others left missing', async () => {
    const calls = api([]);
    renderAdmin(<NotificationsScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'New notification' }));
    const text = screen.getByRole('group', { name: 'Text' });
    expect(within(text).getAllByText('Missing: falls back to English')).toHaveLength(3);
    fireEvent.change(within(text).getByLabelText('Text, English'), {
      target: { value: ' <p>Buggies only on the paths.</p> ' },
    });
    fireEvent.change(within(text).getByLabelText('Text, Dutch'), {
      target: { value: '<p>Buggies alleen op de paden.</p>' },
    });
    expect(within(text).getAllByText('Missing: falls back to English')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Post notification' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toMatchObject({
      content: '<p>Buggies only on the paths.</p>',
      translations: { nl: '<p>Buggies alleen op de paden.</p>', fr: '', de: '' },
      severity: 'info',
    });
  });

  it('needs the English text: a notice in Dutch only is refused at the English field', async () => {
    const calls = api([]);
    renderAdmin(<NotificationsScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'New notification' }));
    fireEvent.change(screen.getByLabelText('Text, Dutch'), { target: { value: 'Vorst' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post notification' }));
    const english = screen.getByLabelText('Text, English');
    await waitFor(() => expect(document.activeElement).toBe(english));
    expect(english.getAttribute('aria-invalid')).toBe('true');
    const described = english.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(described)?.textContent).toBe('Please enter the notification text.');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('edits a notice with its stored versions in place, and sends them all back', async () => {
    const calls = api([frost]);
    renderAdmin(<NotificationsScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    expect(screen.getByLabelText('Text, Dutch')).toHaveProperty(
      'value',
      '<p>Vorst: de baan opent om 11:00.</p>',
    );
    fireEvent.change(screen.getByLabelText('Text, French'), {
      target: { value: '<p>Gel : ouverture à 11h.</p>' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save notification' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      content: frost.content,
      translations: { nl: frost.translations.nl, fr: '<p>Gel : ouverture à 11h.</p>', de: '' },
    });
  });
});
