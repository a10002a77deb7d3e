import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, jsonResponse, noContent, renderAdmin } from '../test/renderAdmin';
import { LunchMenuScreen } from './LunchMenuScreen';

const MISSING = 'Missing: falls back to English';

function api(stored: { content: string; translations: { nl: string; fr: string; de: string } } | null) {
  return fakeApi({
    'GET /api/v1/admin/websitecontent/menu': () =>
      stored
        ? jsonResponse(stored)
        : jsonResponse({ message: 'No website content with the key "menu".' }, 404),
    'PUT /api/v1/admin/websitecontent/menu': () => noContent(),
  });
}

const menuGroup = () => screen.findByRole('group', { name: 'Lunch menu' });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save lunch menu' }));

beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  vi.spyOn(document, 'cookie', 'get').mockReturnValue('XSRF-TOKEN=token-123');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the lunch menu in four languages', () => {
  it('shows English, Dutch, French and German side by side, each missing one marked', async () => {
    api({
      content: 'Soup of the day\nFish of the day',
      translations: { nl: 'Soep van de dag', fr: '', de: ' ' },
    });
    renderAdmin(<LunchMenuScreen />);
    const group = await menuGroup();
    const fields = within(group).getAllByRole('textbox');
    expect(fields.map((field) => [field.getAttribute('name'), field.getAttribute('lang')])).toEqual([
      ['menu', 'en'],
      ['menu-nl', 'nl'],
      ['menu-fr', 'fr'],
      ['menu-de', 'de'],
    ]);
    expect(within(group).getByLabelText('Lunch menu, English')).toHaveProperty(
      'value',
      'Soup of the day\nFish of the day',
    );
    expect(within(group).getByLabelText('Lunch menu, Dutch')).toHaveProperty('value', 'Soep van de dag');
    // French is empty and German only a space: both show the English on the site.
    const marks = within(group).getAllByText(MISSING);
    expect(marks).toHaveLength(2);
    for (const language of ['French', 'German']) {
      const field = within(group).getByLabelText(`Lunch menu, ${language}`);
      const described = field.getAttribute('aria-describedby') ?? '';
      expect(marks.map((mark) => mark.id)).toContain(described);
    }
    expect(within(group).getByLabelText('Lunch menu, Dutch').getAttribute('aria-describedby')).toBeNull();
    expect(within(group).getByLabelText('Lunch menu, English').getAttribute('aria-describedby')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('No unsaved changes');
  });

  it('starts empty, every other language missing, when there is no menu yet', async () => {
    api(null);
    renderAdmin(<LunchMenuScreen />);
    const group = await menuGroup();
    for (const field of within(group).getAllByRole('textbox')) expect(field).toHaveProperty('value', '');
    expect(within(group).getAllByText(MISSING)).toHaveLength(3);
  });

  it('saves the four texts in one request, and the marks follow what is typed', async () => {
    const calls = api({
      content: 'Soup of the day',
      translations: { nl: 'Soep van de dag', fr: '', de: '' },
    });
    renderAdmin(<LunchMenuScreen />);
    const group = await menuGroup();
    fireEvent.change(within(group).getByLabelText('Lunch menu, French'), {
      target: { value: 'Soupe du jour' },
    });
    fireEvent.change(within(group).getByLabelText('Lunch menu, Dutch'), { target: { value: '' } });
    expect(within(group).getAllByText(MISSING)).toHaveLength(2);
    expect(within(group).getByLabelText('Lunch menu, French').getAttribute('aria-describedby')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Unsaved changes');
    save();
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/^✓Saved at \d\d:\d\d\./));
    const puts = calls.filter((call) => call.method === 'PUT');
    expect(puts).toHaveLength(1);
    expect(puts[0]?.body).toEqual({
      content: 'Soup of the day',
      translations: { nl: '', fr: 'Soupe du jour', de: '' },
    });
    expect(puts[0]?.headers.get('X-XSRF-TOKEN')).toBe('token-123');
  });

  it('guards a change to one language until it is saved or typed back', async () => {
    api({ content: 'Soup of the day', translations: { nl: '', fr: '', de: '' } });
    renderAdmin(<LunchMenuScreen />);
    const german = await screen.findByLabelText('Lunch menu, German');
    fireEvent.change(german, { target: { value: 'Tagessuppe' } });
    expect(screen.getByRole('status').textContent).toBe('Unsaved changes');
    fireEvent.change(german, { target: { value: '' } });
    expect(screen.getByRole('status').textContent).toBe('No unsaved changes');
  });
});
