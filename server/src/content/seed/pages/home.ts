import type { PageContent } from '../../../../../common/api/pages';

/**
 * The seeded texts of / (docs/product.md, Home, Content). The page's h1 is the club's name, not this title
 * (which names the page in the admin); the lead is the tagline in the header image. The course status, the
 * award marks and the contact details are the site's features (widgets), placed around The Course and The
 * Club. The number of holes is written out: it was the dictionaries' {holes}, always 18.
 */

/**
 * The contact section's heading and intro, and the club's details under them (the widget): the home page
 * shows the heading and text just before the widget in the contact card (features/home/HomeSections.tsx).
 * Until issue 38 the widget wrote them itself, from the dictionaries, and stood under the block id
 * 'contact', which the heading has now: pageUpgrades.ts reads a page stored so as this one.
 */
export const contactSection = (): PageContent['blocks'] => [
  {
    id: 'contact',
    kind: 'heading',
    text: {
      en: 'Visit the club',
      nl: 'Bezoek de club',
      fr: 'Venir au club',
      de: 'Besuchen Sie den Club',
    },
  },
  {
    id: 'contact-text',
    kind: 'text',
    text: {
      en: 'The secretariat is glad to help with tee times, visits and any question about the club. Call, write, or come and find us in the dunes.',
      nl: 'Het secretariaat helpt u graag met starttijden, bezoeken en elke vraag over de club. Bel ons, schrijf ons, of kom langs in de duinen.',
      fr: 'Le secrétariat se fera un plaisir de vous aider pour vos départs, vos visites et toute question sur le club. Appelez-nous, écrivez-nous ou venez nous trouver dans les dunes.',
      de: 'Das Sekretariat hilft Ihnen gern bei Startzeiten, Besuchen und allen Fragen rund um den Club. Rufen Sie an, schreiben Sie uns oder besuchen Sie uns in den Dünen.',
    },
  },
  { id: 'club-contact', kind: 'widget', widget: 'club-contact' },
];

export const home: PageContent = {
  title: {
    en: 'Home',
    nl: 'Startpagina',
    fr: 'Accueil',
    de: 'Startseite',
  },
  lead: {
    en: '18 holes of links golf in the dunes by the North Sea',
    nl: '18 holes linksgolf in de duinen aan de Noordzee',
    fr: '18 trous de links dans les dunes, au bord de la mer du Nord',
    de: '18 Löcher Linksgolf in den Dünen an der Nordsee',
  },
  description: {
    en: 'Links golf in the dunes on the Belgian coast: today’s course status and weather, green fees and online tee time booking.',
    nl: 'Linksgolf in de duinen aan de Belgische kust: de baanstatus en het weer van vandaag, greenfees en online een starttijd reserveren.',
    fr: 'Un links dans les dunes de la côte belge : l’état du parcours et la météo du jour, les green fees et la réservation de départs en ligne.',
    de: 'Linksgolf in den Dünen der belgischen Küste: Platzstatus und Wetter von heute, Greenfees und Startzeiten online buchen.',
  },
  blocks: [
    { id: 'course-status', kind: 'widget', widget: 'course-status' },
    { id: 'awards', kind: 'widget', widget: 'awards' },
    {
      id: 'course',
      kind: 'heading',
      text: {
        en: 'The Course',
        nl: 'De baan',
        fr: 'Le parcours',
        de: 'Der Platz',
      },
    },
    {
      id: 'course-text',
      kind: 'text',
      text: {
        en: 'The 18 holes run through the dunes between the polders and the sea, over fairways that the wind and the sand have shaped. The turf is firm and rolling, the greens reward a low, running shot, and no two rounds play the same: the wind sees to that.\n\nWalk the course hole by hole before you play, see how the holes lie on the map, and find where your handicap strokes fall.',
        nl: 'De 18 holes slingeren door de duinen tussen de polders en de zee, over fairways die door wind en zand gevormd zijn. De grond is stevig en golvend, de greens belonen een lage, rollende slag, en geen twee rondes spelen hetzelfde: daar zorgt de wind wel voor.\n\nWandel hole per hole door de baan voor u speelt, bekijk hoe de holes op de kaart liggen en zoek op waar uw handicapslagen vallen.',
        fr: 'Les 18 trous serpentent à travers les dunes, entre les polders et la mer, sur des fairways façonnés par le vent et le sable. Le sol est ferme et vallonné, les greens récompensent les balles basses et roulées, et aucune partie ne ressemble à la précédente\u00a0: le vent y veille.\n\nParcourez le links trou par trou avant de jouer, voyez comment les trous s’enchaînent sur le plan et repérez ceux où vous recevez des coups.',
        de: 'Die 18 Löcher führen durch die Dünen zwischen Poldern und Meer, über Fairways, die Wind und Sand geformt haben. Der Boden ist fest und wellig, die Grüns belohnen flache, rollende Schläge, und keine Runde gleicht der anderen: Dafür sorgt der Wind.\n\nGehen Sie den Platz Loch für Loch ab, bevor Sie spielen, sehen Sie, wie die Löcher auf der Karte liegen, und finden Sie heraus, wo Sie Ihre Vorgabenschläge erhalten.',
      },
    },
    {
      id: 'course-links',
      kind: 'links',
      title: {
        en: 'Explore the course',
        nl: 'Ontdek de baan',
        fr: 'Découvrir le parcours',
        de: 'Den Platz entdecken',
      },
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
            en: 'The course map, and the score card to download',
            nl: 'Het baanplan, en de scorekaart om te downloaden',
            fr: 'Le plan du parcours et la carte de score à télécharger',
            de: 'Der Platzplan und die Scorekarte zum Herunterladen',
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
            en: 'All 18 holes, one by one',
            nl: 'Alle 18 holes, een voor een',
            fr: 'Les 18 trous, un par un',
            de: 'Alle 18 Löcher, eines nach dem anderen',
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
            en: 'Where your handicap strokes fall',
            nl: 'Waar uw handicapslagen vallen',
            fr: 'Les trous où vous recevez des coups',
            de: 'Wo Sie Ihre Vorgabenschläge erhalten',
          },
        },
      ],
    },
    {
      id: 'club',
      kind: 'heading',
      text: {
        en: 'The Club',
        nl: 'De club',
        fr: 'Le club',
        de: 'Der Club',
      },
    },
    {
      id: 'club-text',
      kind: 'text',
      text: {
        en: 'For more than a century the club has welcomed golfers to this stretch of coast. It keeps its traditions lightly: good manners on the course, a warm welcome in the clubhouse.\n\nAfter the round, the clubhouse looks out over the dunes to the sea: lunch in the dining room, a drink at the bar, and the stories of the day.',
        nl: 'Al meer dan een eeuw verwelkomt de club golfers op dit stuk kust. Ze houdt haar tradities in ere zonder stijfheid: goede manieren op de baan, een warm onthaal in het clubhuis.\n\nNa de ronde kijkt het clubhuis uit over de duinen naar de zee: lunch in het restaurant, een drankje aan de bar en de verhalen van de dag.',
        fr: 'Depuis plus d’un siècle, le club accueille les golfeurs sur ce coin de côte. Il cultive ses traditions sans solennité\u00a0: de bonnes manières sur le parcours, un accueil chaleureux au club-house.\n\nAprès la partie, le club-house offre une vue sur les dunes et la mer\u00a0: un lunch dans la salle à manger, un verre au bar et les histoires de la journée.',
        de: 'Seit mehr als einem Jahrhundert empfängt der Club Golferinnen und Golfer an diesem Küstenabschnitt. Seine Traditionen pflegt er mit leichter Hand: gute Umgangsformen auf dem Platz, ein herzlicher Empfang im Clubhaus.\n\nNach der Runde blickt man vom Clubhaus über die Dünen aufs Meer: ein Mittagessen im Restaurant, ein Drink an der Bar und die Geschichten des Tages.',
      },
    },
    {
      id: 'club-links',
      kind: 'links',
      title: {
        en: 'Explore the club',
        nl: 'Ontdek de club',
        fr: 'Découvrir le club',
        de: 'Den Club entdecken',
      },
      items: [
        {
          path: '/history',
          title: {
            en: 'History',
            nl: 'Geschiedenis',
            fr: 'Histoire',
            de: 'Geschichte',
          },
          text: {
            en: 'A century of golf by the sea',
            nl: 'Een eeuw golf aan zee',
            fr: 'Un siècle de golf au bord de la mer',
            de: 'Ein Jahrhundert Golf am Meer',
          },
        },
        {
          path: '/dining-bar',
          title: {
            en: 'Dining & Bar',
            nl: 'Restaurant & bar',
            fr: 'Restaurant & bar',
            de: 'Restaurant & Bar',
          },
          text: {
            en: 'Lunch, the bar and the Bridge Room',
            nl: 'Lunch, de bar en de Bridge Room',
            fr: 'Le lunch, le bar et la salle de bridge',
            de: 'Mittagessen, die Bar und der Bridgeraum',
          },
        },
        {
          path: '/bod',
          title: {
            en: "Who's Who",
            nl: 'Wie is wie',
            fr: 'Qui est qui',
            de: 'Wer ist wer',
          },
          text: {
            en: 'The board and the people who run the club',
            nl: 'Het bestuur en de mensen achter de club',
            fr: 'Le conseil d’administration et les personnes qui font vivre le club',
            de: 'Der Vorstand und die Menschen, die den Club führen',
          },
        },
      ],
    },
    ...contactSection(),
  ],
};
