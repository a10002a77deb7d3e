import type { ecology as enEcology } from '../en/ecology';

/** Sustainable Ecology: Ecological Management and Biodiversity. */
export const ecology: Record<keyof typeof enEcology, string> = {
  // Ecological Management
  'ecology.dashboard.frameTitle':
    'Tableau de bord en direct de VLINDER, le réseau participatif de stations météo',
  'ecology.dashboard.note':
    'Le tableau de bord est fourni par un service externe et peut mettre un moment à se charger.',
  'ecology.dashboard.open': 'Ouvrir le tableau de bord dans un nouvel onglet',
  'ecology.opensInNewTab': '(s’ouvre dans un nouvel onglet)',

  // Species
  'species.natterjackToad.name': 'Crapaud calamite',
  'species.natterjackToad.latin': 'Epidalea calamita',
  'species.natterjackToad.text':
    'Un petit crapaud qui court plutôt qu’il ne saute, avec une fine ligne jaune le long du dos. Il se reproduit dans les mares peu profondes des pannes, chauffées par le soleil, et chante bruyamment les nuits de printemps.',
  'species.natterjackToad.alt':
    'Illustration d’un crapaud calamite\u00a0: un crapaud verruqueux vert olive avec une raie jaune',
  'species.sandLizard.name': 'Lézard des souches',
  'species.sandLizard.latin': 'Lacerta agilis',
  'species.sandLizard.text':
    'Il se chauffe au soleil sur les versants des dunes exposés au sud et pond ses œufs dans le sable nu et chaud. Au printemps, les mâles prennent une couleur vert vif.',
  'species.sandLizard.alt': 'Illustration d’un lézard des souches aux flancs verts et au dos brun tacheté',
  'species.seaHolly.name': 'Panicaut maritime',
  'species.seaHolly.latin': 'Eryngium maritimum',
  'species.seaHolly.text':
    'Une plante épineuse gris-bleu des dunes bordières, qui fleurit en plein été. Ses longues racines plongent profondément dans le sable pour y chercher l’eau.',
  'species.seaHolly.alt':
    'Illustration d’un panicaut maritime aux feuilles épineuses gris-bleu et aux capitules arrondis',
  'species.marramGrass.name': 'Oyat',
  'species.marramGrass.latin': 'Ammophila arenaria',
  'species.marramGrass.text':
    'La graminée qui bâtit les dunes\u00a0: elle pousse à travers le sable apporté par le vent et le fixe grâce à ses racines. Sans elle, il n’y aurait pas de links.',
  'species.marramGrass.alt': 'Illustration d’une touffe d’oyat aux épis pâles sur un monticule de sable',
  'species.skylark.name': 'Alouette des champs',
  'species.skylark.latin': 'Alauda arvensis',
  'species.skylark.text':
    'Elle niche au sol dans les hauts roughs et chante haut au-dessus du parcours dès le début du printemps. Pendant la période de nidification, restez en dehors des roughs balisés.',
  'species.skylark.alt':
    'Illustration d’une alouette des champs brune et striée, chantant sur une touffe d’herbe',
  'species.beeOrchid.name': 'Ophrys abeille',
  'species.beeOrchid.latin': 'Ophrys apifera',
  'species.beeOrchid.text':
    'Une orchidée dont la fleur imite une abeille. Elle apparaît en juin, certaines années en grand nombre, dans l’herbe rase des pelouses dunaires.',
  'species.beeOrchid.alt':
    'Illustration d’un ophrys abeille aux sépales roses et au labelle brun en forme d’abeille',
  'species.seaBuckthorn.name': 'Argousier',
  'species.seaBuckthorn.latin': 'Hippophae rhamnoides',
  'species.seaBuckthorn.text':
    'Un arbuste épineux des dunes aux baies orange vif en automne, un régal pour les grives. Là où il s’étend trop, il est rabattu, pour garder la dune ouverte.',
  'species.seaBuckthorn.alt':
    'Illustration d’une branche d’argousier aux feuilles argentées et aux baies orange',

  // Biodiversity
};
