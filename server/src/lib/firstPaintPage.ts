import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';

/**
 * The empty element the prerendered home page keeps for the header image (HomeHero renders it with
 * dangerouslySetInnerHTML, so hydration leaves what the server puts in it alone).
 */
const HEADER_IMAGE_SLOT = /(<div\b[^>]*\sdata-header-image-slot(?:="")?[^>]*>)(<\/div>)/;

export const hasHeaderImageSlot = (html: string) => HEADER_IMAGE_SLOT.test(html);

/** The page with the header image's markup in its slot; the page as it is when it has no slot. */
export const withHeaderImage = (html: string, imageHtml: string) =>
  html.replace(HEADER_IMAGE_SLOT, (_match, open: string, close: string) => `${open}${imageHtml}${close}`);

/** How a page is sent: as is, or in one of the codings `preferredEncoding` (conditionalGet.ts) picks. */
export type Encoding = 'br' | 'gzip' | 'identity';

/** One assembled page in every encoding; each encoding is a representation with its own strong validator. */
export interface AssembledPage {
  etags: Record<Encoding, string>;
  bodies: Record<Encoding, Buffer>;
}

const etagsOf = (identity: Buffer): Record<Encoding, string> => {
  const hash = createHash('sha1').update(identity).digest('base64url');
  return { identity: `"${hash}"`, br: `"${hash}-br"`, gzip: `"${hash}-gz"` };
};

const BROTLI_BEST = { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } };
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * As assemblePage, compressed on libuv's thread pool: for pages made while the server is busy (a page
 * rendered again after its data changed), so that the best compression never holds up other requests.
 */
export async function assemblePageAsync(html: string): Promise<AssembledPage> {
  const identity = Buffer.from(html, 'utf8');
  const [br, gzipped] = await Promise.all([
    brotliAsync(identity, BROTLI_BEST),
    gzipAsync(identity, { level: 9 }),
  ]);
  return { etags: etagsOf(identity), bodies: { identity, br, gzip: gzipped } };
}

export function assemblePage(html: string): AssembledPage {
  const identity = Buffer.from(html, 'utf8');
  return {
    etags: etagsOf(identity),
    bodies: {
      identity,
      // Made once per page and header image, then served from memory: compress as well as at build time.
      br: brotliCompressSync(identity, BROTLI_BEST),
      gzip: gzipSync(identity, { level: 9 }),
    },
  };
}
