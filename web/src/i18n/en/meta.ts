/**
 * What search engines and link previews show of the screens whose texts are no page staff edit (meta
 * description, Open Graph, Twitter card), keyed by the screen's route name; the edited pages' descriptions
 * are their own (features/seo/components/PageHead.tsx). The page titles are the pages' own h1s.
 */
export const meta = {
  'meta.description.holes': 'Walk the links hole by hole, all 18 of them, before you play.',
  'meta.description.bookingDetails': 'The date, time, players and price of your green fee reservation.',
  'meta.imageAlt': 'A links hole in the dunes by the North Sea',
} as const;
