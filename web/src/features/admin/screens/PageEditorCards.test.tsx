// @vitest-environment jsdom
// As PageEditorScreen.test.tsx: jsdom names the buttons made of an aria-hidden arrow and a word as a browser does.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminPage, PageBlock, SavePageBody } from '../../../../../common/api/pages';
import { AdminApp } from '../components/AdminApp';
import { altTexts, testMediaItem } from '../components/media/testMedia';
import { dresscodeContent, dresscodePage } from '../components/pages/pageFixtures';
import { type FakeCall, fakeApi, jsonResponse, renderAdmin } from '../test/renderAdmin';

const PAGE = '/api/v1/admin/pages/dresscode';

const text = (en: string, nl = '', fr = '', de = '') => ({ en, nl, fr, de });
const latin = (name: string) => text(name, name, name, name);

const toad = {
  mediaId: 'species-natterjack-toad',
  title: text('Natterjack toad', 'Rugstreeppad', 'Crapaud calamite'),
  subtitle: latin('Epidalea calamita'),
  text: text('Runs rather than hops.', 'Loopt eerder dan ze springt.'),
};
const lizard = {
  mediaId: 'species-sand-lizard',
  title: text('Sand lizard', 'Zandhagedis'),
  subtitle: latin('Lacerta agilis'),
  text: text('Basks on the slopes.'),
};
const holly = {
  mediaId: 'species-sea-holly',
  title: text('Sea holly'),
  subtitle: latin('Eryngium maritimum'),
  text: text('Flowers in high summer.'),
};
const species: PageBlock = { id: 'species-list', kind: 'cards', items: [toad, lizard, holly] };

const library = [
  testMediaItem('species-natterjack-toad', { alt: altTexts('Illustration of a natterjack toad') }),
  testMediaItem('species-sand-lizard', { alt: altTexts('Illustration of a sand lizard') }),
  testMediaItem('species-sea-holly', { alt: altTexts('Illustration of sea holly') }),
  testMediaItem('media-skylark', { alt: altTexts('A skylark on a fence post') }),
];

function serve(page: AdminPage): FakeCall[] {
  return fakeApi({
    'GET /api/v1/auth/me': () => jsonResponse({ email: 'desk@example.org', role: 'staff' }),
    'GET /api/v1/admin/media': () => jsonResponse({ media: library }),
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

const puts = (calls: FakeCall[]) => calls.filter((c) => c.method === 'PUT');

async function savedBlocks(calls: FakeCall[]): Promise<PageBlock[]> {
  fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
  await waitFor(() => expect(puts(calls)).toHaveLength(1));
  return (puts(calls)[0]?.body as SavePageBody | undefined)?.blocks ?? [];
}

const values = (container: HTMLElement, name: string) =>
  (within(container).getAllByRole('textbox', { name }) as HTMLInputElement[]).map((input) => input.value);

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

describe('the page editor, cards', () => {
  it('edits the cards per language, moves one, removes one and adds one with a picture of the library', async () => {
    const content = { ...dresscodeContent, blocks: [...dresscodeContent.blocks, species] };
    const calls = serve(dresscodePage({ draft: content, published: content }));
    await openEditor();
    const block = screen.getByRole('group', { name: 'Block 4: Cards' });
    expect(values(block, 'Name, English')).toEqual(['Natterjack toad', 'Sand lizard', 'Sea holly']);
    expect(values(block, 'Line under the name, English')).toEqual([
      'Epidalea calamita',
      'Lacerta agilis',
      'Eryngium maritimum',
    ]);
    // Each card's picture, with the alt text the library gives it.
    const first = within(block).getByRole('group', { name: 'Card 1' });
    const chosen = await within(first).findByRole('radio', { name: /Illustration of a natterjack toad/ });
    expect(chosen).toHaveProperty('checked', true);
    expect(within(block).getByRole('button', { name: 'Up: Card 1' })).toHaveProperty('disabled', true);
    expect(within(block).getByRole('button', { name: 'Down: Card 3' })).toHaveProperty('disabled', true);

    fireEvent.click(screen.getByRole('radio', { name: /^French/ }));
    expect(values(block, 'Name, French')).toEqual(['Crapaud calamite', '', '']);
    fireEvent.change(within(block).getAllByRole('textbox', { name: 'Name, French' })[1] as HTMLElement, {
      target: { value: 'Lézard des souches' },
    });
    fireEvent.click(within(block).getByRole('button', { name: 'Down: Card 1' }));
    expect(values(block, 'Name, French')).toEqual(['Lézard des souches', 'Crapaud calamite', '']);
    fireEvent.click(within(block).getByRole('button', { name: 'Remove card: Card 3' }));

    fireEvent.click(within(block).getByRole('button', { name: 'Add a card' }));
    fireEvent.click(screen.getByRole('radio', { name: /^English/ }));
    const added = within(block).getByRole('group', { name: 'Card 3' });
    fireEvent.click(await within(added).findByRole('radio', { name: /A skylark on a fence post/ }));
    fireEvent.change(within(added).getByRole('textbox', { name: 'Name, English' }), {
      target: { value: 'Skylark' },
    });
    fireEvent.change(within(added).getByRole('textbox', { name: 'Line under the name, English' }), {
      target: { value: 'Alauda arvensis' },
    });
    fireEvent.change(within(added).getByRole('textbox', { name: 'Text, English' }), {
      target: { value: 'Sings high above the course.' },
    });

    const blocks = await savedBlocks(calls);
    expect(blocks[3]).toEqual({
      ...species,
      items: [
        { ...lizard, title: text('Sand lizard', 'Zandhagedis', 'Lézard des souches') },
        toad,
        {
          mediaId: 'media-skylark',
          title: text('Skylark'),
          subtitle: text('Alauda arvensis'),
          text: text('Sings high above the course.'),
        },
      ],
    });
  });

  it('adds a cards block, and keeps a card from saving until its picture is chosen', async () => {
    const calls = serve(dresscodePage());
    await openEditor();
    const end = screen.getByRole('group', { name: 'Add a block at the end' });
    fireEvent.click(within(end).getByRole('button', { name: /^Cards/ }));
    const block = screen.getByRole('group', { name: 'Block 4: Cards' });
    fireEvent.click(within(block).getByRole('button', { name: 'Add a card' }));
    fireEvent.change(within(block).getByRole('textbox', { name: 'Name, English' }), {
      target: { value: 'Bee orchid' },
    });

    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect((await within(block).findByRole('alert')).textContent).toBe(
      'Choose a picture for this card, or remove the card.',
    );
    expect(puts(calls)).toHaveLength(0);

    fireEvent.click(within(block).getByRole('radio', { name: /Illustration of sea holly/ }));
    const blocks = await savedBlocks(calls);
    expect(blocks[3]).toMatchObject({
      kind: 'cards',
      items: [
        { mediaId: 'species-sea-holly', title: text('Bee orchid'), subtitle: text(''), text: text('') },
      ],
    });
    expect(blocks[3]?.id).toMatch(/^cards-[a-z0-9]+$/);
  });
});
