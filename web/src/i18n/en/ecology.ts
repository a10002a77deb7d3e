/** Sustainable Ecology: Ecological Management and Biodiversity. */
export const ecology = {
  // Ecological Management
  'ecology.dashboard.frameTitle': 'VLINDER live dashboard of citizen-science weather stations',
  'ecology.dashboard.note': 'The dashboard is provided by an external service and may take a moment to load.',
  'ecology.dashboard.open': 'Open the dashboard in a new tab',
  'ecology.opensInNewTab': '(opens in a new tab)',

  // Species
  'species.natterjackToad.name': 'Natterjack toad',
  'species.natterjackToad.latin': 'Epidalea calamita',
  'species.natterjackToad.text':
    'A small toad that runs rather than hops, with a thin yellow line down its back. It breeds in the shallow, sun-warmed pools of the dune slacks and calls loudly on spring nights.',
  'species.natterjackToad.alt':
    'Illustration of a natterjack toad: an olive, warty toad with a yellow stripe',
  'species.sandLizard.name': 'Sand lizard',
  'species.sandLizard.latin': 'Lacerta agilis',
  'species.sandLizard.text':
    'Basks on south-facing dune slopes and lays its eggs in bare, warm sand. In spring the males turn a bright green.',
  'species.sandLizard.alt': 'Illustration of a sand lizard with green flanks and a spotted brown back',
  'species.seaHolly.name': 'Sea holly',
  'species.seaHolly.latin': 'Eryngium maritimum',
  'species.seaHolly.text':
    'A spiny, blue-grey plant of the foredunes that flowers in high summer. Its long roots reach deep into the sand for water.',
  'species.seaHolly.alt': 'Illustration of sea holly with spiny blue-grey leaves and round flower heads',
  'species.marramGrass.name': 'Marram grass',
  'species.marramGrass.latin': 'Ammophila arenaria',
  'species.marramGrass.text':
    'The grass that builds the dunes: it grows up through blown sand and binds it with its roots. Without it there would be no links.',
  'species.marramGrass.alt': 'Illustration of a tuft of marram grass with pale flower spikes on a sand mound',
  'species.skylark.name': 'Skylark',
  'species.skylark.latin': 'Alauda arvensis',
  'species.skylark.text':
    'Nests on the ground in the long rough and sings high above the course from early spring. Keep out of the marked rough in the nesting season.',
  'species.skylark.alt': 'Illustration of a streaked brown skylark singing on a grass tussock',
  'species.beeOrchid.name': 'Bee orchid',
  'species.beeOrchid.latin': 'Ophrys apifera',
  'species.beeOrchid.text':
    'An orchid whose flower imitates a bee. In June it appears, some years in great numbers, in the short grass of the dune grasslands.',
  'species.beeOrchid.alt': 'Illustration of a bee orchid with pink sepals and a brown, bee-like lip',
  'species.seaBuckthorn.name': 'Sea buckthorn',
  'species.seaBuckthorn.latin': 'Hippophae rhamnoides',
  'species.seaBuckthorn.text':
    'A thorny dune shrub with bright orange berries in autumn, a feast for thrushes. Where it spreads too far it is cut back, to keep the dune open.',
  'species.seaBuckthorn.alt': 'Illustration of a sea buckthorn branch with silvery leaves and orange berries',

  // Biodiversity
} as const;
