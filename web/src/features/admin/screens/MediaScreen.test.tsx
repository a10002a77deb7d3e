import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MediaItem } from '../../../../../common/api/media';
import { altTexts, testMediaItem } from '../components/media/testMedia';
import { type FakeCall, fakeApi, jsonResponse, noContent, renderAdmin } from '../test/renderAdmin';
import { MediaScreen } from './MediaScreen';

const capturePosterFrame = vi.hoisted(() => vi.fn<(video: Blob) => Promise<Blob>>());
vi.mock('../components/media/posterFrame', () => ({ capturePosterFrame }));

const MEDIA = '/api/v1/admin/media';

/** An XMLHttpRequest that the test answers, with upload progress. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  responseText = '';
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } =
    {
      onprogress: null,
    };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const clubhouse = testMediaItem('media-clubhouse', {
  originalName: 'IMG_0042.jpg',
  alt: altTexts('The clubhouse at dusk'),
  usedBy: ['history', 'course'],
});
const dunes = testMediaItem('media-dunes', { originalName: 'dunes.png' });
const drawing = testMediaItem('history-early-links', {
  originalName: 'history-early-links.svg',
  variants: [{ file: '/art/history-early-links.svg', format: 'svg', width: 800 }],
  alt: altTexts('Two golfers in the dunes'),
  createdBy: 'seed',
});

function serve(initial: MediaItem[] = [clubhouse, dunes, drawing]) {
  let stored = [...initial];
  const calls = fakeApi({
    [`GET ${MEDIA}`]: () => jsonResponse({ media: stored }),
    [`PUT ${MEDIA}/media-dunes`]: (call) => {
      const saved = { ...dunes, ...(call.body as object) };
      stored = stored.map((item) => (item.id === saved.id ? saved : item));
      return jsonResponse(saved);
    },
    [`DELETE ${MEDIA}/media-dunes`]: () => {
      stored = stored.filter((item) => item.id !== 'media-dunes');
      return noContent();
    },
  });
  return { calls, add: (item: MediaItem) => stored.unshift(item) };
}

const input = () => screen.getByTestId('media-upload-input') as HTMLInputElement;
const choose = (...files: File[]) => fireEvent.change(input(), { target: { files } });
const card = (name: RegExp | string) =>
  screen.getByRole('heading', { level: 3, name }).closest('article') as HTMLElement;
const of = (calls: FakeCall[], method: string) => calls.filter((c) => c.method === method);
const uploadsList = () => screen.getByRole('list', { name: 'Uploads' });

beforeEach(() => {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  vi.spyOn(document, 'cookie', 'get').mockReturnValue('XSRF-TOKEN=token-123');
  capturePosterFrame.mockReset();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the Media library screen', () => {
  it('shows each item with its thumbnail, what it is, and where it is used', async () => {
    serve();
    renderAdmin(<MediaScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'Media library' })).toBeTruthy();
    const used = await screen.findByRole('heading', { level: 3, name: 'The clubhouse at dusk' });
    const usedCard = used.closest('article') as HTMLElement;
    expect(within(usedCard).getByText('Used on the history page and the course')).toBeTruthy();
    expect(
      within(usedCard).getByText('IMG_0042.jpg', { selector: '.media-card__details span' }),
    ).toBeTruthy();
    expect(usedCard.querySelector('img')?.getAttribute('src')).toBe('/files/media-clubhouse-480w.webp');
    expect(within(card('No alt text yet')).getByText('Not used anywhere yet')).toBeTruthy();
    // The drawings the site came with stay: no delete.
    const seeded = card('Two golfers in the dunes');
    expect(within(seeded).getByText('Comes with the site')).toBeTruthy();
    expect(within(seeded).queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(screen.getByText('3 items')).toBeTruthy();
  });

  it('uploads photos from the camera roll one after the other, with progress, and lists them', async () => {
    const { add } = serve();
    renderAdmin(<MediaScreen />);
    await screen.findByRole('heading', { level: 3, name: 'The clubhouse at dusk' });
    expect(input().accept).toBe('image/*,video/mp4,video/webm,.heic,.heif');
    expect(input().multiple).toBe(true);

    const first = new File([new Uint8Array(3000)], 'IMG_1001.HEIC', { type: 'image/heic' });
    const second = new File([new Uint8Array(1000)], 'IMG_1002.jpg', { type: 'image/jpeg' });
    choose(first, second);
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    const xhr = FakeXhr.sent[0] as FakeXhr;
    expect([xhr.method, xhr.url]).toEqual(['POST', MEDIA]);
    expect(xhr.headers['X-XSRF-TOKEN']).toBe('token-123');
    const form = xhr.body as FormData;
    expect((form.get('file') as File).name).toBe('IMG_1001.HEIC');
    expect(form.get('poster')).toBeNull();
    expect((screen.getByRole('button', { name: 'Uploading…' }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(uploadsList()).getByText('Waiting')).toBeTruthy();

    act(() => xhr.progress(750, 3000));
    expect(await within(uploadsList()).findByText('Uploading… 25%')).toBeTruthy();
    act(() => xhr.progress(3000, 3000));
    expect(await within(uploadsList()).findByText('Making the sizes the pages use…')).toBeTruthy();
    const uploaded = testMediaItem('media-new', { originalName: 'IMG_1001.HEIC' });
    add(uploaded);
    act(() => xhr.answer(201, uploaded));
    // Put in the list at once, before the list is read again.
    expect(await screen.findByText('IMG_1001.HEIC', { selector: '.media-card__details span' })).toBeTruthy();

    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    act(() => FakeXhr.sent[1]?.answer(415, { message: 'The photo could not be read.' }));
    expect(await within(uploadsList()).findByText('Not uploaded: The photo could not be read.')).toBeTruthy();
    expect(within(uploadsList()).getByText('Uploaded. Add its alt text below.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear the finished uploads' }));
    expect(screen.queryByRole('list', { name: 'Uploads' })).toBeNull();
  });

  it('takes a video’s poster frame in the browser and sends it along', async () => {
    serve();
    renderAdmin(<MediaScreen />);
    await screen.findByRole('heading', { level: 3, name: 'The clubhouse at dusk' });
    const frame = new Blob([new Uint8Array(50)], { type: 'image/jpeg' });
    capturePosterFrame.mockResolvedValue(frame);
    const video = new File([new Uint8Array(5000)], 'hole-7.mp4', { type: 'video/mp4' });
    choose(video);
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    expect(capturePosterFrame).toHaveBeenCalledWith(video);
    const form = FakeXhr.sent[0]?.body as FormData;
    expect((form.get('file') as File).name).toBe('hole-7.mp4');
    expect((form.get('poster') as File).size).toBe(50);
  });

  it('says so, and sends nothing, when the browser cannot take the poster frame or the file is plainly wrong', async () => {
    serve();
    renderAdmin(<MediaScreen />);
    await screen.findByRole('heading', { level: 3, name: 'The clubhouse at dusk' });
    capturePosterFrame.mockRejectedValue(new Error('cannot play'));
    choose(
      new File([new Uint8Array(10)], 'flyover.webm', { type: 'video/webm' }),
      new File([new Uint8Array(10)], 'IMG_5.MOV', { type: 'video/quicktime' }),
      new File([new Uint8Array(10)], 'spinner.gif', { type: 'image/gif' }),
    );
    expect(
      await within(uploadsList()).findByText(/^Not uploaded: This browser cannot show the video/),
    ).toBeTruthy();
    expect(
      within(uploadsList()).getByText(/^Not uploaded: This is a QuickTime \(\.mov\) video/),
    ).toBeTruthy();
    expect(
      within(uploadsList()).getByText(/^Not uploaded: This is not a photo or a video the site takes/),
    ).toBeTruthy();
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('edits the alt text and caption per language and the credit', async () => {
    const { calls } = serve();
    renderAdmin(<MediaScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit the texts dunes.png' }));
    const altEnglish = screen.getByRole('textbox', { name: 'Alt text, English' });
    fireEvent.change(altEnglish, { target: { value: 'Marram grass on the dunes' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Alt text, Dutch' }), {
      target: { value: 'Helmgras op de duinen' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Caption, French' }), {
      target: { value: 'Les dunes au printemps.' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Credit (optional)' }), {
      target: { value: 'Photo: A. Member' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save the texts' }));
    await waitFor(() => expect(of(calls, 'PUT')).toHaveLength(1));
    expect(of(calls, 'PUT')[0]?.body).toEqual({
      alt: { en: 'Marram grass on the dunes', nl: 'Helmgras op de duinen', fr: '', de: '' },
      caption: { en: '', nl: '', fr: 'Les dunes au printemps.', de: '' },
      credit: 'Photo: A. Member',
    });
    expect(await screen.findByRole('heading', { level: 3, name: 'Marram grass on the dunes' })).toBeTruthy();
  });

  it('deletes an unused item after asking; for one in use says where, and sends nothing', async () => {
    const { calls } = serve();
    renderAdmin(<MediaScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete IMG_0042.jpg' }));
    expect(
      screen.getByText(
        '“IMG_0042.jpg” is used on the history page and the course: take it out there first, then it can be deleted.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete it' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'I see' }));

    fireEvent.click(screen.getByRole('button', { name: 'Delete dunes.png' }));
    expect(screen.getByText('Delete “dunes.png”? It is not used anywhere.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete it' }));
    await waitFor(() => expect(of(calls, 'DELETE').map((c) => c.url)).toEqual([`${MEDIA}/media-dunes`]));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Delete dunes.png' })).toBeNull());
    expect(screen.getByText('“dunes.png” was deleted.')).toBeTruthy();
  });

  it('shows the server’s refusal of a delete', async () => {
    const calls = fakeApi({
      [`GET ${MEDIA}`]: () => jsonResponse({ media: [dunes] }),
      [`DELETE ${MEDIA}/media-dunes`]: () =>
        jsonResponse(
          { message: '"dunes.png" is used on members: take it out there first.', usedBy: ['members'] },
          409,
        ),
    });
    renderAdmin(<MediaScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete dunes.png' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete it' }));
    expect(
      await screen.findByText('Not deleted: "dunes.png" is used on members: take it out there first.'),
    ).toBeTruthy();
    expect(of(calls, 'DELETE')).toHaveLength(1);
  });

  it('says when the library is empty', async () => {
    serve([]);
    renderAdmin(<MediaScreen />);
    expect(await screen.findByText('The library is empty. Upload a photo to begin.')).toBeTruthy();
  });
});
