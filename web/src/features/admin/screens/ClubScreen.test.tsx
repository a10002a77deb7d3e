// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminClubDetails, ClubDetails } from '../../../../../common/api/club';
import { club as seededClub } from '../../../../../common/config/club';
import { type FakeCall, fakeApi, jsonResponse, renderAdmin } from '../test/renderAdmin';
import { ClubScreen } from './ClubScreen';

const seeded: AdminClubDetails = {
  version: 1,
  club: seededClub,
  updatedAt: '2026-11-20T09:00:00.000Z',
  updatedBy: 'seed',
};

/** The admin API of the club's details: the seeded ones, and a PUT answered by `put` (saved as sent). */
function api(put?: (call: FakeCall) => Response) {
  let current = seeded;
  return fakeApi({
    'GET /api/v1/admin/club': () => jsonResponse(current),
    'PUT /api/v1/admin/club': (call) => {
      if (put) return put(call);
      const { version, club } = call.body as { version: number; club: ClubDetails };
      current = {
        version: version + 1,
        club,
        updatedAt: new Date().toISOString(),
        updatedBy: 'me@example.org',
      };
      return jsonResponse(current);
    },
  });
}

/** A colleague's version, published while this screen was open. */
const theirs: AdminClubDetails = {
  version: 2,
  club: { ...seededClub, name: 'Their Club' },
  updatedAt: '2026-11-27T08:15:00.000Z',
  updatedBy: 'captain@example.org',
};

/** The server's 409 to a save or restore made on an older version than theirs. */
const refusedAsStale = () =>
  jsonResponse(
    {
      message:
        'captain@example.org saved a newer version at 2026-11-27T08:15:00.000Z: reload to see their change before saving yours.',
      version: theirs.version,
      updatedBy: theirs.updatedBy,
      updatedAt: theirs.updatedAt,
    },
    409,
  );

const field = (label: string) => screen.getByLabelText(label, { exact: false }) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
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

describe('the Club details screen', () => {
  it('shows the details, says they are the sample ones, and publishes a change at once', async () => {
    const calls = api();
    renderAdmin(<ClubScreen />);
    expect(await screen.findByText(/sample details of a new site/)).toBeTruthy();
    expect(field('Club name').value).toBe('Royal Links Golf Club');
    expect(field('Country code').value).toBe('BE');
    type('Club name', '  Golf des Dunes ');
    type('Telephone', '+33 3 28 00 00 00');
    type('Country code', 'fr');
    expect(saveStatus()).toBe('Unsaved changes');
    publish();
    await waitFor(() => expect(saveStatus()).toMatch(/^✓Published at \d\d:\d\d\. The site shows it now\.$/));
    expect(puts(calls).at(-1)?.body).toEqual({
      version: 1,
      club: {
        ...seededClub,
        name: 'Golf des Dunes',
        phone: '+33 3 28 00 00 00',
        address: { ...seededClub.address, countryCode: 'FR' },
      },
    });
    expect(screen.getByText(/^Last published by me@example\.org on /)).toBeTruthy();
  });

  it('edits the tagline in the four languages, saying which ones show the English', async () => {
    const calls = api();
    renderAdmin(<ClubScreen />);
    await screen.findByText(/sample details/);
    const tagline = screen.getByRole('group', { name: 'Tagline' });
    const version = (language: string) =>
      within(tagline).getByLabelText(`Tagline, ${language}`) as HTMLInputElement;
    expect(version('English').value).toBe('Links golf in the dunes of the Belgian coast.');
    expect(version('German').value).toBe('Linksgolf in den Dünen der belgischen Küste.');
    expect(within(tagline).queryByText('Missing: falls back to English')).toBeNull();

    fireEvent.change(version('Dutch'), { target: { value: 'Golf tussen duinen en zee.' } });
    fireEvent.change(version('French'), { target: { value: '' } });
    expect(within(tagline).getAllByText('Missing: falls back to English')).toHaveLength(1);
    publish();
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    const sent = puts(calls)[0]?.body as { club: ClubDetails } | undefined;
    expect(sent?.club.tagline).toEqual({
      ...seededClub.tagline,
      nl: 'Golf tussen duinen en zee.',
      fr: '',
    });
  });

  it('marks a field the schema refuses with its message, and sends nothing', async () => {
    const calls = api();
    renderAdmin(<ClubScreen />);
    await screen.findByText(/sample details/);
    type('Telephone', '050 12 34 56');
    type('Members site', 'http://members.example.org');
    publish();
    expect(
      await screen.findByText('Enter the telephone number with its country code, such as +32 50 00 00 00.'),
    ).toBeTruthy();
    expect(field('Telephone').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter a full web address, starting with https://.')).toBeTruthy();
    expect(puts(calls)).toHaveLength(0);
  });

  it('links the map point typed to OpenStreetMap, and only while both numbers are on the globe', async () => {
    api();
    renderAdmin(<ClubScreen />);
    await screen.findByText(/sample details/);
    const link = () => screen.queryByRole('link', { name: /View this point on OpenStreetMap/ });
    expect(link()?.getAttribute('href')).toBe(
      'https://www.openstreetmap.org/?mlat=51.3300&mlon=3.2500#map=14/51.3300/3.2500',
    );
    type('Latitude', '50.85');
    type('Longitude', '-1.5');
    expect(link()?.getAttribute('href')).toBe(
      'https://www.openstreetmap.org/?mlat=50.8500&mlon=-1.5000#map=14/50.8500/-1.5000',
    );
    type('Latitude', '95');
    expect(link()).toBeNull();
  });

  it('adds and removes social links, a new one on a network not yet listed', async () => {
    const calls = api();
    renderAdmin(<ClubScreen />);
    await screen.findByText(/sample details/);
    const social = screen.getByRole('group', { name: 'Social media' });
    fireEvent.click(within(social).getByRole('button', { name: 'Add a social link' }));
    const second = within(social).getByRole('group', { name: 'Social link 2' });
    expect((within(second).getByLabelText('Network') as HTMLSelectElement).value).toBe('facebook');
    await waitFor(() => expect(document.activeElement).toBe(within(second).getByLabelText('Address')));
    fireEvent.change(within(second).getByLabelText('Address'), {
      target: { value: 'https://www.facebook.com/dunes' },
    });
    fireEvent.click(within(social).getByRole('button', { name: 'Remove: Social link 1' }));
    expect(within(social).getByText('Social link 1 removed. Publish to take it off the site.')).toBeTruthy();
    publish();
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    const sent = puts(calls)[0]?.body as { club: ClubDetails } | undefined;
    expect(sent?.club.socialLinks).toEqual([{ network: 'facebook', url: 'https://www.facebook.com/dunes' }]);
  });

  it('names who published first when a save comes too late, and loads their version on request', async () => {
    let refused = false;
    const calls = fakeApi({
      'GET /api/v1/admin/club': () => jsonResponse(refused ? theirs : seeded),
      'PUT /api/v1/admin/club': () => {
        refused = true;
        return refusedAsStale();
      },
    });
    renderAdmin(<ClubScreen />);
    await screen.findByText(/sample details/);
    type('Club name', 'My Club');
    publish();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Someone published the club details before you')).toBeTruthy();
    expect(
      within(alert).getByText(
        /^captain@example\.org published them on .*2026.*\. Your changes are not published yet\.$/,
      ),
    ).toBeTruthy();
    expect(saveStatus()).toMatch(/^!Not published: captain@example\.org saved a newer version/);
    fireEvent.click(within(alert).getByRole('button', { name: /Load their version/ }));
    await waitFor(() => expect(field('Club name').value).toBe('Their Club'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText(/^Last published by captain@example\.org on /)).toBeTruthy();
    expect(puts(calls)).toHaveLength(1);
  });

  it('refuses a restore someone else’s save beat, naming them, and loads their version on request', async () => {
    let refused = false;
    const calls = fakeApi({
      'GET /api/v1/admin/club': () => jsonResponse(refused ? theirs : seeded),
      'GET /api/v1/admin/club/revisions': () =>
        jsonResponse({
          revisions: [3, 2, 1].map((n) => ({
            n,
            createdAt: '2026-11-20T09:00:00.000Z',
            createdBy: 'seed',
            summary: `Change ${n}`,
            restoredFrom: null,
          })),
        }),
      'POST /api/v1/admin/club/revisions/2/restore': () => {
        refused = true;
        return refusedAsStale();
      },
    });
    renderAdmin(<ClubScreen />);
    await screen.findByText(/sample details/);
    fireEvent.click(screen.getByRole('button', { name: 'Show the history' }));
    const second = await screen.findByRole('article', { name: 'Revision 2' });
    fireEvent.click(within(second).getByRole('button', { name: 'Restore: Revision 2' }));
    expect(
      within(second).getByText(
        'Publish the club details as they were in revision 2? Every page shows them within seconds.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(second).getByRole('button', { name: 'Yes, restore it' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Someone published the club details before you')).toBeTruthy();
    expect(saveStatus()).toMatch(/^!Not published: captain@example\.org saved a newer version/);
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([{ version: 1 }]);
    fireEvent.click(within(alert).getByRole('button', { name: /Load their version/ }));
    await waitFor(() => expect(field('Club name').value).toBe('Their Club'));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
