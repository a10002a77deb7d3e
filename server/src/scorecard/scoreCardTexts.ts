import type { Language } from '../../../common/i18n/languages';

/** Every word printed on the score card, in each language of the site (docs/product.md, Course Overview). */
export interface ScoreCardTexts {
  title: string;
  /** The blanks to fill in above the table: date, competition, player, handicap index, playing handicap, tee. */
  fields: readonly [string, string, string, string, string, string];
  /** "{tee}: CR {rating}, slope {slope}" */
  teeRating: (tee: string, rating: string, slope: number) => string;
  hole: string;
  par: string;
  strokeIndex: string;
  marker: string;
  out: string;
  in: string;
  total: string;
  signatures: readonly [string, string];
  /** The decimal separator of the course rating. */
  decimal: string;
  /** What follows a field's name: ":", or " :" in French. */
  colon: string;
}

export const SCORE_CARD_TEXTS: Record<Language, ScoreCardTexts> = {
  en: {
    title: 'Score card',
    fields: ['Date', 'Competition', 'Player', 'Handicap index', 'Playing handicap', 'Tee'],
    teeRating: (tee, rating, slope) => `${tee}: CR ${rating}, slope ${slope}`,
    hole: 'Hole',
    par: 'Par',
    strokeIndex: 'SI',
    marker: 'Marker',
    out: 'Out',
    in: 'In',
    total: 'Total',
    signatures: ["Player's signature", "Marker's signature"],
    decimal: '.',
    colon: ':',
  },
  nl: {
    title: 'Scorekaart',
    fields: ['Datum', 'Wedstrijd', 'Speler', 'Handicapindex', 'Speelhandicap', 'Tee'],
    teeRating: (tee, rating, slope) => `${tee}: CR ${rating}, slope ${slope}`,
    hole: 'Hole',
    par: 'Par',
    strokeIndex: 'SI',
    marker: 'Marker',
    out: 'Uit',
    in: 'In',
    total: 'Totaal',
    signatures: ['Handtekening speler', 'Handtekening marker'],
    decimal: ',',
    colon: ':',
  },
  fr: {
    title: 'Carte de score',
    fields: ['Date', 'Compétition', 'Joueur', 'Index', 'Handicap de jeu', 'Départ'],
    teeRating: (tee, rating, slope) => `${tee} : CR ${rating}, slope ${slope}`,
    hole: 'Trou',
    par: 'Par',
    strokeIndex: 'Hcp',
    marker: 'Marqueur',
    out: 'Aller',
    in: 'Retour',
    total: 'Total',
    signatures: ['Signature du joueur', 'Signature du marqueur'],
    decimal: ',',
    colon: ' :',
  },
  de: {
    title: 'Scorekarte',
    fields: ['Datum', 'Wettspiel', 'Spieler', 'Handicap-Index', 'Spielvorgabe', 'Abschlag'],
    teeRating: (tee, rating, slope) => `${tee}: CR ${rating}, Slope ${slope}`,
    hole: 'Loch',
    par: 'Par',
    strokeIndex: 'Hcp',
    marker: 'Zähler',
    out: 'Out',
    in: 'In',
    total: 'Gesamt',
    signatures: ['Unterschrift Spieler', 'Unterschrift Zähler'],
    decimal: ',',
    colon: ':',
  },
};
