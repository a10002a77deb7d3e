import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

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

export function assemblePage(html: string): AssembledPage {
  const identity = Buffer.from(html, 'utf8');
  const hash = createHash('sha1').update(identity).digest('base64url');
  return {
    etags: { identity: `"${hash}"`, br: `"${hash}-br"`, gzip: `"${hash}-gz"` },
    bodies: {
      identity,
      // Made once per page and header image, then served from memory: compress as well as at build time.
      br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      gzip: gzipSync(identity, { level: 9 }),
    },
  };
}
