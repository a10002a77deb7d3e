import type { PageContent } from '../../../../../common/api/pages';
import { continueExploringTitle } from './shared';

/**
 * The seeded texts of /bod (docs/product.md, Content). The board, its committees and the staff, with their
 * portraits, are the board's data, edited in the admin's Board screen (a widget).
 */
export const bod: PageContent = {
  title: {
    en: "Who's Who",
    nl: 'Wie is wie',
    fr: 'Qui est qui',
    de: 'Wer ist wer',
  },
  lead: {
    en: 'The club is run by its members, through a board and its committees, together with the staff who care for the course. These are the people you can turn to.',
    nl: 'De club wordt geleid door haar leden, via een raad van bestuur en de commissies, samen met het personeel dat voor de baan zorgt. Dit zijn de mensen bij wie u terechtkunt.',
    fr: 'Le club est dirigé par ses membres, à travers un conseil d’administration et ses commissions, avec le personnel qui prend soin du parcours. Voici les personnes auxquelles vous pouvez vous adresser.',
    de: 'Der Club wird von seinen Mitgliedern geführt, durch einen Vorstand und seine Ausschüsse, gemeinsam mit den Mitarbeitenden, die sich um den Platz kümmern. An diese Menschen können Sie sich wenden.',
  },
  description: {
    en: 'The board, its committees and the staff who care for the course: the people you can turn to.',
    nl: 'Het bestuur, de commissies en het personeel dat voor de baan zorgt: de mensen bij wie u terechtkunt.',
    fr: 'Le conseil d’administration, ses commissions et le personnel qui prend soin du parcours : les personnes auxquelles vous adresser.',
    de: 'Der Vorstand, seine Ausschüsse und das Personal, das den Platz pflegt: Ihre Ansprechpartner.',
  },
  blocks: [
    { id: 'board', kind: 'widget', widget: 'board' },
    {
      id: 'onward',
      kind: 'links',
      title: continueExploringTitle,
      items: [
        {
          path: '/golf-buggies',
          title: {
            en: 'Golf Buggies',
            nl: 'Golfbuggy’s',
            fr: 'Voiturettes',
            de: 'Golfcarts',
          },
          text: {
            en: 'Price, rules and hours for hiring a buggy.',
            nl: 'Prijs, regels en uren voor het huren van een buggy.',
            fr: 'Prix, règles et horaires de location d’une voiturette.',
            de: 'Preis, Regeln und Zeiten für die Miete eines Golfcarts.',
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
            en: 'All 18 holes, from the first tee to the last green.',
            nl: 'Alle 18 holes, van de eerste tee tot de laatste green.',
            fr: 'Les 18 trous, du premier départ au dernier green.',
            de: 'Alle 18 Löcher, vom ersten Abschlag bis zum letzten Grün.',
          },
        },
      ],
    },
  ],
};
