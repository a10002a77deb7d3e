// @vitest-environment jsdom
// happy-dom builds these buttons' accessible names from their parts (an aria-hidden arrow, a visually hidden name) otherwise than a browser does; jsdom as a browser does.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BoardScreen } from '../screens/BoardScreen';
import { fakeApi, jsonResponse, noContent, renderAdmin, sentContent } from '../test/renderAdmin';

const board = [
  { category: 'Board of Directors', title: 'President', name: 'Jan Janssens', image: 'board-president.svg' },
  { category: 'Board of Directors', title: 'Secretary', name: 'Luc Maes', image: 'board-secretary.svg' },
  { category: 'Sports Committee', title: 'Captain', image: 'board-captain.svg' },
];

function api() {
  return fakeApi({
    'GET /api/v1/websitecontent/bod-page-data': () => jsonResponse({ content: JSON.stringify(board) }),
    'PUT /api/v1/admin/websitecontent/bod-page-data': () => noContent(),
  });
}

/** The English titles of the member cards, in their order on screen. */
const titles = () =>
  screen.getAllByLabelText('Title, English').map((input) => (input as HTMLInputElement).value);
/** A member's card, by the title its Edit button names. */
const cardOf = (title: string) =>
  screen.getByRole('button', { name: `Edit: ${title}` }).closest('li') as HTMLElement;
const savedBoard = (calls: ReturnType<typeof api>) => {
  const put = calls.filter((c) => c.method === 'PUT').at(-1);
  return sentContent(put) as unknown[];
};
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save board' }));
const saved = () =>
  waitFor(() =>
    expect(document.querySelector('.admin-save-bar [role="status"]')?.textContent).toMatch(/^✓Saved at/),
  );

beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  vi.spyOn(document, 'cookie', 'get').mockReturnValue('XSRF-TOKEN=token-123');
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) =>
    setTimeout(() => callback(0), 0),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the board editor', () => {
  it('lists the members with their fields; the first cannot move up and the last cannot move down', async () => {
    api();
    renderAdmin(<BoardScreen />);
    await screen.findByRole('button', { name: 'Edit: President' });
    expect(titles()).toEqual(['President', 'Secretary', 'Captain']);
    // Closed, compact rows: the fields open with Edit.
    expect(screen.queryAllByRole('textbox', { name: /^Title/ })).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Edit: Secretary' }));
    expect(within(cardOf('Secretary')).getByLabelText('Title, English')).toHaveProperty('value', 'Secretary');
    expect(screen.getByRole('button', { name: 'Edit: Secretary' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    expect(screen.getByRole('button', { name: 'Move up: President' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Move down: Captain' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Move down: President' })).toHaveProperty('disabled', false);
  });

  it('reorders with up and down, announces the move, keeps focus on the moved card and saves that order', async () => {
    const calls = api();
    renderAdmin(<BoardScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'Move up: Captain' }));
    expect(titles()).toEqual(['President', 'Captain', 'Secretary']);
    expect(screen.getByText('Captain moved to place 2 of 3.')).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move up: Captain' })),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Move down: President' }));
    expect(titles()).toEqual(['Captain', 'President', 'Secretary']);
    save();
    await saved();
    expect(savedBoard(calls)).toEqual([board[2], board[0], board[1]]);
  });

  it('adds, edits and removes members; an empty name is left out of the JSON', async () => {
    const calls = api();
    renderAdmin(<BoardScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit: Secretary' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove: Secretary' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add member' }));
    const added = [...document.querySelectorAll<HTMLElement>('.admin-board__item')].at(-1) as HTMLElement;
    // The new member takes the category of the one before it.
    expect(within(added).getByRole('textbox', { name: 'Category' })).toHaveProperty(
      'value',
      'Sports Committee',
    );
    fireEvent.change(within(added).getByLabelText('Title, English'), {
      target: { value: ' Vice-Captain ' },
    });
    fireEvent.change(within(added).getByRole('textbox', { name: /Image file name/ }), {
      target: { value: 'board-vice-captain.svg' },
    });
    save();
    await saved();
    expect(savedBoard(calls)).toEqual([
      board[0],
      board[2],
      { category: 'Sports Committee', title: 'Vice-Captain', image: 'board-vice-captain.svg' },
    ]);
  });

  it('keeps titles and categories per language: each category once, blank ones left to the English', async () => {
    const calls = fakeApi({
      'GET /api/v1/websitecontent/bod-page-data': () =>
        jsonResponse({
          content: JSON.stringify([
            { ...board[0], translations: { nl: { category: 'Raad van Bestuur', title: 'Voorzitter' } } },
            board[1],
            board[2],
          ]),
        }),
      'PUT /api/v1/admin/websitecontent/bod-page-data': () => noContent(),
    });
    renderAdmin(<BoardScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit: Secretary' }));
    fireEvent.change(within(cardOf('Secretary')).getByLabelText('Title, French'), {
      target: { value: ' Secrétaire ' },
    });
    const categories = screen.getByRole('region', { name: 'Categories in other languages' });
    // Each category once, the Dutch name read from the member that had it.
    expect(within(categories).getByLabelText('Board of Directors, Dutch')).toHaveProperty(
      'value',
      'Raad van Bestuur',
    );
    expect(within(categories).queryByLabelText('Board of Directors, English')).toBeNull();
    fireEvent.change(within(categories).getByLabelText('Sports Committee, German'), {
      target: { value: 'Sportausschuss' },
    });
    save();
    await saved();
    expect(savedBoard(calls)).toEqual([
      {
        ...board[0],
        translations: { nl: { category: 'Raad van Bestuur', title: 'Voorzitter' } },
      },
      {
        ...board[1],
        translations: { nl: { category: 'Raad van Bestuur' }, fr: { title: 'Secrétaire' } },
      },
      { ...board[2], translations: { de: { category: 'Sportausschuss' } } },
    ]);
  });

  it('does not save a member without a title or image: the field is marked and focused', async () => {
    const calls = api();
    renderAdmin(<BoardScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add member' }));
    save();
    const title = screen.getAllByLabelText('Title, English').at(-1) as HTMLElement;
    expect(title.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect(screen.getByText('Please fill in title.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });
});
