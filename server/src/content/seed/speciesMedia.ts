import type { LocalizedText } from '../../../../common/api/documents';
import type { MediaSeed } from './media';

/**
 * The species drawings of the ecology page's cards (scripts/generate-web-art.mjs, 480 × 360) as items of the
 * media library, with the alt texts the page gave them before they were its content (issue 38). They are
 * shown without a caption: the card's name and text say what the drawing is.
 */

const NO_CAPTION: LocalizedText = { en: '', nl: '', fr: '', de: '' };

/** A species plate: the file is species-{id}.svg. */
const species = (id: string, alt: LocalizedText): MediaSeed => ({
  id: `species-${id}`,
  file: `/art/species-${id}.svg`,
  width: 480,
  height: 360,
  alt,
  caption: NO_CAPTION,
});

export const speciesMedia: MediaSeed[] = [
  species('natterjack-toad', {
    en: 'Illustration of a natterjack toad: an olive, warty toad with a yellow stripe',
    nl: 'Illustratie van een rugstreeppad: een olijfkleurige, wrattige pad met een gele streep',
    fr: 'Illustration d’un crapaud calamite\u00a0: un crapaud verruqueux vert olive avec une raie jaune',
    de: 'Illustration einer Kreuzkröte: eine olivfarbene, warzige Kröte mit gelbem Rückenstreifen',
  }),
  species('sand-lizard', {
    en: 'Illustration of a sand lizard with green flanks and a spotted brown back',
    nl: 'Illustratie van een zandhagedis met groene flanken en een gevlekte bruine rug',
    fr: 'Illustration d’un lézard des souches aux flancs verts et au dos brun tacheté',
    de: 'Illustration einer Zauneidechse mit grünen Flanken und braun geflecktem Rücken',
  }),
  species('sea-holly', {
    en: 'Illustration of sea holly with spiny blue-grey leaves and round flower heads',
    nl: 'Illustratie van blauwe zeedistel met stekelige blauwgrijze bladeren en ronde bloemhoofdjes',
    fr: 'Illustration d’un panicaut maritime aux feuilles épineuses gris-bleu et aux capitules arrondis',
    de: 'Illustration einer Stranddistel mit stacheligen, blaugrauen Blättern und runden Blütenköpfen',
  }),
  species('marram-grass', {
    en: 'Illustration of a tuft of marram grass with pale flower spikes on a sand mound',
    nl: 'Illustratie van een pol helmgras met bleke bloeiaren op een zandheuvel',
    fr: 'Illustration d’une touffe d’oyat aux épis pâles sur un monticule de sable',
    de: 'Illustration eines Strandhaferbüschels mit hellen Blütenähren auf einem Sandhügel',
  }),
  species('skylark', {
    en: 'Illustration of a streaked brown skylark singing on a grass tussock',
    nl: 'Illustratie van een gestreepte bruine veldleeuwerik die zingt op een graspol',
    fr: 'Illustration d’une alouette des champs brune et striée, chantant sur une touffe d’herbe',
    de: 'Illustration einer braun gestreiften Feldlerche, die auf einem Grasbüschel singt',
  }),
  species('bee-orchid', {
    en: 'Illustration of a bee orchid with pink sepals and a brown, bee-like lip',
    nl: 'Illustratie van een bijenorchis met roze kelkbladen en een bruine lip die op een bij lijkt',
    fr: 'Illustration d’un ophrys abeille aux sépales roses et au labelle brun en forme d’abeille',
    de: 'Illustration einer Bienen-Ragwurz mit rosa Kelchblättern und einer braunen, bienenähnlichen Lippe',
  }),
  species('sea-buckthorn', {
    en: 'Illustration of a sea buckthorn branch with silvery leaves and orange berries',
    nl: 'Illustratie van een duindoorntak met zilverige bladeren en oranje bessen',
    fr: 'Illustration d’une branche d’argousier aux feuilles argentées et aux baies orange',
    de: 'Illustration eines Sanddornzweigs mit silbrigen Blättern und orangefarbenen Beeren',
  }),
];
