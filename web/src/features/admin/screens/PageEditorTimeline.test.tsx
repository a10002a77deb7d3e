// @vitest-environment jsdom
// As PageEditorScreen.test.tsx: jsdom names the buttons made of an aria-hidden arrow and a word as a browser does.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminPage, PageBlock, SavePageBody } from '../../../../../common/api/pages';
import { AdminApp } from '../components/AdminApp';
import { dresscodeContent, dresscodePage } from '../components/pages/pageFixtures';
import { type FakeCall, fakeApi, jsonResponse, renderAdmin } from '../test/renderAdmin';

const PAGE = '/api/v1/admin/pages/dresscode';

const text = (en: string, nl = '', fr = '', de = '') => ({ en, nl, fr, de });

const first = {
  when: text('2003', '2003', '2003'),
  text: text('The first plan.', 'Het eerste plan.', 'Le premier plan.'),
};
const timeline: PageBlock = {
  id: 'plans',
  kind: 'timeline',
  title: text('The plans at a glance', 'De plannen in een oogopslag'),
  items: [
    first,
    { when: text('Spring 2021', 'Voorjaar 2021'), text: text('The plan is approved.') },
    { when: text('Until 2040'), text: text('Nature areas connected.') },
  ],
};

function serve(page: AdminPage): FakeCall[] {
  return fakeApi({
    'GET /api/v1/auth/me': () => jsonResponse({ email: 'desk@example.org', role: 'staff' }),
    [`GET ${PAGE}`]: () => jsonResponse(page),
    [`PUT ${PAGE}`]: (call) => {
      const { version, ...draft } = call.body as SavePageBody;
      return jsonResponse({ ...page, version: version + 1, hasDraft: true, draft });
    },
  });
}

async function openEditor() {
  renderAdmin(
    <Routes>
      <Route path="/admin/*" element={<AdminApp />} />
    </Routes>,
    '/admin/pages/dresscode',
  );
  expect(await screen.findByRole('heading', { level: 1, name: 'Dress Code' })).toBeTruthy();
}

async function savedBlocks(calls: FakeCall[]): Promise<PageBlock[]> {
  fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
  await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
  return (calls.find((c) => c.method === 'PUT')?.body as SavePageBody | undefined)?.blocks ?? [];
}

const inputs = (container: HTMLElement, name: string) =>
  within(container).getAllByRole('textbox', { name }) as HTMLInputElement[];

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

describe('the page editor, a timeline', () => {
  it('edits the steps per language, moves one down, removes one and adds one', async () => {
    const content = { ...dresscodeContent, blocks: [...dresscodeContent.blocks, timeline] };
    const calls = serve(dresscodePage({ draft: content, published: content }));
    await openEditor();
    const block = screen.getByRole('group', { name: 'Block 4: Timeline' });
    expect(inputs(block, 'When, English').map((input) => input.value)).toEqual([
      '2003',
      'Spring 2021',
      'Until 2040',
    ]);
    expect(within(block).getByRole('button', { name: 'Up: Step 1' })).toHaveProperty('disabled', true);
    expect(within(block).getByRole('button', { name: 'Down: Step 3' })).toHaveProperty('disabled', true);

    fireEvent.click(screen.getByRole('radio', { name: /^French/ }));
    const frenchWhen = inputs(block, 'When, French');
    expect(frenchWhen.map((input) => input.value)).toEqual(['2003', '', '']);
    fireEvent.change(frenchWhen[1] as HTMLInputElement, { target: { value: 'Printemps 2021' } });

    fireEvent.click(within(block).getByRole('button', { name: 'Down: Step 1' }));
    expect(inputs(block, 'When, French').map((input) => input.value)).toEqual(['Printemps 2021', '2003', '']);
    fireEvent.click(within(block).getByRole('button', { name: 'Remove step: Step 3' }));
    fireEvent.click(within(block).getByRole('button', { name: 'Add a step' }));
    fireEvent.click(screen.getByRole('radio', { name: /^English/ }));
    const added = within(block).getByRole('group', { name: 'Step 3' });
    fireEvent.change(within(added).getByRole('textbox', { name: 'When, English' }), {
      target: { value: '2030' },
    });
    fireEvent.change(within(added).getByRole('textbox', { name: 'What happened, English' }), {
      target: { value: 'Halfway.' },
    });

    const blocks = await savedBlocks(calls);
    expect(blocks[3]).toEqual({
      ...timeline,
      items: [
        { when: text('Spring 2021', 'Voorjaar 2021', 'Printemps 2021'), text: text('The plan is approved.') },
        first,
        { when: text('2030'), text: text('Halfway.') },
      ],
    });
  });

  it('adds a timeline block, its title and its first step', async () => {
    const calls = serve(dresscodePage());
    await openEditor();
    const end = screen.getByRole('group', { name: 'Add a block at the end' });
    fireEvent.click(within(end).getByRole('button', { name: /^Timeline/ }));
    const block = screen.getByRole('group', { name: 'Block 4: Timeline' });
    fireEvent.change(within(block).getByRole('textbox', { name: 'Title above the steps, English' }), {
      target: { value: 'Our story' },
    });
    fireEvent.click(within(block).getByRole('button', { name: 'Add a step' }));
    fireEvent.change(within(block).getByRole('textbox', { name: 'When, English' }), {
      target: { value: '1988' },
    });

    const blocks = await savedBlocks(calls);
    expect(blocks[3]).toMatchObject({
      kind: 'timeline',
      title: text('Our story'),
      items: [{ when: text('1988'), text: text('') }],
    });
    expect(blocks[3]?.id).toMatch(/^timeline-[a-z0-9]+$/);
  });
});
