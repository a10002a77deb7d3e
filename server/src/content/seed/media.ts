import type { LocalizedText } from '../../../../common/api/documents';
import { markMedia } from './markMedia';
import { speciesMedia } from './speciesMedia';

/**
 * A picture a fresh install's media library holds: the generated drawings of web/public/art, with their
 * alt text and caption in the four languages. The library's repository inserts each one that is missing.
 */
export interface MediaSeed {
  /** The id pages refer to: the file's base name ('history-clubhouse'). */
  id: string;
  /** The site path of the drawing ('/art/history-clubhouse.svg'). */
  file: string;
  width: number;
  height: number;
  alt: LocalizedText;
  caption: LocalizedText;
}

/**
 * The drawings the pages show today (scripts/generate-web-art.mjs): the history and biodiversity
 * galleries, the dining room and the ecology page's species. The dining room's picture has no caption:
 * it is shown without one.
 */
export const seedMedia: MediaSeed[] = [
  {
    id: 'history-clubhouse',
    file: '/art/history-clubhouse.svg',
    width: 800,
    height: 600,
    alt: {
      en: 'The half-timbered clubhouse with two steep gables and a lantern flying a flag, behind a putting green',
      nl: 'Het vakwerkclubhuis met twee steile puntgevels en een lantaarn met een vlag, achter een putting green',
      fr: 'Le club-house à colombages, avec deux pignons pentus et un lanternon où flotte un drapeau, derrière un putting green',
      de: 'Das Fachwerk-Clubhaus mit zwei steilen Giebeln und einer Laterne, an der eine Flagge weht, hinter einem Putting-Grün',
    },
    caption: {
      en: 'The clubhouse, with its two half-timbered gables and the lantern that flies the club flag.',
      nl: 'Het clubhuis, met zijn twee vakwerkgevels en de lantaarn waarop de clubvlag wappert.',
      fr: 'Le club-house, avec ses deux pignons à colombages et le lanternon où flotte le drapeau du club.',
      de: 'Das Clubhaus mit seinen zwei Fachwerkgiebeln und der Laterne, an der die Clubflagge weht.',
    },
  },
  {
    id: 'history-early-links',
    file: '/art/history-early-links.svg',
    width: 800,
    height: 600,
    alt: {
      en: 'An engraving-style oval view of two golfers walking through the dunes towards a flag, with the sea behind',
      nl: 'Een ovaal zicht in de stijl van een gravure van twee golfers die door de duinen naar een vlag stappen, met de zee op de achtergrond',
      fr: 'Une vue ovale à la manière d’une gravure\u00a0: deux golfeurs marchent dans les dunes vers un drapeau, la mer à l’arrière-plan',
      de: 'Eine ovale Ansicht im Stil eines Kupferstichs: zwei Golfer gehen durch die Dünen auf eine Fahne zu, dahinter das Meer',
    },
    caption: {
      en: 'The links in its early years, as an engraving of the time might have shown it.',
      nl: 'De links in haar beginjaren, zoals een gravure uit die tijd ze had kunnen tonen.',
      fr: 'Le links à ses débuts, tel qu’une gravure de l’époque aurait pu le représenter.',
      de: 'Der Linksplatz in seinen frühen Jahren, wie ihn ein Kupferstich der Zeit gezeigt haben könnte.',
    },
  },
  {
    id: 'history-18th-green',
    file: '/art/history-18th-green.svg',
    width: 800,
    height: 600,
    alt: {
      en: 'A green with pot bunkers and a red pin flag numbered 18, the lit clubhouse on the rise behind',
      nl: 'Een green met potbunkers en een rode vlag met het nummer 18, het verlichte clubhuis op de helling erachter',
      fr: 'Un green entouré de pot bunkers, avec un drapeau rouge numéroté 18, et le club-house éclairé sur la butte à l’arrière',
      de: 'Ein Grün mit Topfbunkern und einer roten Fahne mit der Nummer 18, dahinter auf der Anhöhe das beleuchtete Clubhaus',
    },
    caption: {
      en: 'The 18th green in the evening light, below the clubhouse windows.',
      nl: 'De green van de 18de in het avondlicht, onder de ramen van het clubhuis.',
      fr: 'Le green du 18 dans la lumière du soir, sous les fenêtres du club-house.',
      de: 'Das 18. Grün im Abendlicht, unterhalb der Fenster des Clubhauses.',
    },
  },
  {
    id: 'history-honours-board',
    file: '/art/history-honours-board.svg',
    width: 800,
    height: 600,
    alt: {
      en: 'A dark wooden honours board headed Club Champions in gilt letters, above a silver trophy cup',
      nl: 'Een donker houten erebord met de titel Club Champions in vergulde letters, boven een zilveren trofee',
      fr: 'Un tableau d’honneur en bois sombre intitulé Champions du club en lettres dorées, au-dessus d’une coupe en argent',
      de: 'Eine dunkle Ehrentafel aus Holz mit der vergoldeten Überschrift „Club Champions“, darunter ein silberner Pokal',
    },
    caption: {
      en: 'The honours board of the club champions, with the club’s oldest trophy below it.',
      nl: 'Het erebord van de clubkampioenen, met de oudste trofee van de club eronder.',
      fr: 'Le tableau d’honneur des champions du club, avec en dessous le plus ancien trophée du club.',
      de: 'Die Ehrentafel der Clubmeister, darunter die älteste Trophäe des Clubs.',
    },
  },
  {
    id: 'bio-dunes-dusk',
    file: '/art/bio-dunes-dusk.svg',
    width: 800,
    height: 600,
    alt: {
      en: 'Layered dune ridges with marram grass in silhouette against a dusk sky, the sun setting over the sea',
      nl: 'Opeenvolgende duinruggen met helmgras in silhouet tegen een avondlucht, de zon die ondergaat boven zee',
      fr: 'Des crêtes de dunes successives, avec la silhouette des oyats sur un ciel crépusculaire, le soleil se couchant sur la mer',
      de: 'Hintereinander gestaffelte Dünenkämme mit Strandhafer als Silhouette vor dem Abendhimmel, die Sonne geht über dem Meer unter',
    },
    caption: {
      en: 'The dunes at dusk, when the rabbits come out and the wind drops.',
      nl: 'De duinen bij valavond, wanneer de konijnen tevoorschijn komen en de wind gaat liggen.',
      fr: 'Les dunes au crépuscule, quand les lapins sortent et que le vent retombe.',
      de: 'Die Dünen in der Abenddämmerung, wenn die Kaninchen herauskommen und der Wind sich legt.',
    },
  },
  {
    id: 'bio-sea-holly',
    file: '/art/bio-sea-holly.svg',
    width: 800,
    height: 600,
    alt: {
      en: 'Sea holly plants with spiny blue-grey leaves and pale blue flower heads on a sandy dune above the sea',
      nl: 'Blauwe zeedistels met stekelige blauwgrijze bladeren en lichtblauwe bloemhoofdjes op een zandig duin boven de zee',
      fr: 'Des panicauts maritimes aux feuilles épineuses gris-bleu et aux capitules bleu pâle, sur une dune de sable dominant la mer',
      de: 'Stranddisteln mit stacheligen, blaugrauen Blättern und hellblauen Blütenköpfen auf einer sandigen Düne über dem Meer',
    },
    caption: {
      en: 'Sea holly in bloom on the foredunes in high summer.',
      nl: 'Bloeiende blauwe zeedistel op de zeereep in hartje zomer.',
      fr: 'Des panicauts maritimes en fleur sur les dunes bordières, en plein été.',
      de: 'Blühende Stranddisteln auf den Vordünen im Hochsommer.',
    },
  },
  {
    id: 'bio-dune-slack',
    file: '/art/bio-dune-slack.svg',
    width: 800,
    height: 600,
    alt: {
      en: 'A shallow pool between the dunes, ringed by reeds and rushes, with pink orchids in the damp grass',
      nl: 'Een ondiepe poel tussen de duinen, omringd door riet en biezen, met roze orchideeën in het vochtige gras',
      fr: 'Une mare peu profonde entre les dunes, entourée de roseaux et de joncs, avec des orchidées roses dans l’herbe humide',
      de: 'Ein flacher Tümpel zwischen den Dünen, gesäumt von Schilf und Binsen, mit rosa Orchideen im feuchten Gras',
    },
    caption: {
      en: 'A dune slack in spring, the breeding pool of the natterjack toad.',
      nl: 'Een duinpan in de lente, de voortplantingspoel van de rugstreeppad.',
      fr: 'Une panne au printemps, la mare de reproduction du crapaud calamite.',
      de: 'Ein Dünental im Frühling, das Laichgewässer der Kreuzkröte.',
    },
  },
  {
    id: 'bio-sensor-station',
    file: '/art/bio-sensor-station.svg',
    width: 800,
    height: 600,
    alt: {
      en: 'A small weather station in the dunes: a white louvred shield on a mast with a solar panel',
      nl: 'Een klein weerstation in de duinen: een wit lamellenscherm op een mast met een zonnepaneel',
      fr: 'Une petite station météo dans les dunes\u00a0: un abri blanc à lamelles sur un mât, avec un panneau solaire',
      de: 'Eine kleine Wetterstation in den Dünen: ein weißer Lamellen-Strahlungsschutz an einem Mast mit einem Solarmodul',
    },
    caption: {
      en: 'The VLINDER weather station among the marram grass.',
      nl: 'Het VLINDER-weerstation tussen het helmgras.',
      fr: 'La station météo VLINDER au milieu des oyats.',
      de: 'Die VLINDER-Wetterstation im Strandhafer.',
    },
  },
  {
    id: 'dining-room',
    file: '/art/dining-room.svg',
    width: 800,
    height: 600,
    alt: {
      en: 'A table laid for two with wine glasses and a candle, before a large window looking out over the links to the sea',
      nl: 'Een tafel gedekt voor twee met wijnglazen en een kaars, voor een groot raam met uitzicht over de links naar de zee',
      fr: 'Une table dressée pour deux avec des verres à vin et une bougie, devant une grande baie vitrée donnant sur le links et la mer',
      de: 'Ein für zwei Personen gedeckter Tisch mit Weingläsern und einer Kerze vor einem großen Fenster mit Blick über den Linksplatz aufs Meer',
    },
    caption: {
      en: '',
      nl: '',
      fr: '',
      de: '',
    },
  },
  // The species of the ecology page's cards.
  ...speciesMedia,
  // The sample award and brand marks (the document 'marks').
  ...markMedia,
];
