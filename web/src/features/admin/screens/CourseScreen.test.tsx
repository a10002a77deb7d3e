import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminCourse, CourseDocument, SaveCourseBody } from '../../../../../common/api/holes';
import { seedCourse } from '../../../../../common/config/course';
import { AdminApp } from '../components/AdminApp';
import { altTexts, testMediaItem } from '../components/media/testMedia';
import { type FakeCall, fakeApi, jsonResponse, renderAdmin } from '../test/renderAdmin';

const COURSE = '/api/v1/admin/course';

const stored = (course: CourseDocument = seedCourse, version = 3): AdminCourse => ({
  version,
  course,
  updatedAt: '2026-11-20T09:15:00.000Z',
  updatedBy: 'desk@example.org',
});

/** The admin with GET/PUT /admin/course; PUT answers `onPut`, by default the saved course one version on. */
function serve(
  answers: AdminCourse[] = [stored()],
  onPut: (call: FakeCall) => Response = (call) => {
    const body = call.body as SaveCourseBody;
    return jsonResponse({ ...stored(body.course, body.version + 1), updatedBy: 'me@example.org' });
  },
) {
  let gets = 0;
  return fakeApi({
    'GET /api/v1/auth/me': () => jsonResponse({ email: 'me@example.org', role: 'staff' }),
    [`GET ${COURSE}`]: () => jsonResponse(answers[Math.min(gets++, answers.length - 1)]),
    [`PUT ${COURSE}`]: onPut,
    'GET /api/v1/admin/notifications': () => jsonResponse([]),
    'GET /api/v1/admin/media': () =>
      jsonResponse({ media: [testMediaItem('plan-4', { alt: altTexts('Plan of the fourth hole') })] }),
  });
}

const puts = (calls: FakeCall[]) => calls.filter((c) => c.method === 'PUT');
const sent = (calls: FakeCall[]) => puts(calls).at(-1)?.body as SaveCourseBody | undefined;
const hole = (number: number) => screen.getByRole('group', { name: `Hole ${number}` });
const pickHole = (number: number) =>
  fireEvent.click(
    within(screen.getByRole('group', { name: 'Hole to edit' })).getByRole('radio', {
      name: new RegExp(`^${number}`),
    }),
  );
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save and publish' }));

async function openCourse() {
  renderAdmin(
    <Routes>
      <Route path="/admin/*" element={<AdminApp />} />
    </Routes>,
    '/admin/course',
  );
  expect(await screen.findByRole('heading', { level: 1, name: 'Course' })).toBeTruthy();
  await screen.findByRole('group', { name: 'Hole 1' });
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

describe('the Course screen', () => {
  it('shows the tees and one hole at a time, each text in four languages', async () => {
    serve();
    await openCourse();
    expect(
      screen.getByText('Last saved by desk@example.org on Nov 20, 2026, 09:15.', { exact: false }),
    ).toBeTruthy();
    const tee2 = screen.getByRole('group', { name: 'Tee 2' });
    expect(
      (within(tee2).getByRole('textbox', { name: 'Name of tee 2, Dutch' }) as HTMLInputElement).value,
    ).toBe('Geel');
    expect((within(tee2).getByLabelText('Course rating') as HTMLInputElement).value).toBe('70.8');
    expect(
      (within(hole(1)).getByRole('textbox', { name: 'Name of hole 1, English' }) as HTMLInputElement).value,
    ).toBe('Zeewind');
    expect((within(hole(1)).getByRole('radio', { name: '4' }) as HTMLInputElement).checked).toBe(true);
    pickHole(4);
    const description = within(hole(4)).getByRole('textbox', { name: 'Description of hole 4, French' });
    expect((description as HTMLTextAreaElement).value).toMatch(/^Le trou le plus difficile/);
    expect((within(hole(4)).getByLabelText('From White') as HTMLInputElement).value).toBe('418');
    expect(screen.queryByRole('group', { name: 'Hole 1' })).toBeNull();
  });

  it('saves a Dutch description with the version it was loaded on', async () => {
    const calls = serve();
    await openCourse();
    pickHole(4);
    fireEvent.change(within(hole(4)).getByRole('textbox', { name: 'Description of hole 4, Dutch' }), {
      target: { value: 'Een nieuwe beschrijving van de Duinpan.' },
    });
    const plan = within(hole(4)).getByText('Plan drawing').closest('details') as HTMLDetailsElement;
    expect(within(plan).getByText('the site’s own')).toBeTruthy();
    fireEvent.click(within(plan).getByText('Plan drawing'));
    fireEvent.click(await within(plan).findByRole('radio', { name: /Plan of the fourth hole/ }));
    expect(within(plan).getByText('plan-4', { selector: '.course-media__state' })).toBeTruthy();
    save();
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    const body = sent(calls);
    expect(body?.version).toBe(3);
    expect(body?.course.holes[3]?.description.nl).toBe('Een nieuwe beschrijving van de Duinpan.');
    expect(body?.course.holes[3]?.plan).toBe('plan-4');
    expect(body?.course.holes[3]?.picture).toBeNull();
    expect(body?.course.holes[0]).toEqual(seedCourse.holes[0]);
    expect(await screen.findByText(/Last saved by me@example.org/)).toBeTruthy();
    // The next save is made on the version the server answered.
    fireEvent.change(within(hole(4)).getByLabelText('Stroke index', { exact: false }), {
      target: { value: '1' },
    });
    save();
    await waitFor(() => expect(puts(calls)).toHaveLength(2));
    expect(sent(calls)?.version).toBe(4);
  });

  it("refuses what the server's schema refuses before sending, and marks the hole to fix", async () => {
    const calls = serve();
    await openCourse();
    pickHole(6);
    fireEvent.change(within(hole(6)).getByLabelText('Stroke index', { exact: false }), {
      target: { value: '1' },
    });
    pickHole(2);
    save();
    // The hole with the problem comes into view, with the message beside its field.
    expect(await screen.findByText(/Stroke index 1 is given to holes 4 and 6/)).toBeTruthy();
    expect(
      within(hole(6)).getByLabelText('Stroke index', { exact: false }).getAttribute('aria-invalid'),
    ).toBe('true');
    expect(screen.getByText('Fix these holes before saving: 6.')).toBeTruthy();
    expect(screen.getByRole('radio', { name: /^6.*has a field to fix/ })).toBeTruthy();
    expect(puts(calls)).toHaveLength(0);
  });

  it('adds a tee with the lengths of the last one, and removes it with its lengths', async () => {
    const calls = serve();
    await openCourse();
    fireEvent.click(screen.getByRole('button', { name: 'Add a tee' }));
    const tee5 = screen.getByRole('group', { name: 'Tee 5' });
    fireEvent.change(within(tee5).getByRole('textbox', { name: 'Name of tee 5, English' }), {
      target: { value: 'Orange' },
    });
    expect((within(hole(1)).getByLabelText('From Orange') as HTMLInputElement).value).toBe('296');
    save();
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    const body = sent(calls);
    expect(body?.course.tees.map((tee) => tee.id)).toEqual(['white', 'yellow', 'blue', 'red', 'tee-5']);
    expect(body?.course.holes.every((h) => h.lengths['tee-5'] === h.lengths.red)).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Remove tee 2 and its lengths' }));
    save();
    await waitFor(() => expect(puts(calls)).toHaveLength(2));
    const after = sent(calls);
    expect(after?.course.tees.map((tee) => tee.id)).toEqual(['white', 'blue', 'red', 'tee-5']);
    expect(after?.course.holes.some((h) => 'yellow' in h.lengths)).toBe(false);
  });

  it('names who saved first when the save is refused as stale, and loads their version on request', async () => {
    const theirs = structuredClone(seedCourse);
    const white = theirs.tees[0];
    if (white) white.courseRating = 71.9;
    const calls = serve([stored(), { ...stored(theirs, 4), updatedBy: 'greenkeeper@example.org' }], () =>
      jsonResponse(
        {
          message:
            'greenkeeper@example.org saved a newer version at 2026-11-27T08:00:00.000Z: reload to see their change before saving yours.',
          version: 4,
          updatedBy: 'greenkeeper@example.org',
          updatedAt: '2026-11-27T08:00:00.000Z',
        },
        409,
      ),
    );
    await openCourse();
    fireEvent.change(within(hole(1)).getByRole('textbox', { name: 'Name of hole 1, French' }), {
      target: { value: 'Vent de mer' },
    });
    save();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(/greenkeeper@example.org saved it on Nov 27, 2026/)).toBeTruthy();
    // Nothing is dropped until asked.
    expect(
      (within(hole(1)).getByRole('textbox', { name: 'Name of hole 1, French' }) as HTMLInputElement).value,
    ).toBe('Vent de mer');
    fireEvent.click(within(alert).getByRole('button', { name: /Load their version/ }));
    await waitFor(() =>
      expect(
        (
          screen
            .getByRole('group', { name: 'Tee 1' })
            .querySelector('input[type="number"]') as HTMLInputElement
        ).value,
      ).toBe('71.9'),
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(
      (within(hole(1)).getByRole('textbox', { name: 'Name of hole 1, French' }) as HTMLInputElement).value,
    ).toBe('Zeewind');
    expect(calls.filter((c) => c.method === 'GET' && c.url === COURSE)).toHaveLength(2);
  });
});
