import { cleanup, render, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { PublicPicture } from '../../../../../common/api/media';
import type { PublicBlock } from '../../../../../common/api/pages';
import { ContentBlocks } from './ContentBlocks';

afterEach(cleanup);

const upload: PublicPicture = {
  id: 'media-3f2a',
  alt: 'A skylark on a fence post',
  caption: 'Not shown on a card',
  width: 1600,
  height: 1200,
  src: '/files/media-3f2a-1200.jpg',
  sources: [
    { type: 'image/avif', srcset: '/files/media-3f2a-480.avif 480w, /files/media-3f2a-1200.avif 1200w' },
    { type: 'image/webp', srcset: '/files/media-3f2a-480.webp 480w, /files/media-3f2a-1200.webp 1200w' },
  ],
};

const blocks: PublicBlock[] = [
  { id: 'species', kind: 'heading', text: 'Protected species', fallback: false },
  {
    id: 'species-list',
    kind: 'cards',
    items: [
      {
        picture: upload,
        title: 'Veldleeuwerik',
        subtitle: 'Alauda arvensis',
        text: 'Sings <b>high</b> above the course.',
        fallback: ['text'],
      },
      { picture: null, title: 'Duindoorn', subtitle: '', text: '', fallback: [] },
    ],
  },
];

function renderCards() {
  const { container } = render(
    <MemoryRouter>
      <ContentBlocks blocks={blocks} idPrefix="ecology" />
    </MemoryRouter>,
  );
  return within(container).getByRole('region', { name: 'Protected species' });
}

describe('a cards block', () => {
  it('shows each card’s picture over its name, the line under it and its text, as text', () => {
    const section = renderCards();
    const [skylark, buckthorn] = within(section).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(within(skylark).getByRole('heading', { level: 3 }).textContent).toBe('Veldleeuwerik');
    expect([...skylark.querySelectorAll('p')].map((line) => line.textContent)).toEqual([
      'Alauda arvensis',
      'Sings <b>high</b> above the course.',
    ]);
    expect(skylark.querySelector('b')).toBeNull();
    expect(within(skylark).getByText('Sings <b>high</b> above the course.').getAttribute('lang')).toBe('en');
    expect(within(skylark).getByText('Veldleeuwerik').getAttribute('lang')).toBeNull();
    // A card shows no caption: its name and text say what the picture is.
    expect(within(skylark).queryByText('Not shown on a card')).toBeNull();

    expect(within(buckthorn).queryByRole('img')).toBeNull();
    expect(buckthorn.querySelectorAll('p')).toHaveLength(0);
  });

  it('offers an upload’s AVIF and WebP copies, with its alt text and size', () => {
    const section = renderCards();
    const image = within(section).getByRole('img', { name: 'A skylark on a fence post' });
    expect(image.getAttribute('src')).toBe('/files/media-3f2a-1200.jpg');
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['1600', '1200']);
    expect(image.getAttribute('loading')).toBe('lazy');
    const sources = [...(image.closest('picture')?.querySelectorAll('source') ?? [])];
    expect(sources.map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]?.getAttribute('srcset')).toBe(upload.sources[0]?.srcset);
    expect(sources[0]?.getAttribute('sizes')).toBeTruthy();
  });
});
