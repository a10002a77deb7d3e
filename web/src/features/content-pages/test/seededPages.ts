import type { QueryClient } from '@tanstack/react-query';
import type { PublicPicture } from '../../../../../common/api/media';
import type { PageKey, PublicPage } from '../../../../../common/api/pages';
import type { Language } from '../../../../../common/i18n/languages';
import { publicPageOf, textIn } from '../../../../../server/src/content/publicPage';
import { seedMedia } from '../../../../../server/src/content/seed/media';
import { seedPages } from '../../../../../server/src/content/seed/pages';
import { pageQueryKey } from '../api/getPage';

/**
 * A page of a fresh install as the server answers it (GET /pages/{key}) and renders it into the page:
 * the seeded texts, their Markdown made HTML by the server's own code, the seeded drawings as pictures.
 */

/** The seeded drawings as a page shows them in a language (publicPictures.ts does so for stored rows). */
function seededPictures(language: Language): Map<string, PublicPicture> {
  return new Map(
    seedMedia.map((seed) => [
      seed.id,
      {
        id: seed.id,
        alt: textIn(seed.alt, language).text,
        caption: textIn(seed.caption, language).text,
        width: seed.width,
        height: seed.height,
        src: seed.file,
        sources: [],
      },
    ]),
  );
}

export const seededPage = (key: PageKey, language: Language = 'en'): PublicPage =>
  publicPageOf(seedPages[key], language, seededPictures(language), key);

/** Answers the page's query with the seeded page, as the server's render does: no call is made. */
export function seedPageQuery(client: QueryClient, key: PageKey, language: Language = 'en'): QueryClient {
  client.setQueryData(pageQueryKey(key, language), seededPage(key, language));
  return client;
}
