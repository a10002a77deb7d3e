// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RevisionSummary } from '../../../../../common/api/documents';
import type { AdminMarks, MarksDocument } from '../../../../../common/api/marks';
import { altTexts, testMediaItem } from '../components/media/testMedia';
import { formatDateTime } from '../lib/dateTime';
import { type FakeCall, fakeApi, jsonResponse, renderAdmin } from '../test/renderAdmin';
import { MarksScreen } from './MarksScreen';

const texts = (en: string, nl = '', fr = '', de = '') => ({ en, nl, fr, de });

const seededMarks: MarksDocument = {
  awards: [
    {
      name: texts('Sample Links Award', 'Voorbeeld Links Award'),
      year: 2024,
      mediaId: 'award-links',
      link: '',
    },
    { name: texts('Sample Ecology Certificate'), year: 2023, mediaId: 'award-ecology', link: '' },
  ],
  brands: [
    { name: 'Dune Forge', category: texts('Clubs'), mediaId: 'brand-dune-forge', link: '' },
    { name: 'Marram & Sons', category: texts('Knitwear', 'Breigoed'), mediaId: 'brand-marram', link: '' },
  ],
};

const seeded: AdminMarks = {
  version: 1,
  marks: seededMarks,
  updatedAt: '2026-11-20T09:00:00.000Z',
  updatedBy: 'seed',
};

const drawing = (id: string, alt: string) =>
  testMediaItem(id, {
    originalName: `${id}.svg`,
    variants: [{ file: `/art/${id}.svg`, format: 'svg', width: 240 }],
    alt: altTexts(alt),
    createdBy: 'seed',
    usedBy: ['marks'],
  });

const library = [
  testMediaItem('media-geo', { originalName: 'geo-certified.png', alt: altTexts('GEO Certified logo') }),
  drawing('award-links', 'A round badge with a pin flag'),
  drawing('award-ecology', 'A round badge with a leaf'),
  drawing('brand-dune-forge', 'Dune Forge'),
  drawing('brand-marram', 'Marram & Sons'),
];

/** The admin API of the marks and the library: the seeded marks, and a PUT answered by `put` (saved as sent). */
function api(put?: (call: FakeCall) => Response) {
  let current = seeded;
  return fakeApi({
    'GET /api/v1/admin/media': () => jsonResponse({ media: library }),
    'GET /api/v1/admin/marks': () => jsonResponse(current),
    'PUT /api/v1/admin/marks': (call) => {
      if (put) return put(call);
      const { version, marks } = call.body as { version: number; marks: MarksDocument };
      current = {
        version: version + 1,
        marks,
        updatedAt: new Date().toISOString(),
        updatedBy: 'me@example.org',
      };
      return jsonResponse(current);
    },
  });
}

const list = (name: string) => screen.getByRole('region', { name });
const awards = () => list('Award marks (home page)');
const brands = () => list('Brand marks (golf shop)');
const mark = (region: HTMLElement, name: string) => within(region).getByRole('group', { name });
const input = (scope: HTMLElement, label: string) => within(scope).getByLabelText(label) as HTMLInputElement;
const type = (scope: HTMLElement, label: string, value: string) =>
  fireEvent.change(input(scope, label), { target: { value } });
const publish = () => fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
const puts = (calls: FakeCall[]) => calls.filter((call) => call.method === 'PUT');
const saveStatus = () => document.querySelector('.admin-save-bar [role="status"]')?.textContent;

beforeEach(() => {
  vi.spyOn(document, 'cookie', 'get').mockReturnValue('XSRF-TOKEN=token-123');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the Awards and brands screen', () => {
  it('shows both lists with each mark’s name, picture and link, and says they are the samples', async () => {
    api();
    renderAdmin(<MarksScreen />);
    expect(await screen.findByText(/sample marks of a new site/)).toBeTruthy();
    const first = mark(awards(), 'Award 1');
    expect(input(first, 'Name, English').value).toBe('Sample Links Award');
    expect(input(first, 'Name, Dutch').value).toBe('Voorbeeld Links Award');
    expect(input(first, 'Year awarded (optional)').value).toBe('2024');
    expect(input(first, 'Link (optional)').value).toBe('');
    const chosen = await within(first).findByRole('list', { name: 'Chosen' });
    expect(chosen.textContent).toBe('A round badge with a pin flagRemove A round badge with a pin flag');
    const marram = mark(brands(), 'Brand 2');
    expect(input(marram, 'Brand name').value).toBe('Marram & Sons');
    expect(input(marram, 'What the shop sells of it, Dutch').value).toBe('Breigoed');
    // A language left empty is marked: the site shows the English.
    expect(within(marram).getAllByText('Missing: falls back to English')).toHaveLength(2);
  });

  it('publishes the lists as staff edited them: a name changed, a mark moved, one removed, one added', async () => {
    const calls = api();
    renderAdmin(<MarksScreen />);
    await screen.findByText(/sample marks/);
    type(mark(awards(), 'Award 2'), 'Name, French', 'Certificat écologique');
    type(mark(awards(), 'Award 2'), 'Year awarded (optional)', '');
    fireEvent.click(within(awards()).getByRole('button', { name: 'Move up: Award 2' }));
    expect(within(awards()).getByRole('status').textContent).toBe(
      'Award 2, Sample Ecology Certificate moved to place 1 of 2.',
    );
    expect(input(mark(awards(), 'Award 1'), 'Name, English').value).toBe('Sample Ecology Certificate');
    // At the top it cannot move up again: the keyboard stays on the mark, on Move down.
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(awards()).getByRole('button', { name: 'Move down: Award 1' }),
      ),
    );

    fireEvent.click(within(brands()).getByRole('button', { name: 'Remove: Brand 1' }));
    expect(within(brands()).getByRole('status').textContent).toBe('Brand 1, Dune Forge removed.');
    fireEvent.click(within(brands()).getByRole('button', { name: 'Add a brand' }));
    const added = mark(brands(), 'Brand 2');
    await waitFor(() => expect(document.activeElement).toBe(input(added, 'Brand name')));
    type(added, 'Brand name', '  Links Leather Co. ');
    type(added, 'What the shop sells of it, English', 'Gloves');
    type(added, 'Link (optional)', 'https://leather.example/');
    fireEvent.click(await within(added).findByRole('radio', { name: /GEO Certified logo/ }));

    expect(saveStatus()).toBe('Unsaved changes');
    publish();
    await waitFor(() => expect(saveStatus()).toMatch(/^✓Published at \d\d:\d\d\. The site shows it now\.$/));
    expect(puts(calls).at(-1)?.body).toEqual({
      version: 1,
      marks: {
        awards: [
          {
            name: texts('Sample Ecology Certificate', '', 'Certificat écologique'),
            year: null,
            mediaId: 'award-ecology',
            link: '',
          },
          seededMarks.awards[0],
        ],
        brands: [
          seededMarks.brands[1],
          {
            name: 'Links Leather Co.',
            category: texts('Gloves'),
            mediaId: 'media-geo',
            link: 'https://leather.example/',
          },
        ],
      },
    });
    expect(screen.getByText(/^Last published by me@example\.org on /)).toBeTruthy();
  });

  it('marks what the schema refuses with its message, and sends nothing', async () => {
    const calls = api();
    renderAdmin(<MarksScreen />);
    await screen.findByText(/sample marks/);
    fireEvent.click(within(awards()).getByRole('button', { name: 'Add an award' }));
    const added = mark(awards(), 'Award 3');
    type(added, 'Year awarded (optional)', '24');
    type(mark(awards(), 'Award 1'), 'Link (optional)', 'javascript:alert(1)');
    publish();
    expect(await within(added).findByText('Enter the award’s name in English.')).toBeTruthy();
    expect(within(added).getByText('Enter a year from 1850 to 2200, or leave it empty.')).toBeTruthy();
    expect(within(added).getByText('Choose the mark’s picture from the media library.')).toBeTruthy();
    expect(
      within(mark(awards(), 'Award 1')).getByText(
        'Enter a full web address, starting with https://, or leave it empty.',
      ),
    ).toBeTruthy();
    expect(input(added, 'Name, English').getAttribute('aria-invalid')).toBe('true');
    expect(puts(calls)).toHaveLength(0);
  });

  it('names who published first when a save comes too late, and loads their version on request', async () => {
    const theirs: AdminMarks = {
      version: 2,
      marks: { ...seededMarks, brands: [] },
      updatedAt: '2026-11-27T08:15:00.000Z',
      updatedBy: 'captain@example.org',
    };
    let refused = false;
    const calls = fakeApi({
      'GET /api/v1/admin/media': () => jsonResponse({ media: library }),
      'GET /api/v1/admin/marks': () => jsonResponse(refused ? theirs : seeded),
      'PUT /api/v1/admin/marks': () => {
        refused = true;
        return jsonResponse(
          {
            message:
              'captain@example.org saved a newer version at 2026-11-27T08:15:00.000Z: reload to see their change before saving yours.',
            version: 2,
            updatedBy: 'captain@example.org',
            updatedAt: '2026-11-27T08:15:00.000Z',
          },
          409,
        );
      },
    });
    renderAdmin(<MarksScreen />);
    await screen.findByText(/sample marks/);
    type(mark(brands(), 'Brand 1'), 'Brand name', 'Dune Forge Ltd');
    publish();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Someone published the marks before you')).toBeTruthy();
    expect(saveStatus()).toMatch(/^!Not published: captain@example\.org saved a newer version/);
    fireEvent.click(within(alert).getByRole('button', { name: /Load their version/ }));
    await waitFor(() =>
      expect(within(brands()).getByText('No brand marks: the golf shop shows no brands.')).toBeTruthy(),
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(puts(calls)).toHaveLength(1);
  });

  it('lists the revisions once asked, and publishes an earlier one again after asking', async () => {
    const current: AdminMarks = {
      version: 2,
      marks: { ...seededMarks, brands: [] },
      updatedAt: '2026-11-27T08:15:00.000Z',
      updatedBy: 'captain@example.org',
    };
    const revisions: RevisionSummary[] = [
      {
        n: 2,
        createdAt: '2026-11-27T08:15:00.000Z',
        createdBy: 'captain@example.org',
        summary: 'Changed the brand marks',
        restoredFrom: null,
      },
      {
        n: 1,
        createdAt: '2026-11-20T09:00:00.000Z',
        createdBy: 'seed',
        summary: 'The sample award and brand marks of a new site',
        restoredFrom: null,
      },
    ];
    const calls = fakeApi({
      'GET /api/v1/admin/media': () => jsonResponse({ media: library }),
      'GET /api/v1/admin/marks': () => jsonResponse(current),
      'GET /api/v1/admin/marks/revisions': () => jsonResponse({ revisions }),
      'POST /api/v1/admin/marks/revisions/1/restore': () =>
        jsonResponse({ ...seeded, version: 3, updatedBy: 'me@example.org' }),
    });
    renderAdmin(<MarksScreen />);
    await screen.findByText(/^Last published by captain@example\.org/);
    const history = screen.getByRole('region', { name: 'History' });
    // Read only once opened.
    expect(calls.filter((call) => call.url.endsWith('/revisions'))).toHaveLength(0);
    fireEvent.click(within(history).getByRole('button', { name: 'Show the history' }));
    const latest = await within(history).findByRole('article', { name: /^Revision 2/ });
    expect(latest.textContent).toContain('On the site now');
    expect(latest.textContent).toContain(
      `Published by captain@example.org, ${formatDateTime('2026-11-27T08:15:00.000Z')}.`,
    );
    expect(within(latest).queryByRole('button', { name: /Restore/ })).toBeNull();

    type(mark(awards(), 'Award 1'), 'Name, French', 'Prix des liens');
    const first = within(history).getByRole('article', { name: 'Revision 1' });
    expect(first.textContent).toContain('Published by the site’s installation');
    fireEvent.click(within(first).getByRole('button', { name: 'Restore: Revision 1' }));
    expect(
      within(first).getByText(
        'Publish the marks as they were in revision 1? The home page and the golf shop show them within seconds. Your unsaved changes are replaced by it.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(first).getByRole('button', { name: 'Yes, restore it' }));
    await waitFor(() => expect(saveStatus()).toMatch(/^✓Published at \d\d:\d\d\. The site shows it now\.$/));
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([{ version: 2 }]);
    expect(input(mark(brands(), 'Brand 2'), 'Brand name').value).toBe('Marram & Sons');
    expect(input(mark(awards(), 'Award 1'), 'Name, French').value).toBe('');
    expect(screen.getByText(/^Last published by me@example\.org on /)).toBeTruthy();
  });
});
