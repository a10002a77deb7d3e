import type { PageContent } from '../../../../../common/api/pages';
import { continueExploringTitle } from './shared';

/**
 * The seeded texts of /history (docs/product.md, Content): the club's story under four headings, the
 * gallery of the club's pictures (seed/media.ts) beside it, and the onward links.
 */
export const history: PageContent = {
  title: {
    en: 'History',
    nl: 'Geschiedenis',
    fr: 'Histoire',
    de: 'Geschichte',
  },
  lead: {
    en: 'For well over a century the club has played its golf on the same stretch of dunes between the sea and the polders. This is a short account of how a handful of enthusiasts became a royal club.',
    nl: 'Al ruim een eeuw speelt de club haar golf op hetzelfde stuk duin tussen de zee en de polders. Dit is een kort verhaal over hoe een handvol liefhebbers een koninklijke club werd.',
    fr: 'Depuis bien plus d’un siècle, le club joue au golf sur la même bande de dunes, entre la mer et les polders. Voici, en quelques mots, comment une poignée de passionnés est devenue un club royal.',
    de: 'Seit weit über einem Jahrhundert spielt der Club sein Golf auf demselben Dünenstreifen zwischen Meer und Poldern. Dies ist eine kurze Geschichte, wie aus einer Handvoll Begeisterter ein königlicher Club wurde.',
  },
  description: {
    en: 'How a handful of enthusiasts on a stretch of dunes between the sea and the polders became a royal club.',
    nl: 'Hoe een handvol liefhebbers op een strook duinen tussen de zee en de polders een koninklijke club werd.',
    fr: 'Comment une poignée de passionnés, sur une bande de dunes entre la mer et les polders, est devenue un club royal.',
    de: 'Wie eine Handvoll Begeisterter auf einem Dünenstreifen zwischen Meer und Poldern zu einem königlichen Club wurde.',
  },
  blocks: [
    {
      id: 'origins',
      kind: 'heading',
      text: {
        en: 'Links laid out by the sea',
        nl: 'Een links aangelegd aan zee',
        fr: 'Un links tracé au bord de la mer',
        de: 'Ein Linksplatz am Meer',
      },
    },
    {
      id: 'origins-text',
      kind: 'text',
      text: {
        en: 'The club was founded in the first years of the twentieth century, when golf reached the Belgian coast together with the coastal tram, the promenade and the first seaside hotels. A few summer visitors and local families walked the dunes, marked out nine holes with flags cut from sailcloth, and played them on wind, sand and instinct.\n\nThe holes followed the valleys between the dunes, as links holes always have: the ground chose the routing, not the architect. Many of those first fairways are still played today.',
        nl: 'De club werd opgericht in de eerste jaren van de twintigste eeuw, toen het golf samen met de kusttram, de zeedijk en de eerste badhotels de Belgische kust bereikte. Enkele zomergasten en families uit de streek trokken door de duinen, bakenden negen holes af met vlaggen uit zeildoek en speelden ze op wind, zand en gevoel.\n\nDe holes volgden de valleien tussen de duinen, zoals linksholes altijd gedaan hebben: het terrein bepaalde het parcours, niet de architect. Veel van die eerste fairways worden vandaag nog altijd gespeeld.',
        fr: 'Le club a été fondé dans les premières années du vingtième siècle, lorsque le golf est arrivé à la côte belge en même temps que le tram de la côte, la digue et les premiers hôtels de bord de mer. Quelques estivants et familles du coin ont arpenté les dunes, tracé neuf trous marqués de drapeaux taillés dans de la toile à voile, et les ont joués au gré du vent, du sable et de l’instinct.\n\nLes trous suivaient les vallées entre les dunes, comme l’ont toujours fait les trous de links\u00a0: c’est le terrain qui a dessiné le parcours, pas l’architecte. Bon nombre de ces premiers fairways sont encore joués aujourd’hui.',
        de: 'Der Club wurde in den ersten Jahren des zwanzigsten Jahrhunderts gegründet, als das Golfspiel zusammen mit der Küstenstraßenbahn, der Strandpromenade und den ersten Seebadhotels die belgische Küste erreichte. Einige Sommergäste und Familien aus der Gegend gingen durch die Dünen, steckten neun Löcher mit Fahnen aus Segeltuch ab und spielten sie nach Wind, Sand und Gefühl.\n\nDie Löcher folgten den Tälern zwischen den Dünen, wie es Linkslöcher schon immer getan haben: Das Gelände bestimmte die Routenführung, nicht der Architekt. Viele dieser ersten Fairways werden noch heute gespielt.',
      },
    },
    {
      id: 'royal',
      kind: 'heading',
      text: {
        en: 'A royal title',
        nl: 'Een koninklijke titel',
        fr: 'Un titre royal',
        de: 'Ein königlicher Titel',
      },
    },
    {
      id: 'royal-text',
      kind: 'text',
      text: {
        en: 'Within a few decades the course had grown to eighteen holes, and the club was granted the right to call itself royal, a distinction given to societies of long standing. The title is worn lightly. It asks for good manners on the course and a warm welcome in the clubhouse, not for gold leaf.',
        nl: 'Binnen enkele decennia was de baan uitgegroeid tot achttien holes, en de club kreeg het recht zich koninklijk te noemen, een onderscheiding voor verenigingen met een lange geschiedenis. Die titel wordt zonder poeha gedragen. Hij vraagt om goede manieren op de baan en een warm onthaal in het clubhuis, niet om bladgoud.',
        fr: 'En quelques décennies, le parcours est passé à dix-huit trous, et le club a reçu le droit de se dire royal, une distinction accordée aux sociétés de longue date. Ce titre se porte sans ostentation. Il appelle de bonnes manières sur le parcours et un accueil chaleureux au club-house, pas des dorures.',
        de: 'Innerhalb weniger Jahrzehnte war der Platz auf achtzehn Löcher angewachsen, und der Club erhielt das Recht, sich „königlich“ zu nennen, eine Auszeichnung für Vereine mit langer Tradition. Der Titel wird ohne Dünkel getragen. Er verlangt gute Umgangsformen auf dem Platz und einen herzlichen Empfang im Clubhaus, kein Blattgold.',
      },
    },
    {
      id: 'rebuilding',
      kind: 'heading',
      text: {
        en: 'Hard years and rebuilding',
        nl: 'Moeilijke jaren en heropbouw',
        fr: 'Années difficiles et reconstruction',
        de: 'Schwere Jahre und Wiederaufbau',
      },
    },
    {
      id: 'rebuilding-text',
      kind: 'text',
      text: {
        en: 'Like the whole coastline, the links suffered in the wars of the twentieth century. Dunes were fortified, fairways were left to the rabbits and the clubhouse stood empty. Each time the members came back with spades and patience: greens were relaid, bunkers were revetted again with turf, and the course was played once more, much as it had been before.',
        nl: 'Zoals de hele kustlijn leed ook de links onder de oorlogen van de twintigste eeuw. De duinen werden versterkt, de fairways werden aan de konijnen overgelaten en het clubhuis stond leeg. Telkens kwamen de leden terug met schop en geduld: greens werden opnieuw aangelegd, bunkers kregen opnieuw hun wanden van graszoden, en de baan werd weer gespeeld, grotendeels zoals voordien.',
        fr: 'Comme tout le littoral, le links a souffert des guerres du vingtième siècle. Les dunes ont été fortifiées, les fairways abandonnés aux lapins et le club-house est resté vide. Chaque fois, les membres sont revenus avec des bêches et de la patience\u00a0: les greens ont été refaits, les bunkers de nouveau bordés de mottes de gazon, et le parcours s’est remis à être joué, à peu près tel qu’il était auparavant.',
        de: 'Wie die ganze Küste litt auch der Linksplatz unter den Kriegen des zwanzigsten Jahrhunderts. Die Dünen wurden befestigt, die Fairways den Kaninchen überlassen, und das Clubhaus stand leer. Jedes Mal kehrten die Mitglieder mit Spaten und Geduld zurück: Die Grüns wurden neu angelegt, die Bunkerwände wieder mit Soden aufgeschichtet, und der Platz wurde erneut gespielt, fast so wie zuvor.',
      },
    },
    {
      id: 'today',
      kind: 'heading',
      text: {
        en: 'The club today',
        nl: 'De club vandaag',
        fr: 'Le club aujourd’hui',
        de: 'Der Club heute',
      },
    },
    {
      id: 'today-text',
      kind: 'text',
      text: {
        en: 'Today the club is a members’ club that welcomes visiting golfers on every day the course is open. The routing still follows the old dune valleys, the greens are still firm and fast, and the wind still decides how long the course plays. Since 2003 the club also looks after the dunes themselves, as a landscape worth protecting.\n\n[Read about our ecological management](/ecology)',
        nl: 'Vandaag is de club een ledenclub die bezoekende golfers verwelkomt op elke dag dat de baan open is. Het parcours volgt nog altijd de oude duinvalleien, de greens zijn nog altijd stevig en snel, en de wind beslist nog altijd hoe lang de baan speelt. Sinds 2003 zorgt de club ook voor de duinen zelf, als een landschap dat bescherming verdient.\n\n[Lees meer over ons ecologisch beheer](/ecology)',
        fr: 'Aujourd’hui, le club est un club de membres qui accueille les golfeurs visiteurs tous les jours où le parcours est ouvert. Le tracé suit toujours les anciennes vallées des dunes, les greens sont toujours fermes et rapides, et c’est toujours le vent qui décide de la longueur du parcours. Depuis 2003, le club veille aussi sur les dunes elles-mêmes, un paysage qui mérite d’être protégé.\n\n[En savoir plus sur notre gestion écologique](/ecology)',
        de: 'Heute ist der Club ein Mitgliederclub, der Gastspielerinnen und Gastspieler an jedem Tag willkommen heißt, an dem der Platz geöffnet ist. Die Routenführung folgt noch immer den alten Dünentälern, die Grüns sind noch immer fest und schnell, und noch immer entscheidet der Wind, wie lang der Platz spielt. Seit 2003 kümmert sich der Club auch um die Dünen selbst, als schützenswerte Landschaft.\n\n[Mehr über unser ökologisches Management](/ecology)',
      },
    },
    {
      id: 'gallery',
      kind: 'gallery',
      title: {
        en: 'Pictures from the club',
        nl: 'Beelden van de club',
        fr: 'Images du club',
        de: 'Bilder aus dem Club',
      },
      mediaIds: ['history-clubhouse', 'history-early-links', 'history-18th-green', 'history-honours-board'],
    },
    {
      id: 'onward',
      kind: 'links',
      title: continueExploringTitle,
      items: [
        {
          path: '/bod',
          title: {
            en: "Who's Who",
            nl: 'Wie is wie',
            fr: 'Qui est qui',
            de: 'Wer ist wer',
          },
          text: {
            en: 'The people who run the club today.',
            nl: 'De mensen die de club vandaag leiden.',
            fr: 'Les personnes qui dirigent le club aujourd’hui.',
            de: 'Die Menschen, die den Club heute führen.',
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
            en: 'Lunch, the bar and the bridge room in the clubhouse.',
            nl: 'Lunch, de bar en de bridgezaal in het clubhuis.',
            fr: 'Le lunch, le bar et la salle de bridge du club-house.',
            de: 'Mittagessen, die Bar und der Bridgeraum im Clubhaus.',
          },
        },
      ],
    },
  ],
};
