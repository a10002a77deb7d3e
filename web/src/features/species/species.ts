import type { MessageKey } from '../../lib/i18n';

/** A species of the course, with its texts in the dictionary under `species.{key}.*`. */
export interface Species {
  id: string;
  image: string;
  name: MessageKey;
  latin: MessageKey;
  text: MessageKey;
  alt: MessageKey;
}

/** Every species plate is drawn at 480 x 360 by scripts/generate-web-art.mjs. */
export const SPECIES_IMAGE_SIZE = { width: 480, height: 360 } as const;

type SpeciesKey =
  | 'natterjackToad'
  | 'sandLizard'
  | 'seaHolly'
  | 'marramGrass'
  | 'skylark'
  | 'beeOrchid'
  | 'seaBuckthorn';

/** The file name is the key in kebab case: natterjackToad → /art/species-natterjack-toad.svg. */
function species(key: SpeciesKey): Species {
  const id = key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
  return {
    id,
    image: `/art/species-${id}.svg`,
    name: `species.${key}.name`,
    latin: `species.${key}.latin`,
    text: `species.${key}.text`,
    alt: `species.${key}.alt`,
  };
}

export const courseSpecies: readonly Species[] = [
  species('natterjackToad'),
  species('sandLizard'),
  species('seaHolly'),
  species('marramGrass'),
  species('skylark'),
  species('beeOrchid'),
  species('seaBuckthorn'),
];

/** The id of the species section of the ecology page, so that other pages can link to it. */
export const SPECIES_ANCHOR = 'species';
