// @vitest-environment jsdom
// happy-dom builds the block buttons' accessible names from their parts (an aria-hidden arrow, a visually hidden name) otherwise than a browser does; jsdom as a browser does. The text editor runs on jsdom too.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RevisionSummary } from '../../../../../common/api/documents';
import type { AdminPage, SavePageBody } from '../../../../../common/api/pages';
import { AdminApp } from '../components/AdminApp';
import { dresscodeContent, dresscodePage } from '../components/pages/pageFixtures';
import { formatDateTime } from '../lib/dateTime';
import { type FakeCall, fakeApi, jsonResponse, renderAdmin } from '../test/renderAdmin';

const PAGE = '/api/v1/admin/pages/dresscode';

/** The staff API of one page: GET answers what `current()` holds at the time, a save stores the draft. */
function serve(options: { current?: () => AdminPage; extra?: Parameters<typeof fakeApi>[0] } = {}) {
  let stored = dresscodePage();
  const current = options.current ?? (() => stored);
  return fakeApi({
    'GET /api/v1/auth/me': () => jsonResponse({ email: 'desk@example.org', role: 'staff' }),
    [`GET ${PAGE}`]: () => jsonResponse(current()),
    [`PUT ${PAGE}`]: (call) => {
      const { version, ...draft } = call.body as SavePageBody;
      stored = { ...stored, version: version + 1, hasDraft: true, updatedBy: 'desk@example.org', draft };
      return jsonResponse(stored);
    },
    [`POST ${PAGE}/publish`]: (call) => {
      const { version } = call.body as { version: number };
      stored = { ...stored, version: version + 1, hasDraft: false, published: stored.draft };
      return jsonResponse(stored);
    },
    ...options.extra,
  });
}

async function openEditor(view = '') {
  renderAdmin(
    <Routes>
      <Route path="/admin/*" element={<AdminApp />} />
    </Routes>,
    `/admin/pages/dresscode${view}`,
  );
  expect(await screen.findByRole('heading', { level: 1, name: 'Dress Code' })).toBeTruthy();
}

const calledWith = (calls: FakeCall[], method: string, url = PAGE) =>
  calls.filter((c) => c.method === method && c.url === url);
const status = () => document.querySelector('.admin-save-bar [role="status"]')?.textContent ?? '';
const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

/** Types into the text editor as a browser does: the text changes in the page, and the editor reads it. */
async function retype(editor: HTMLElement, before: string, after: string) {
  const text = within(editor).getByText(before).firstChild as Text;
  text.data = after;
  fireEvent.input(editor);
  await waitFor(() => expect(editor.textContent).toContain(after));
}

beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  vi.spyOn(document, 'cookie', 'get').mockReturnValue('XSRF-TOKEN=token-123');
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) =>
    setTimeout(() => callback(0), 0),
  );
  vi.stubGlobal('scrollTo', () => undefined);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the page editor', () => {
  it('marks what French leaves empty, saves French changes on the loaded version, then publishes', async () => {
    const calls = serve();
    await openEditor();
    expect(field('Page title, English').value).toBe('Dress Code');
    expect(screen.queryByText('Empty: shows the English text')).toBeNull();

    fireEvent.click(screen.getByRole('radio', { name: /^French/ }));
    expect(
      screen.getByText('2 texts of this page are empty in French: the page shows the English text there.'),
    ).toBeTruthy();
    const lead = field('Introduction, French');
    expect(lead.value).toBe('');
    expect(lead.getAttribute('aria-describedby')).toContain(
      screen.getAllByText('Empty: shows the English text')[0]?.parentElement?.id,
    );
    expect(screen.getByText('“Smart and comfortable.”')).toBeTruthy();

    fireEvent.change(field('Page title, French'), { target: { value: 'Tenue' } });
    const text = await screen.findByRole('textbox', { name: 'Text, French' });
    await retype(text, 'Polos à col pour tous.', 'Polos à col pour toutes et tous.');
    expect(status()).toBe('Unsaved changes');

    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(status()).toMatch(/^✓Draft saved at .*Visitors see it once you publish\.$/));
    const [put] = calledWith(calls, 'PUT');
    expect(put?.body).toEqual({
      ...dresscodeContent,
      version: 7,
      title: { ...dresscodeContent.title, fr: 'Tenue' },
      blocks: [
        dresscodeContent.blocks[0],
        {
          id: 'course-rules',
          kind: 'text',
          text: {
            en: '- Collared shirts for everyone.\n- Caps are worn peak forward.',
            nl: '',
            fr: '- Polos à col pour toutes et tous.\n- Les casquettes se portent visière vers l’avant.',
            de: '',
          },
        },
        dresscodeContent.blocks[2],
      ],
    });

    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(screen.getByText('Publish this page? Visitors see it within seconds.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Yes, publish' }));
    await waitFor(() => expect(status()).toMatch(/^✓Published at .*Visitors see it now\.$/));
    expect(calledWith(calls, 'POST', `${PAGE}/publish`).map((c) => c.body)).toEqual([{ version: 8 }]);
  });

  it('on a 409 names who saved first; reloading keeps the text aside, to be put back and saved', async () => {
    const theirs = dresscodePage({
      version: 9,
      hasDraft: true,
      updatedBy: 'ann@example.org',
      updatedAt: '2026-11-21T14:05:00.000Z',
      draft: { ...dresscodeContent, title: { ...dresscodeContent.title, en: 'What to wear' } },
    });
    let current = dresscodePage();
    const calls = serve({
      current: () => current,
      extra: {
        [`PUT ${PAGE}`]: (call) => {
          const { version, ...draft } = call.body as SavePageBody;
          if (version !== current.version) {
            return jsonResponse(
              {
                message: 'ann@example.org saved a newer version.',
                version: current.version,
                updatedBy: current.updatedBy,
                updatedAt: current.updatedAt,
              },
              409,
            );
          }
          current = { ...current, version: version + 1, hasDraft: true, draft };
          return jsonResponse(current);
        },
      },
    });
    await openEditor();
    // Ann saves while this form is open on version 7.
    current = theirs;
    fireEvent.change(field('Page title, English'), { target: { value: 'Dress rules' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      `ann@example.org saved a newer version at ${formatDateTime(theirs.updatedAt)}, so yours was not saved.`,
    );
    expect(alert.textContent).toContain('Your changes are still here.');
    expect(field('Page title, English').value).toBe('Dress rules');

    fireEvent.click(within(alert).getByRole('button', { name: 'Reload their version' }));
    await waitFor(() => expect(field('Page title, English').value).toBe('What to wear'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Their version is loaded')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Put my changes back' }));
    expect(field('Page title, English').value).toBe('Dress rules');
    expect(status()).toBe('Unsaved changes');
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(status()).toMatch(/^✓Draft saved at/));
    const [, second] = calledWith(calls, 'PUT');
    expect(second?.body).toMatchObject({ version: 9, title: { en: 'Dress rules' } });
  });

  it('moves blocks, removes one after asking, adds a heading, and keeps the feature card movable only', async () => {
    const calls = serve();
    await openEditor();
    const widget = screen.getByRole('group', { name: 'Block 3: Bar opening hours' });
    expect(within(widget).getByRole('link', { name: 'Opening hours' }).getAttribute('href')).toBe(
      '/admin/opening-hours',
    );
    expect(within(widget).queryByRole('button', { name: /^Remove/ })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Up: Block 3: Bar opening hours' }));
    expect(screen.getByText('Bar opening hours moved to place 2 of 3.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Remove: Block 3: Text' }));
    expect(screen.getByText(/Remove this Text block from the page\?/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Keep it' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove: Block 3: Text' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, remove it' }));
    expect(screen.queryByRole('group', { name: 'Block 3: Text' })).toBeNull();

    const end = screen.getByRole('group', { name: 'Add a block at the end' });
    fireEvent.click(within(end).getByRole('button', { name: /^Heading/ }));
    const added = screen.getByRole('group', { name: 'Block 3: Heading' });
    await waitFor(() => expect(document.activeElement).toBe(within(added).getByRole('heading')));
    fireEvent.change(within(added).getByRole('textbox', { name: 'Heading, English' }), {
      target: { value: 'In the clubhouse' },
    });

    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(calledWith(calls, 'PUT')).toHaveLength(1));
    const blocks = (calledWith(calls, 'PUT')[0]?.body as SavePageBody | undefined)?.blocks ?? [];
    expect(blocks.map((block) => block.kind)).toEqual(['heading', 'widget', 'heading']);
    expect(blocks[2]).toMatchObject({ kind: 'heading', text: { en: 'In the clubhouse', fr: '' } });
    expect(blocks[2]?.id).toMatch(/^heading-[a-z0-9]+$/);
  });

  it('lists the revisions and restores an earlier one after asking, on the loaded version', async () => {
    const revisions: RevisionSummary[] = [
      {
        n: 1,
        createdAt: '2026-11-01T08:00:00.000Z',
        createdBy: 'seed',
        summary: 'The texts of a new site',
        restoredFrom: null,
      },
      {
        n: 2,
        createdAt: '2026-11-10T10:00:00.000Z',
        createdBy: 'ann@example.org',
        summary: "changed text 'course-rules' (fr)",
        restoredFrom: null,
      },
    ];
    const calls = serve({
      extra: {
        [`GET ${PAGE}/revisions`]: () => jsonResponse({ revisions }),
        [`POST ${PAGE}/revisions/1/restore`]: () =>
          jsonResponse(
            dresscodePage({
              version: 8,
              draft: { ...dresscodeContent, title: { ...dresscodeContent.title, en: 'Dress code (old)' } },
            }),
          ),
      },
    });
    await openEditor('?view=history');
    const latest = await screen.findByRole('article', { name: /^Revision 2/ });
    expect(latest.textContent).toContain('On the site now');
    expect(latest.textContent).toContain(
      `Published by ann@example.org, ${formatDateTime('2026-11-10T10:00:00.000Z')}.`,
    );
    expect(latest.textContent).toContain("changed text 'course-rules' (fr)");
    expect(within(latest).queryByRole('button', { name: /Restore/ })).toBeNull();

    const first = screen.getByRole('article', { name: 'Revision 1' });
    expect(first.textContent).toContain('Published by the site’s installation');
    fireEvent.click(within(first).getByRole('button', { name: 'Restore: Revision 1' }));
    expect(within(first).getByText(/Publish the page as it was in revision 1\?/)).toBeTruthy();
    fireEvent.click(within(first).getByRole('button', { name: 'Yes, restore it' }));
    await waitFor(() => expect(status()).toMatch(/^✓Revision 1 restored at .*Visitors see it now\.$/));
    expect(calledWith(calls, 'POST', `${PAGE}/revisions/1/restore`).map((c) => c.body)).toEqual([
      { version: 7 },
    ]);

    fireEvent.click(screen.getByRole('link', { name: 'Edit' }));
    expect(field('Page title, English').value).toBe('Dress code (old)');
  });
});
