import type { LocalizedText } from '../api/documents';
import type { CourseDocument, CourseHole, CourseTee } from '../api/holes';

/**
 * The course of a fresh install: sample data for an 18-hole par-70 links (names, lengths, ratings and
 * descriptions are illustrative values the club replaces with its own in the admin). It seeds the 'course'
 * document (server/src/repositories/courseRepository.ts); the public pages read that, never this file.
 * Names that are Dutch place names (Zeewind, Duinpan) stay as they are in every language.
 */

const text = (en: string, nl: string, fr: string, de: string): LocalizedText => ({ en, nl, fr, de });

const courseTees: CourseTee[] = [
  {
    id: 'white',
    name: text('White', 'Wit', 'Blanc', 'Weiß'),
    colour: '#ffffff',
    courseRating: 72.4,
    slope: 134,
  },
  {
    id: 'yellow',
    name: text('Yellow', 'Geel', 'Jaune', 'Gelb'),
    colour: '#e8c547',
    courseRating: 70.8,
    slope: 130,
  },
  {
    id: 'blue',
    name: text('Blue', 'Blauw', 'Bleu', 'Blau'),
    colour: '#2f5fa8',
    courseRating: 69.2,
    slope: 126,
  },
  {
    id: 'red',
    name: text('Red', 'Rood', 'Rouge', 'Rot'),
    colour: '#b3261e',
    courseRating: 72.1,
    slope: 129,
  },
];

interface HoleSeed {
  name: LocalizedText;
  par: number;
  strokeIndex: number;
  /** Metres from the white tee; the others follow from `reduction`. */
  white: number;
  description: LocalizedText;
}

const holeSeeds: HoleSeed[] = [
  {
    name: text('Zeewind', 'Zeewind', 'Zeewind', 'Zeewind'),
    par: 4,
    strokeIndex: 9,
    white: 362,
    description: text(
      'A gentle opener along the dune ridge; the prevailing south-westerly helps from the tee.',
      'Een rustige openingshole langs de duinrug; de overheersende zuidwestenwind helpt vanaf de tee.',
      'Une entrée en matière en douceur le long de la crête des dunes\u00a0; le vent dominant du sud-ouest aide au départ.',
      'Ein sanfter Auftakt entlang des Dünenkamms; der vorherrschende Südwestwind hilft vom Abschlag.',
    ),
  },
  {
    name: text('The Valley', 'De Vallei', 'La Vallée', 'Das Tal'),
    par: 4,
    strokeIndex: 3,
    white: 405,
    description: text(
      'The fairway drops into a hollow between two dunes; the green sits on a shelf.',
      'De fairway zakt weg in een laagte tussen twee duinen; de green ligt op een plateau.',
      'Le fairway plonge dans un creux entre deux dunes\u00a0; le green est posé sur un replat.',
      'Das Fairway fällt in eine Senke zwischen zwei Dünen ab; das Grün liegt auf einem Absatz.',
    ),
  },
  {
    name: text('Marram', 'Helm', 'Oyat', 'Strandhafer'),
    par: 3,
    strokeIndex: 15,
    white: 158,
    description: text(
      'A short hole over a sea of marram grass to a green guarded by two pot bunkers.',
      'Een korte hole over een zee van helmgras naar een green die door twee potbunkers wordt bewaakt.',
      'Un trou court par-dessus une mer d’oyats vers un green gardé par deux pot bunkers.',
      'Ein kurzes Loch über ein Meer aus Strandhafer auf ein Grün, das zwei Topfbunker bewachen.',
    ),
  },
  {
    name: text('Duinpan', 'Duinpan', 'Duinpan', 'Duinpan'),
    par: 4,
    strokeIndex: 1,
    white: 418,
    description: text(
      'The hardest hole: a long, rising approach into the wind to a narrow plateau green.',
      'De moeilijkste hole: een lange, oplopende approach tegen de wind in naar een smalle plateaugreen.',
      'Le trou le plus difficile\u00a0: une longue approche en montée, face au vent, vers un green étroit en plateau.',
      'Das schwerste Loch: ein langer, ansteigender Annäherungsschlag gegen den Wind auf ein schmales Plateaugrün.',
    ),
  },
  {
    name: text('Long Beach', 'Lang Strand', 'Longue Plage', 'Langer Strand'),
    par: 5,
    strokeIndex: 13,
    white: 486,
    description: text(
      'Reachable in two with the wind behind; a cross-bunker waits for the timid lay-up.',
      'Met de wind in de rug in twee slagen te bereiken; een dwarsbunker wacht op de voorzichtige lay-up.',
      'Accessible en deux coups avec le vent dans le dos\u00a0; un bunker transversal attend le lay-up trop prudent.',
      'Mit Rückenwind in zwei Schlägen zu erreichen; ein Querbunker wartet auf das zaghafte Vorlegen.',
    ),
  },
  {
    name: text('Lighthouse', 'Vuurtoren', 'Le Phare', 'Leuchtturm'),
    par: 4,
    strokeIndex: 7,
    white: 378,
    description: text(
      'Aim at the distant church tower; anything left finds the rough on the dune slope.',
      'Mik op de verre kerktoren; alles wat naar links gaat, belandt in de rough op de duinhelling.',
      'Visez le clocher au loin\u00a0; tout ce qui part à gauche finit dans le rough de la pente de la dune.',
      'Zielen Sie auf den fernen Kirchturm; alles, was links geht, landet im Rough am Dünenhang.',
    ),
  },
  {
    name: text('Sea Holly', 'Zeedistel', 'Panicaut', 'Stranddistel'),
    par: 3,
    strokeIndex: 17,
    white: 142,
    description: text(
      'A wedge to a green framed by sea holly; the breeze decides the club.',
      'Een wedge naar een green omzoomd door blauwe zeedistel; de bries bepaalt de club.',
      'Un wedge vers un green encadré de panicauts maritimes\u00a0; la brise décide du club.',
      'Ein Wedge auf ein von Stranddisteln umrahmtes Grün; die Brise entscheidet über den Schläger.',
    ),
  },
  {
    name: text('Old Dyke', 'Oude Dijk', 'La Vieille Digue', 'Alter Deich'),
    par: 4,
    strokeIndex: 5,
    white: 392,
    description: text(
      'A dog-leg right around an old sand dyke; the brave line shortens the hole.',
      'Een dogleg naar rechts rond een oude zanddijk; de gedurfde lijn maakt de hole korter.',
      'Un dogleg à droite autour d’une vieille digue de sable\u00a0; la ligne audacieuse raccourcit le trou.',
      'Ein Dogleg nach rechts um einen alten Sanddeich; die mutige Linie verkürzt das Loch.',
    ),
  },
  {
    name: text('Home Dune', 'Thuisduin', 'La Dune du Retour', 'Heimdüne'),
    par: 4,
    strokeIndex: 11,
    white: 355,
    description: text(
      'Back towards the clubhouse, with a sunken green below the terrace.',
      'Terug richting het clubhuis, met een verzonken green onder het terras.',
      'Retour vers le club-house, avec un green en contrebas de la terrasse.',
      'Zurück zum Clubhaus, mit einem tiefer gelegenen Grün unterhalb der Terrasse.',
    ),
  },
  {
    name: text('Skylark', 'Veldleeuwerik', 'L’Alouette', 'Feldlerche'),
    par: 4,
    strokeIndex: 10,
    white: 371,
    description: text(
      'The back nine starts high on the dunes with a view over the whole links.',
      'De back nine begint hoog in de duinen, met uitzicht over de hele links.',
      'Le retour commence en haut des dunes, avec une vue sur tout le links.',
      'Die zweiten Neun beginnen hoch in den Dünen, mit Blick über den ganzen Links.',
    ),
  },
  {
    name: text('Punchbowl', 'De Kom', 'La Cuvette', 'Die Schüssel'),
    par: 3,
    strokeIndex: 16,
    white: 168,
    description: text(
      'A blind tee shot into a natural punchbowl green that gathers the ball.',
      'Een blinde afslag naar een natuurlijke komvormige green die de bal naar binnen laat rollen.',
      'Un coup de départ aveugle vers un green naturel en cuvette qui ramène la balle.',
      'Ein blinder Abschlag auf ein natürliches, schüsselförmiges Grün, das den Ball sammelt.',
    ),
  },
  {
    name: text('Horizon', 'Horizon', 'L’Horizon', 'Horizont'),
    par: 4,
    strokeIndex: 2,
    white: 411,
    description: text(
      'Straight at the North Sea horizon; the fairway narrows where the drives land.',
      'Recht op de horizon van de Noordzee af; de fairway versmalt waar de drives landen.',
      'Droit vers l’horizon de la mer du Nord\u00a0; le fairway se resserre là où retombent les drives.',
      'Geradewegs auf den Horizont der Nordsee zu; das Fairway wird schmal, wo die Drives landen.',
    ),
  },
  {
    name: text('The Saddle', 'Het Zadel', 'La Selle', 'Der Sattel'),
    par: 4,
    strokeIndex: 8,
    white: 383,
    description: text(
      'A fairway running through a saddle between dunes; the green falls away at the back.',
      'Een fairway die door een zadel tussen de duinen loopt; de green helt achteraan af.',
      'Un fairway qui passe par un col entre les dunes\u00a0; le green plonge vers l’arrière.',
      'Ein Fairway, das durch einen Sattel zwischen Dünen führt; das Grün fällt nach hinten ab.',
    ),
  },
  {
    name: text('Natterjack', 'Rugstreeppad', 'Le Calamite', 'Kreuzkröte'),
    par: 5,
    strokeIndex: 14,
    white: 492,
    description: text(
      'A long par 5 past the protected dune pools where the natterjack toads breed.',
      'Een lange par 5 langs de beschermde duinpoelen waar de rugstreeppadden zich voortplanten.',
      'Un long par 5 qui longe les mares dunaires protégées où se reproduisent les crapauds calamites.',
      'Ein langes Par 5 vorbei an den geschützten Dünentümpeln, in denen die Kreuzkröten laichen.',
    ),
  },
  {
    name: text('Buckthorn', 'Duindoorn', 'L’Argousier', 'Sanddorn'),
    par: 4,
    strokeIndex: 4,
    white: 398,
    description: text(
      'Sea buckthorn lines the left side; the approach plays over a swale.',
      'Duindoorn omzoomt de linkerkant; de approach gaat over een laagte.',
      'L’argousier borde le côté gauche\u00a0; l’approche se joue par-dessus un creux.',
      'Sanddorn säumt die linke Seite; der Annäherungsschlag geht über eine Mulde.',
    ),
  },
  {
    name: text('Gull Rock', 'Meeuwenrots', 'Le Rocher aux Mouettes', 'Möwenfels'),
    par: 3,
    strokeIndex: 18,
    white: 137,
    description: text(
      'The shortest hole, but the green is small and the wind off the sea is strong.',
      'De kortste hole, maar de green is klein en de wind van zee is sterk.',
      'Le trou le plus court, mais le green est petit et le vent du large souffle fort.',
      'Das kürzeste Loch, aber das Grün ist klein und der Wind von der See ist stark.',
    ),
  },
  {
    name: text('Tram Line', 'Tramlijn', 'La Ligne du Tram', 'Tramlinie'),
    par: 4,
    strokeIndex: 6,
    white: 401,
    description: text(
      'A strong par 4 alongside the old coastal tram line, usually into the wind.',
      'Een sterke par 4 langs de oude kusttramlijn, meestal tegen de wind in.',
      'Un par 4 exigeant le long de l’ancienne ligne du tram de la côte, le plus souvent face au vent.',
      'Ein starkes Par 4 entlang der alten Küstentramlinie, meist gegen den Wind.',
    ),
  },
  {
    name: text('Clubhouse', 'Clubhuis', 'Le Club-House', 'Clubhaus'),
    par: 4,
    strokeIndex: 12,
    white: 366,
    description: text(
      'A classic finishing hole up to the green below the clubhouse windows.',
      'Een klassieke slothole, omhoog naar de green onder de ramen van het clubhuis.',
      'Un trou final classique qui remonte vers le green, sous les fenêtres du club-house.',
      'Ein klassisches Schlussloch hinauf zum Grün unter den Fenstern des Clubhauses.',
    ),
  },
];

/** Shorter tees, by hole type: how much each tee takes off the white length. */
const reduction: Record<string, Record<number, number>> = {
  yellow: { 3: 12, 4: 22, 5: 28 },
  blue: { 3: 22, 4: 42, 5: 55 },
  red: { 3: 32, 4: 66, 5: 80 },
};

const courseHoles: CourseHole[] = holeSeeds.map(({ name, par, strokeIndex, white, description }, index) => ({
  number: index + 1,
  name,
  description,
  par,
  strokeIndex,
  lengths: {
    white,
    yellow: white - (reduction.yellow?.[par] ?? 0),
    blue: white - (reduction.blue?.[par] ?? 0),
    red: white - (reduction.red?.[par] ?? 0),
  },
  plan: null,
  picture: null,
  video: null,
}));

/** The course document a fresh install starts with. */
export const seedCourse: CourseDocument = { tees: courseTees, holes: courseHoles };

/**
 * The English rows server/src/db/seed.ts puts in the old `tees` and `holes` tables. Nothing reads those
 * tables since the course became a document; an install whose rows differ from these had its course
 * changed there, and its document is seeded from them instead (courseRepository.ts).
 */
export const seedTees = courseTees.map(({ name, ...tee }) => ({ ...tee, name: name.en }));
export const seedHoles = courseHoles.map(
  ({ name, description, plan: _p, picture: _i, video: _v, ...hole }) => ({
    ...hole,
    name: name.en,
    description: description.en,
  }),
);
