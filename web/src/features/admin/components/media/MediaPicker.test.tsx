import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, jsonResponse, renderAdmin } from '../../test/renderAdmin';
import { MediaPicker } from './MediaPicker';
import { altTexts, testMediaItem } from './testMedia';

const library = [
  testMediaItem('media-clubhouse', { alt: altTexts('The clubhouse at dusk') }),
  testMediaItem('media-dunes', { alt: altTexts('Marram grass on the dunes'), caption: altTexts('Spring') }),
  testMediaItem('media-flyover', {
    kind: 'video',
    originalName: 'hole-7.mp4',
    variants: [{ file: 'media-flyover.mp4', format: 'mp4', width: 1280 }],
    poster: '/files/media-flyover-poster.jpg',
    alt: altTexts('A flight over the 7th hole'),
  }),
  testMediaItem('history-clubhouse', {
    originalName: 'history-clubhouse.svg',
    variants: [{ file: '/art/history-clubhouse.svg', format: 'svg', width: 800 }],
    createdBy: 'seed',
  }),
];

function Harness({
  multiple,
  initial,
  onChange,
}: {
  multiple: boolean;
  initial: string[];
  onChange: (ids: string[]) => void;
}) {
  const [ids, setIds] = useState(initial);
  return (
    <MediaPicker
      multiple={multiple}
      selected={ids}
      onChange={(next) => {
        onChange(next);
        setIds(next);
      }}
    />
  );
}

const chosen = () => screen.getByRole('list', { name: 'Chosen' });
const chosenTexts = () =>
  within(chosen())
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');

beforeEach(() => {
  fakeApi({ 'GET /api/v1/admin/media': () => jsonResponse({ media: library }) });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('MediaPicker', () => {
  it('shows the chosen pictures in order, and the library with thumbnails and alt text to choose from', async () => {
    const onChange = vi.fn();
    renderAdmin(<Harness multiple initial={['media-dunes', 'media-clubhouse']} onChange={onChange} />);
    await screen.findByRole('list', { name: 'Chosen' });
    expect(chosenTexts().map((text) => text.slice(0, text.indexOf('Move')))).toEqual([
      'Marram grass on the dunes',
      'The clubhouse at dusk',
    ]);
    const dunes = screen.getByRole('checkbox', { name: /Marram grass on the dunes/ }) as HTMLInputElement;
    expect(dunes.checked).toBe(true);
    expect(
      (screen.getByRole('checkbox', { name: /A flight over the 7th hole/ }) as HTMLInputElement).checked,
    ).toBe(false);
    // Alt text where there is one, the file name otherwise; each with a thumbnail.
    expect(screen.getByRole('checkbox', { name: /history-clubhouse\.svg/ })).toBeTruthy();
    const thumbnails = [...document.querySelectorAll('.media-option img')].map((img) =>
      img.getAttribute('src'),
    );
    expect(thumbnails).toEqual([
      '/files/media-clubhouse-480w.webp',
      '/files/media-dunes-480w.webp',
      '/files/media-flyover-poster.jpg',
      '/art/history-clubhouse.svg',
    ]);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('adds a checked picture at the end, removes an unchecked one, and moves them with the keyboard staying put', async () => {
    const onChange = vi.fn();
    renderAdmin(<Harness multiple initial={['media-dunes']} onChange={onChange} />);
    fireEvent.click(await screen.findByRole('checkbox', { name: /The clubhouse at dusk/ }));
    expect(onChange).toHaveBeenLastCalledWith(['media-dunes', 'media-clubhouse']);

    const up = screen.getByRole('button', { name: 'Move up The clubhouse at dusk' });
    up.focus();
    fireEvent.click(up);
    expect(onChange).toHaveBeenLastCalledWith(['media-clubhouse', 'media-dunes']);
    // At the top it cannot go further up: the keyboard stays on the picture, at its first button.
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Move down The clubhouse at dusk'));
    expect(
      (screen.getByRole('button', { name: 'Move up The clubhouse at dusk' }) as HTMLButtonElement).disabled,
    ).toBe(true);

    fireEvent.click(screen.getByRole('checkbox', { name: /Marram grass/ }));
    expect(onChange).toHaveBeenLastCalledWith(['media-clubhouse']);
    fireEvent.click(screen.getByRole('button', { name: 'Remove The clubhouse at dusk' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
    expect(await screen.findByText('No picture chosen yet.')).toBeTruthy();
  });

  it('takes one picture with radio buttons, and narrows the library by what is typed', async () => {
    const onChange = vi.fn();
    renderAdmin(<Harness multiple={false} initial={[]} onChange={onChange} />);
    await screen.findByText('No picture chosen yet.');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Find' }), { target: { value: 'spring' } });
    expect(screen.getAllByRole('radio')).toHaveLength(1);
    fireEvent.click(screen.getByRole('radio', { name: /Marram grass/ }));
    expect(onChange).toHaveBeenLastCalledWith(['media-dunes']);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Find' }), { target: { value: 'hole-7' } });
    fireEvent.click(screen.getByRole('radio', { name: /A flight over the 7th hole/ }));
    expect(onChange).toHaveBeenLastCalledWith(['media-flyover']);
    expect(screen.queryByRole('button', { name: /Move up/ })).toBeNull();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Find' }), {
      target: { value: 'nothing like it' },
    });
    expect(screen.getByText('Nothing in the library matches “nothing like it”.')).toBeTruthy();
  });

  it('names a chosen picture that is no longer in the library, so that it can be removed', async () => {
    const onChange = vi.fn();
    renderAdmin(<Harness multiple initial={['media-gone', 'media-dunes']} onChange={onChange} />);
    expect(
      await screen.findByText('No longer in the library (media-gone)', { selector: '.media-picker__label' }),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove No longer in the library (media-gone)' }));
    expect(onChange).toHaveBeenLastCalledWith(['media-dunes']);
  });
});
