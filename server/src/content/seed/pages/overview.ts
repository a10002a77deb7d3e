import type { PageContent } from '../../../../../common/api/pages';
import { bookingCardShort } from './shared';

/**
 * The seeded texts of /overview (docs/product.md, Content). The map with its hole tiles, the score card's
 * download, the tees' ratings and the course hole by hole come from the course data staff edit in the
 * admin's Course screen (widgets). The score card's heading and text are the title and text of its tile;
 * the lead is the course's facts, worked out from that data, until staff write one.
 */
export const overview: PageContent = {
  title: {
    en: 'Course overview',
    nl: 'Overzicht van de baan',
    fr: 'Présentation du parcours',
    de: 'Platzübersicht',
  },
  lead: { en: '', nl: '', fr: '', de: '' },
  description: {
    en: 'The course map: the front nine run out east through the dunes along the beach, the back nine loop west. With the score card.',
    nl: 'De baankaart: de eerste negen lopen oostwaarts door de duinen langs het strand, de tweede negen maken een lus naar het westen. Met de scorekaart.',
    fr: 'Le plan du parcours : l’aller part vers l’est à travers les dunes, le long de la plage, et le retour décrit une boucle vers l’ouest. Avec la carte de score.',
    de: 'Die Platzkarte: Die vorderen Neun führen nach Osten durch die Dünen am Strand entlang, die hinteren Neun ziehen eine Schleife nach Westen. Mit der Scorekarte.',
  },
  blocks: [
    {
      id: 'map',
      kind: 'heading',
      text: {
        en: 'The links',
        nl: 'De links',
        fr: 'Le links',
        de: 'Der Linksplatz',
      },
    },
    {
      id: 'map-intro',
      kind: 'text',
      text: {
        en: 'The front nine run out east through the dunes along the beach and come back to the clubhouse; the back nine loop west. Choose a hole on the map to walk it.',
        nl: 'De eerste negen holes lopen oostwaarts door de duinen langs het strand en keren terug naar het clubhuis; de tweede negen maken een lus naar het westen. Kies een hole op de kaart om hem te verkennen.',
        fr: 'L’aller part vers l’est à travers les dunes, le long de la plage, puis revient au club-house\u00a0; le retour décrit une boucle vers l’ouest. Choisissez un trou sur le plan pour le parcourir.',
        de: 'Die vorderen Neun führen nach Osten durch die Dünen am Strand entlang und wieder zurück zum Clubhaus; die hinteren Neun ziehen eine Schleife nach Westen. Wählen Sie ein Loch auf der Karte, um es abzugehen.',
      },
    },
    { id: 'course-map', kind: 'widget', widget: 'course-map' },
    {
      id: 'score-card',
      kind: 'heading',
      text: {
        en: 'Score Card',
        nl: 'Scorekaart',
        fr: 'Carte de score',
        de: 'Scorekarte',
      },
    },
    {
      id: 'score-card-text',
      kind: 'text',
      text: {
        en: 'Every hole with its par, stroke index and lengths from each tee, with rows for the players and the marker. Print it for your round.',
        nl: 'Elke hole met zijn par, stroke index en lengtes vanaf elke tee, met rijen voor de spelers en de marker. Druk ze af voor uw ronde.',
        fr: 'Chaque trou avec son par, son handicap et ses longueurs depuis chaque départ, avec des lignes pour les joueurs et le marqueur. Imprimez-la pour votre partie.',
        de: 'Alle Löcher mit Par, Stroke Index und Längen von jedem Abschlag, mit Zeilen für die Spieler und den Zähler. Drucken Sie sie für Ihre Runde aus.',
      },
    },
    { id: 'score-card-download', kind: 'widget', widget: 'score-card' },
    { id: 'tee-ratings', kind: 'widget', widget: 'tee-ratings' },
    {
      id: 'card',
      kind: 'heading',
      text: {
        en: 'Hole by hole',
        nl: 'Hole per hole',
        fr: 'Trou par trou',
        de: 'Loch für Loch',
      },
    },
    { id: 'hole-by-hole', kind: 'widget', widget: 'hole-by-hole' },
    {
      id: 'onward',
      kind: 'links',
      title: {
        en: 'On the course',
        nl: 'Op de baan',
        fr: 'Sur le parcours',
        de: 'Auf dem Platz',
      },
      items: [
        {
          path: '/holes',
          title: {
            en: 'Holes',
            nl: 'Holes',
            fr: 'Les trous',
            de: 'Löcher',
          },
          text: {
            en: 'Walk the 18 holes one by one.',
            nl: 'Verken de 18 holes een voor een.',
            fr: 'Parcourez les 18 trous un par un.',
            de: 'Gehen Sie die 18 Löcher einzeln ab.',
          },
        },
        {
          path: '/handicap-stroke-table',
          title: {
            en: 'Handicap Stroke Table',
            nl: 'Slagentabel',
            fr: 'Table des coups reçus',
            de: 'Course-Handicap-Tabelle',
          },
          text: {
            en: 'Your strokes from each tee.',
            nl: 'Uw slagen vanaf elke tee.',
            fr: 'Vos coups reçus depuis chaque départ.',
            de: 'Ihre Vorgabenschläge von jedem Abschlag.',
          },
        },
        bookingCardShort,
      ],
    },
  ],
};
