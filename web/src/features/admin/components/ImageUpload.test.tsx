import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UPLOAD_MAX_BYTES, type UploadedImage } from '../../../../../common/api/images';
import { renderAdmin } from '../test/renderAdmin';
import { ImageUpload } from './ImageUpload';

const uploaded: UploadedImage = {
  original: {
    name: 'img-0123456789abcdef-800x600.jpg',
    url: '/files/img-0123456789abcdef-800x600.jpg',
    type: 'image/jpeg',
    width: 800,
    height: 600,
  },
  avif: [
    {
      name: 'img-0123456789abcdef-480w.avif',
      url: '/files/img-0123456789abcdef-480w.avif',
      type: 'image/avif',
      width: 480,
      height: 360,
    },
  ],
  webp: [
    {
      name: 'img-0123456789abcdef-480w.webp',
      url: '/files/img-0123456789abcdef-480w.webp',
      type: 'image/webp',
      width: 480,
      height: 360,
    },
  ],
};

/** An XMLHttpRequest that the test answers, with upload progress. */
class FakeXhr {
  static last: FakeXhr | undefined;
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
    FakeXhr.last = this;
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

const input = () => screen.getByTestId('image-upload-input') as HTMLInputElement;
const choose = (file: File) => fireEvent.change(input(), { target: { files: [file] } });
const status = () => document.querySelector('.admin-upload__status')?.textContent ?? '';

beforeEach(() => {
  FakeXhr.last = undefined;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  vi.spyOn(document, 'cookie', 'get').mockReturnValue('XSRF-TOKEN=token-123');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ImageUpload', () => {
  it('sends the image with its type and the cross-site token, shows progress, waits, then hands over the result', async () => {
    const onUploaded = vi.fn();
    renderAdmin(<ImageUpload label="Upload a portrait" onUploaded={onUploaded} />);
    expect(status()).toBe('JPEG, PNG, WebP or AVIF, at most 8 MB.');
    expect(input().accept).toBe('image/jpeg,image/png,image/webp,image/avif');

    const file = new File([new Uint8Array(2000)], 'IMG_0001.JPG', { type: 'image/jpeg' });
    choose(file);
    await waitFor(() => expect(FakeXhr.last).toBeDefined());
    const xhr = FakeXhr.last as FakeXhr;
    expect([xhr.method, xhr.url]).toEqual(['POST', '/api/v1/admin/files']);
    expect(xhr.headers['Content-Type']).toBe('image/jpeg');
    expect(xhr.headers['X-XSRF-TOKEN']).toBe('token-123');
    expect(xhr.body).toBe(file);

    act(() => xhr.progress(500, 2000));
    expect(await screen.findByText('Uploading… 25%')).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Uploading…' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(document.querySelector('progress')?.getAttribute('value')).toBe('0.25');

    act(() => xhr.answer(201, uploaded));
    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith(uploaded));
    expect(status()).toBe('✓Uploaded (800 × 600 pixels). Save to publish it.');
    expect((screen.getByRole('button', { name: 'Upload a portrait' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it('shows the server’s refusal', async () => {
    const onUploaded = vi.fn();
    renderAdmin(<ImageUpload label="Upload a portrait" onUploaded={onUploaded} />);
    choose(new File(['x'], 'x.png', { type: 'image/png' }));
    await waitFor(() => expect(FakeXhr.last).toBeDefined());
    act(() => FakeXhr.last?.answer(415, { message: 'Please upload a JPEG, PNG, WebP or AVIF image.' }));
    await waitFor(() =>
      expect(status()).toBe('!Not uploaded: Please upload a JPEG, PNG, WebP or AVIF image.'),
    );
    expect(onUploaded).not.toHaveBeenCalled();
  });

  it('says when the server cannot be reached', async () => {
    renderAdmin(<ImageUpload label="Upload" onUploaded={() => undefined} />);
    choose(new File(['x'], 'x.png', { type: 'image/png' }));
    await waitFor(() => expect(FakeXhr.last).toBeDefined());
    act(() => FakeXhr.last?.onerror?.());
    await waitFor(() => expect(status()).toMatch(/^!Not uploaded: The server could not be reached/));
  });

  it('refuses other types and too large files before sending anything', async () => {
    renderAdmin(<ImageUpload label="Upload" onUploaded={() => undefined} />);
    choose(new File(['GIF89a'], 'anim.gif', { type: 'image/gif' }));
    expect(status()).toBe('!Please choose a JPEG, PNG, WebP or AVIF image.');
    const big = new File(['x'], 'big.jpg', { type: 'image/jpeg' });
    Object.defineProperty(big, 'size', { value: UPLOAD_MAX_BYTES + 1 });
    choose(big);
    expect(status()).toBe('!The image is too large: at most 8 MB.');
    expect(FakeXhr.last).toBeUndefined();
  });
});
