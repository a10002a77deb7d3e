import MarkdownIt from 'markdown-it';
import sanitize from 'sanitize-html';
import { publicPagePaths } from '../../../common/config/publicRoutes';
import { type Language, localizedPath } from '../../../common/i18n/languages';

/**
 * Staff write the pages' texts in Markdown (docs/product.md, Content); visitors get HTML made here, on the
 * server, by a maintained parser and a maintained sanitiser with a strict allow-list. Raw HTML in the
 * Markdown stays text (html: false), and whatever the parser makes goes through the allow-list again, so
 * nothing that runs can reach a page even if one of the two had a hole.
 */

const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false });

const ALLOWED_TAGS = ['p', 'br', 'strong', 'em', 'a', 'ul', 'ol', 'li', 'blockquote', 'h3', 'h4'];

/** The page's own title is its h1 and its blocks' headings are h2: a text's headings rank below them. */
const HEADING_LEVELS: Record<string, string> = { h1: 'h3', h2: 'h3', h5: 'h4', h6: 'h4' };

/** Addresses of the public pages, without their language prefix ('/ecology'). */
const PUBLIC_PATHS: ReadonlySet<string> = new Set(Object.values(publicPagePaths));

/** Controls, spaces and backslashes: browsers drop or turn them into slashes, so '/\evil' is '//evil'. */
const hasUnsafeCharacter = (href: string) =>
  [...href].some((character) => {
    const code = character.charCodeAt(0);
    return code <= 0x20 || (code >= 0x7f && code <= 0x9f) || character === '\\';
  });

const EXTERNAL_SCHEMES: ReadonlySet<string> = new Set(['http:', 'https:']);
const CONTACT_SCHEMES: ReadonlySet<string> = new Set(['mailto:', 'tel:']);

export interface SafeLink {
  href: string;
  /** A link to another site: opened without giving it this page (rel="noopener noreferrer"). */
  external: boolean;
}

/**
 * The address a link may have on a page, or null when it may have none: http(s), mailto and tel, and paths
 * of this site (one leading slash). A public page's path gets the page language's prefix, so that a Dutch
 * text's link to /ecology stays in Dutch.
 */
export function safeLink(href: string, language: Language): SafeLink | null {
  if (href === '' || hasUnsafeCharacter(href)) return null;
  if (href.startsWith('/')) {
    if (href.startsWith('//')) return null;
    const end = href.search(/[?#]/);
    const path = end === -1 ? href : href.slice(0, end);
    const rest = end === -1 ? '' : href.slice(end);
    return { href: PUBLIC_PATHS.has(path) ? localizedPath(language, path) + rest : href, external: false };
  }
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  if (EXTERNAL_SCHEMES.has(url.protocol)) return { href, external: true };
  if (CONTACT_SCHEMES.has(url.protocol)) return { href, external: false };
  return null;
}

/** Not in the allow-list: the sanitiser drops the tag and keeps its text. */
const DROPPED_LINK = 'span';

/** Markdown in a page's language → HTML with only the allowed tags, and links that go where they may. */
export function markdownToHtml(text: string, language: Language): string {
  if (text.trim() === '') return '';
  return sanitize(markdown.render(text), {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: { a: ['href', 'rel'] },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesAppliedToAttributes: ['href'],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    transformTags: {
      ...HEADING_LEVELS,
      a: (_tagName, attribs): sanitize.Tag => {
        const link = safeLink(attribs.href ?? '', language);
        if (!link) return { tagName: DROPPED_LINK, attribs: {} };
        return {
          tagName: 'a',
          attribs: link.external ? { href: link.href, rel: 'noopener noreferrer' } : { href: link.href },
        };
      },
    },
  }).trim();
}
