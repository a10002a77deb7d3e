import { describe, expect, it } from 'vitest';
import { previewAddress } from './imagePreview';

describe('previewAddress', () => {
  it('takes the smallest WebP copy of an upload, by file name or by /files/ path', () => {
    expect(previewAddress('img-0123456789abcdef-2000x1500.jpg')).toBe(
      '/files/img-0123456789abcdef-480w.webp',
    );
    expect(previewAddress('/files/img-0123456789abcdef-300x300.png')).toBe(
      '/files/img-0123456789abcdef-300w.webp',
    );
  });

  it('keeps any other address', () => {
    expect(previewAddress('/files/board-captain.svg')).toBe('/files/board-captain.svg');
    expect(previewAddress('https://example.org/a.jpg')).toBe('https://example.org/a.jpg');
  });
});
