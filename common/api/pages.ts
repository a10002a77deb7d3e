import { z } from 'zod';
import { publicPagePaths } from '../config/publicRoutes';
import { localizedText, revisionSummary } from './documents';
import { publicPicture } from './media';

import { PAGE_KEYS, type PageKey } from './pageKeys';

/**
 * The pages staff edit (docs/product.md, Content): each page's texts are blocks, stored per language in
 * Markdown, rendered and sanitised on the server. The key is the route without its slash. The keys live
 * without zod (pageKeys.ts), for the public pages' first JavaScript: the live updates name them.
 */
export { PAGE_KEYS, type PageKey };

export const pageKey = z.enum(PAGE_KEYS, { error: 'No such page.' });

/** The page's route: its key with a slash, but / for the home page. */
export const pagePath = (key: PageKey): string => (key === 'home' ? '/' : `/${key}`);

/**
 * The parts of a page that are not text but the site's own features, shown where staff place them: the
 * lunch menu, the hours, the price of things come from their own screens in the admin.
 */
export const PAGE_WIDGETS = [
  'lunch-menu',
  'bar-hours',
  'table-booking',
  'shop-hours',
  'shop-contact',
  'brands',
  'payment-cards',
  'vlinder-dashboard',
  'retention-table',
  'processors',
  'consent-settings',
  'privacy-controller',
  'privacy-requests',
  'members-login',
  'greenfee-prices',
  'greenfee-notes',
  'members-only-times',
  'handicap-limits',
  'twilight-times',
  'book-online',
  'buggy-price',
  'buggy-notes',
  'buggy-hours',
  'course-status',
  'awards',
  'club-contact',
  'course-map',
  'score-card',
  'tee-ratings',
  'hole-by-hole',
  'course-par',
  'handicap-calculator',
  'stroke-table-image',
  'stroke-table-text',
  'board',
  'range-price',
  'range-note',
  'range-hours',
  'booking-form',
  'paid-booking-note',
] as const;
export type PageWidget = (typeof PAGE_WIDGETS)[number];

const blockId = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,47}$/, 'A block id is lower-case letters, digits and dashes.');
const mediaId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);
/** A link card's target: one of the site's public pages. */
const publicPath = z.enum(Object.values(publicPagePaths) as [string, ...string[]]);

/** A heading: plain text, one line. */
const headingBlock = z.object({ id: blockId, kind: z.literal('heading'), text: localizedText(200) });
/** Running text in Markdown: paragraphs, bold, italics, links, lists. */
const textBlock = z.object({ id: blockId, kind: z.literal('text'), text: localizedText() });
/** Text set apart from the rest (a tip, a warning), in Markdown. */
const noteBlock = z.object({ id: blockId, kind: z.literal('note'), text: localizedText() });
/** One picture of the media library, with its alt text and caption from there. */
const pictureBlock = z.object({ id: blockId, kind: z.literal('picture'), mediaId });
/** An ordered list of pictures of the media library, under a title. */
const galleryBlock = z.object({
  id: blockId,
  kind: z.literal('gallery'),
  title: localizedText(200),
  mediaIds: z.array(mediaId).max(60),
});
/** Cards linking on to other pages of the site. */
const linksBlock = z.object({
  id: blockId,
  kind: z.literal('links'),
  title: localizedText(200),
  items: z.array(z.object({ path: publicPath, title: localizedText(200), text: localizedText(500) })).max(8),
});
/**
 * Dated steps under a title (the management plans at a glance): each a short "when" (a year, "Spring
 * 2021") and a line of plain text. The "when" is a text too: its words differ per language.
 */
const timelineBlock = z.object({
  id: blockId,
  kind: z.literal('timeline'),
  title: localizedText(200),
  items: z.array(z.object({ when: localizedText(60), text: localizedText(500) })).max(20),
});
/**
 * Cards side by side, each a picture of the media library (its alt text from there) over a name, a line
 * under the name (a species' scientific name; empty: none) and a short text: the species of the course.
 * Texts are plain, as a link card's. The block has no title: it stands in a section, under its heading.
 */
const cardsBlock = z.object({
  id: blockId,
  kind: z.literal('cards'),
  items: z
    .array(
      z.object({
        mediaId,
        title: localizedText(200),
        subtitle: localizedText(200),
        text: localizedText(1000),
      }),
    )
    .max(24),
});
/** One of the site's features, placed among the texts. */
const widgetBlock = z.object({ id: blockId, kind: z.literal('widget'), widget: z.enum(PAGE_WIDGETS) });

export const pageBlock = z.discriminatedUnion('kind', [
  headingBlock,
  textBlock,
  noteBlock,
  pictureBlock,
  galleryBlock,
  linksBlock,
  timelineBlock,
  cardsBlock,
  widgetBlock,
]);
export type PageBlock = z.infer<typeof pageBlock>;
export type BlockKind = PageBlock['kind'];

/** A page as stored: its title, the lead under it, the search engines' description, and its blocks. */
export const pageContent = z
  .object({
    title: localizedText(200),
    lead: localizedText(2000),
    description: localizedText(300),
    blocks: z.array(pageBlock).max(200),
  })
  .refine((page) => new Set(page.blocks.map((b) => b.id)).size === page.blocks.length, {
    message: 'Two blocks have the same id.',
    path: ['blocks'],
  });
export type PageContent = z.infer<typeof pageContent>;

// ---- Staff API (adminPaths.ts: pages, page, publishPage, pageRevisions, restorePageRevision) ----

/** GET /admin/pages: one line per page. */
export const pageListItem = z.object({
  key: pageKey,
  path: z.string(),
  title: z.string(),
  updatedAt: z.string(),
  updatedBy: z.string(),
  hasDraft: z.boolean(),
});
export const pageList = z.object({ pages: z.array(pageListItem) });
export type PageList = z.infer<typeof pageList>;

/** GET /admin/pages/{key}: the draft (the published content again when there is none) and the published. */
export const adminPage = z.object({
  key: pageKey,
  path: z.string(),
  version: z.number().int().positive(),
  hasDraft: z.boolean(),
  updatedAt: z.string(),
  updatedBy: z.string(),
  draft: pageContent,
  published: pageContent,
});
export type AdminPage = z.infer<typeof adminPage>;

/** PUT /admin/pages/{key}: saves the draft; 409 (documents.ts staleVersionAnswer) on an older version. */
export const savePageBody = z.object({ version: z.number().int().positive() }).and(pageContent);
export type SavePageBody = z.infer<typeof savePageBody>;

export const pageRevisions = z.object({ revisions: z.array(revisionSummary) });

// ---- Public API: GET /api/v1/pages/{key} (paths.ts page), language by Accept-Language ----

/** The texts of a card, each written per language. */
export const CARD_TEXTS = ['title', 'subtitle', 'text'] as const;
export type CardText = (typeof CARD_TEXTS)[number];

/** `fallback`: the language's text was empty and the English one is shown (marked lang="en"). */
export const publicBlock = z.discriminatedUnion('kind', [
  z.object({ id: z.string(), kind: z.literal('heading'), text: z.string(), fallback: z.boolean() }),
  z.object({ id: z.string(), kind: z.literal('text'), html: z.string(), fallback: z.boolean() }),
  z.object({ id: z.string(), kind: z.literal('note'), html: z.string(), fallback: z.boolean() }),
  z.object({ id: z.string(), kind: z.literal('picture'), picture: publicPicture.nullable() }),
  z.object({
    id: z.string(),
    kind: z.literal('gallery'),
    title: z.string(),
    pictures: z.array(publicPicture),
  }),
  z.object({
    id: z.string(),
    kind: z.literal('links'),
    title: z.string(),
    items: z.array(z.object({ path: z.string(), title: z.string(), text: z.string() })),
  }),
  z.object({
    id: z.string(),
    kind: z.literal('timeline'),
    title: z.string(),
    items: z.array(z.object({ when: z.string(), text: z.string() })),
  }),
  z.object({
    id: z.string(),
    kind: z.literal('cards'),
    items: z.array(
      z.object({
        /** null when the library no longer holds the picture: the card shows without it. */
        picture: publicPicture.nullable(),
        title: z.string(),
        subtitle: z.string(),
        text: z.string(),
        /** The card's texts shown in English, empty in the page's language (marked lang="en"). */
        fallback: z.array(z.enum(CARD_TEXTS)),
      }),
    ),
  }),
  z.object({ id: z.string(), kind: z.literal('widget'), widget: z.enum(PAGE_WIDGETS) }),
]);
export type PublicBlock = z.infer<typeof publicBlock>;

export const publicPage = z.object({
  key: pageKey,
  language: z.enum(['en', 'nl', 'fr', 'de']),
  title: z.string(),
  /** Plain text. */
  lead: z.string(),
  description: z.string(),
  blocks: z.array(publicBlock),
});
export type PublicPage = z.infer<typeof publicPage>;
