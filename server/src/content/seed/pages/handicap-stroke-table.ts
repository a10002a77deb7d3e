import type { PageContent } from '../../../../../common/api/pages';
import { beforeYouPlayTitle, bookingCardShort } from './shared';

/**
 * The seeded texts of /handicap-stroke-table (docs/product.md, Content). The course's par, the calculator,
 * the table drawn as an image and the table as text are worked out from the course data staff edit in the
 * admin's Course screen (widgets). The drawing stands on its own, full width, after the section it is in.
 */
export const handicapStrokeTable: PageContent = {
  title: {
    en: 'Handicap Stroke Table',
    nl: 'Slagentabel',
    fr: 'Table des coups reçus',
    de: 'Course-Handicap-Tabelle',
  },
  lead: {
    en: 'How many strokes you receive on our course, from each tee, for your handicap index.',
    nl: 'Hoeveel slagen u op onze baan krijgt, vanaf elke tee, voor uw handicapindex.',
    fr: 'Le nombre de coups que vous recevez sur notre parcours, depuis chaque départ, selon votre index.',
    de: 'Wie viele Schläge Sie auf unserem Platz von jedem Abschlag für Ihren Handicap-Index erhalten.',
  },
  description: {
    en: 'How many strokes you receive on our course, from each tee, for your handicap index.',
    nl: 'Hoeveel slagen u op onze baan krijgt, vanaf elke tee, voor uw handicapindex.',
    fr: 'Le nombre de coups que vous recevez sur notre parcours, depuis chaque départ, selon votre index.',
    de: 'Wie viele Schläge Sie auf unserem Platz von jedem Abschlag für Ihren Handicap-Index erhalten.',
  },
  blocks: [
    {
      id: 'formula',
      kind: 'heading',
      text: {
        en: 'How it is worked out',
        nl: 'Hoe het berekend wordt',
        fr: 'Comment il est calculé',
        de: 'So wird gerechnet',
      },
    },
    {
      id: 'formula-text',
      kind: 'text',
      text: {
        en: 'Your course handicap = handicap index × slope ÷ 113 + (course rating − par), rounded to the nearest whole number; an exact half rounds up (12.5 gives 13, −0.5 gives 0).\n\nPlus handicaps are written with a “+”: a player of +2 gives two strokes back to the course.',
        nl: 'Uw course handicap = handicapindex × slope ÷ 113 + (course rating − par), afgerond op het dichtstbijzijnde gehele getal; een exacte helft wordt naar boven afgerond (12,5 wordt 13, −0,5 wordt 0).\n\nPlushandicaps worden geschreven met een “+”: een speler met +2 geeft twee slagen terug aan de baan.',
        fr: 'Votre handicap de parcours = index × slope ÷ 113 + (course rating − par), arrondi au nombre entier le plus proche\u00a0; une demie exacte est arrondie vers le haut (12,5 donne 13, −0,5 donne 0).\n\nLes handicaps plus s’écrivent avec un «\u00a0+\u00a0»\u00a0: un joueur à +2 rend deux coups au parcours.',
        de: 'Ihr Course Handicap = Handicap-Index × Slope ÷ 113 + (Course Rating − Par), auf die nächste ganze Zahl gerundet; eine genaue Hälfte wird aufgerundet (12,5 ergibt 13, −0,5 ergibt 0).\n\nPlus-Handicaps werden mit einem „+“ geschrieben: Ein Spieler mit +2 gibt dem Platz zwei Schläge zurück.',
      },
    },
    { id: 'course-par', kind: 'widget', widget: 'course-par' },
    {
      id: 'calculator',
      kind: 'heading',
      text: {
        en: 'Your course handicap',
        nl: 'Uw course handicap',
        fr: 'Votre handicap de parcours',
        de: 'Ihr Course Handicap',
      },
    },
    { id: 'handicap-calculator', kind: 'widget', widget: 'handicap-calculator' },
    { id: 'stroke-table-image', kind: 'widget', widget: 'stroke-table-image' },
    {
      id: 'table',
      kind: 'heading',
      text: {
        en: 'The table as text',
        nl: 'De tabel als tekst',
        fr: 'La table en texte',
        de: 'Die Tabelle als Text',
      },
    },
    { id: 'stroke-table-text', kind: 'widget', widget: 'stroke-table-text' },
    {
      id: 'onward',
      kind: 'links',
      title: beforeYouPlayTitle,
      items: [
        {
          path: '/overview',
          title: {
            en: 'Course overview',
            nl: 'Overzicht van de baan',
            fr: 'Présentation du parcours',
            de: 'Platzübersicht',
          },
          text: {
            en: 'The map of the links and the score card.',
            nl: 'Het plan van de links en de scorekaart.',
            fr: 'Le plan du links et la carte de score.',
            de: 'Die Karte des Linksplatzes und die Scorekarte.',
          },
        },
        {
          path: '/holes',
          title: {
            en: 'Holes',
            nl: 'Holes',
            fr: 'Les trous',
            de: 'Löcher',
          },
          text: {
            en: 'Stroke index and lengths of every hole.',
            nl: 'Stroke index en lengtes van elke hole.',
            fr: 'Le handicap et les longueurs de chaque trou.',
            de: 'Stroke Index und Längen aller Löcher.',
          },
        },
        bookingCardShort,
      ],
    },
  ],
};
