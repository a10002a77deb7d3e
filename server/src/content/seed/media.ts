import type { LocalizedText } from '../../../../common/api/documents';

/**
 * A picture a fresh install's media library holds: the generated drawings of web/public/art, with their
 * alt text and caption in the four languages. The library's repository inserts each one that is missing.
 */
export interface MediaSeed {
  /** The id pages refer to: the file's base name ('history-clubhouse'). */
  id: string;
  /** The site path of the drawing ('/art/history-clubhouse.svg'). */
  file: string;
  width: number;
  height: number;
  alt: LocalizedText;
  caption: LocalizedText;
}

export const seedMedia: MediaSeed[] = [];
