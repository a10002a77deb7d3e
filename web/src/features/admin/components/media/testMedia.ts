import type { MediaItem } from '../../../../../../common/api/media';

const texts = (en: string) => ({ en, nl: '', fr: '', de: '' });

/** An item of the library as GET /admin/media answers it, for the media tests. */
export function testMediaItem(id: string, overrides: Partial<MediaItem> = {}): MediaItem {
  return {
    id,
    kind: 'image',
    originalName: `${id}.jpg`,
    width: 1200,
    height: 800,
    bytes: 300_000,
    variants: [480, 800, 1200].flatMap((width) =>
      (['avif', 'webp', 'jpeg'] as const).map((format) => ({
        file: `${id}-${width}w.${format === 'jpeg' ? 'jpg' : format}`,
        format,
        width,
      })),
    ),
    poster: null,
    alt: texts(''),
    caption: texts(''),
    credit: '',
    createdAt: '2026-11-20T10:00:00.000Z',
    createdBy: 'desk@example.org',
    usedBy: [],
    ...overrides,
  };
}

export const altTexts = texts;
