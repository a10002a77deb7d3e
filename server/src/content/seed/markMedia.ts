import type { LocalizedText } from '../../../../common/api/documents';
import type { MediaSeed } from './media';

/**
 * The sample award and brand marks of a new site as drawings of the media library
 * (scripts/generate-mark-art.mjs): neutral badges, never the logo of a real award or company. The
 * document 'marks' (seed/marks.ts) shows them until staff choose the club's own.
 */

const NO_CAPTION: LocalizedText = { en: '', nl: '', fr: '', de: '' };

/** An award's badge: the name is written beside it on the page, so the alt text says what the badge shows. */
const award = (id: string, alt: LocalizedText): MediaSeed => ({
  id: `award-${id}`,
  file: `/art/award-${id}.svg`,
  width: 240,
  height: 240,
  alt,
  caption: NO_CAPTION,
});

/** A brand's mark is its name set in type: its alt text is the name, in every language. */
const brand = (id: string, name: string): MediaSeed => ({
  id: `brand-${id}`,
  file: `/art/brand-${id}.svg`,
  width: 320,
  height: 64,
  alt: { en: name, nl: name, fr: name, de: name },
  caption: NO_CAPTION,
});

export const markMedia: MediaSeed[] = [
  award('links', {
    en: 'A round badge with a star, showing a pin flag on a green',
    nl: 'Een rond insigne met een ster, met een vlag op een green',
    fr: 'Un insigne rond avec une étoile, montrant un drapeau sur un green',
    de: 'Ein rundes Abzeichen mit einem Stern, darauf eine Fahne auf einem Grün',
  }),
  award('coast', {
    en: 'A round green badge with a star, showing a dune above waves',
    nl: 'Een rond groen insigne met een ster, met een duin boven golven',
    fr: 'Un insigne rond vert avec une étoile, montrant une dune au-dessus des vagues',
    de: 'Ein rundes grünes Abzeichen mit einem Stern, darauf eine Düne über Wellen',
  }),
  award('ecology', {
    en: 'A round badge with a star, showing a green leaf',
    nl: 'Een rond insigne met een ster, met een groen blad',
    fr: 'Un insigne rond avec une étoile, montrant une feuille verte',
    de: 'Ein rundes Abzeichen mit einem Stern, darauf ein grünes Blatt',
  }),
  brand('dune-forge', 'Dune Forge'),
  brand('marram-and-sons', 'Marram & Sons'),
  brand('tideline-outfitters', 'Tideline Outfitters'),
  brand('kestrel-balls', 'Kestrel Balls'),
  brand('saltwind-footwear', 'Saltwind Footwear'),
  brand('sandwedge-leather', 'Sandwedge Leather'),
];
