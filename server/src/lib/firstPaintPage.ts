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

export type Encoding = 'br' | 'gzip' | 'identity';

/** The best encoding the client accepts (q=0 refuses one), Brotli first. */
export function pickEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name.trim(), q ? Number(q.slice(2)) || 0 : 1);
  }
  const allows = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (allows('br')) return 'br';
  if (allows('gzip')) return 'gzip';
  return 'identity';
}

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
