/** Sustainable Ecology: Ecological Management and Biodiversity. */
export const ecology = {
  // Ecological Management
  'ecology.title': 'Ecological Management',
  'ecology.intro':
    'The course lies in one of the few open dune landscapes left on the Belgian coast. The club manages it not only as a links, but as a nature area in its own right.',
  'ecology.plan2003.title': 'An ecology plan since 2003',
  'ecology.plan2003.text1':
    'Since 2003 the course has been managed according to an ecology plan. The plan divides the ground into play areas and nature areas: tees, fairways and greens are maintained for golf, while the roughs, dune slopes and damp slacks between them are managed for the plants and animals of the dunes.',
  'ecology.plan2003.text2':
    'In practice that means mowing the roughs late in the season and removing the cuttings, so that the soil stays poor and the dune flowers can compete; clearing invasive scrub; using as little water and fertiliser on the fairways as the game allows; and leaving patches of bare, moving sand, which many dune insects need.',
  'ecology.plan2020.title': 'A new 20-year plan from 2020',
  'ecology.plan2020.text1':
    'In 2020 the club drew up a new ecology plan for the next twenty years, which was approved in spring 2021. It builds on the first plan and goes further.',
  'ecology.plan2020.point1':
    'It connects the nature areas across the course, so that toads, lizards and insects can move between them.',
  'ecology.plan2020.point2': 'It restores open grey dune where scrub had taken over.',
  'ecology.plan2020.point3':
    'It sets out how the results are monitored, year by year, together with volunteers and scientists.',
  'ecology.round.title': 'What it means for your round',
  'ecology.round.text':
    'Some areas of rough are marked as environmentally sensitive. Please do not enter them, not even to look for a ball. Keep to the paths between the holes, and leave the dunes as you found them.',
  'ecology.timeline.title': 'The plans at a glance',
  'ecology.timeline.2003.when': '2003',
  'ecology.timeline.2003.what': 'The first ecology plan divides the course into play areas and nature areas.',
  'ecology.timeline.2020.when': '2020',
  'ecology.timeline.2020.what': 'A new plan is drawn up for the next twenty years.',
  'ecology.timeline.2021.when': 'Spring 2021',
  'ecology.timeline.2021.what': 'The new 20-year plan is approved.',
  'ecology.timeline.2040.when': 'Until 2040',
  'ecology.timeline.2040.what': 'Nature areas connected, grey dune restored, results monitored every year.',
  'ecology.species.title': 'Protected species on the course',
  'ecology.species.intro':
    'These are some of the plants and animals that live on the links. Several are protected; all of them depend on an open, sandy dune landscape.',
  'ecology.dashboard.title': 'VLINDER: live data from the dunes',
  'ecology.dashboard.text':
    'The club takes part in VLINDER, a citizen-science network of small weather stations hosted by schools, citizens and organisations. The station on the course measures the temperature and humidity of the air in the dunes; the live dashboard below shows its readings alongside those of the other stations.',
  'ecology.dashboard.frameTitle': 'VLINDER live dashboard of citizen-science weather stations',
  'ecology.dashboard.note': 'The dashboard is provided by an external service and may take a moment to load.',
  'ecology.dashboard.open': 'Open the dashboard in a new tab',
  'ecology.opensInNewTab': '(opens in a new tab)',
  'ecology.links.biodiversity': 'Dune habitats, protected species and our sensor project.',
  'ecology.links.holes': 'Walk the 18 holes through the dunes.',

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
  'biodiversity.title': 'Biodiversity',
  'biodiversity.intro':
    'Between the sea and the polders, the links is a mosaic of dune habitats, each with its own plants and animals. Golf and nature share the same ground here.',
  'biodiversity.habitats.title': 'Dune habitats',
  'biodiversity.habitats.white.term': 'White dunes',
  'biodiversity.habitats.white.text':
    'Young, shifting dunes near the beach, held together by marram grass, with sea holly on their flanks.',
  'biodiversity.habitats.grey.term': 'Grey dunes',
  'biodiversity.habitats.grey.text':
    'Older, settled dunes covered with mosses, lichens and low flowers such as dune pansy and wild thyme.',
  'biodiversity.habitats.grassland.term': 'Dune grassland',
  'biodiversity.habitats.grassland.text':
    'The short, flowery grass of the roughs, where bee orchids appear in June and butterflies feed.',
  'biodiversity.habitats.slacks.term': 'Dune slacks',
  'biodiversity.habitats.slacks.text':
    'Damp hollows between the dunes that fill with water in winter: the breeding pools of the natterjack toad.',
  'biodiversity.habitats.scrub.term': 'Scrub',
  'biodiversity.habitats.scrub.text':
    'Sea buckthorn and wild privet, where songbirds nest and thrushes feed on berries in autumn.',
  'biodiversity.protected.title': 'Protected species',
  'biodiversity.protected.text':
    'Several species on the links are protected in Flanders and in Europe, among them the natterjack toad and the sand lizard. Their habitats are mapped, and the greenkeepers plan their work around them: the slacks are left alone while the toads breed, and patches of bare sand are kept open for the lizards’ eggs.',
  'biodiversity.protected.link': 'See the species list',
  'biodiversity.sensor.title': 'A citizen-science sensor project',
  'biodiversity.sensor.text1':
    'A small weather station stands in the dunes of the course as part of VLINDER, a citizen-science network of weather stations. It measures the temperature and humidity of the air and sends its readings every few minutes.',
  'biodiversity.sensor.text2':
    'Set beside stations in towns and farmland, its readings help to show how the dunes make their own small climate. Members volunteer too: each year they count butterflies, birds and orchids, and share the counts with nature organisations.',
  'biodiversity.sensor.link': 'See the live dashboard',
  'biodiversity.gallery.title': 'Life in the dunes',
  'biodiversity.gallery.dusk.alt':
    'Layered dune ridges with marram grass in silhouette against a dusk sky, the sun setting over the sea',
  'biodiversity.gallery.dusk.caption': 'The dunes at dusk, when the rabbits come out and the wind drops.',
  'biodiversity.gallery.seaHolly.alt':
    'Sea holly plants with spiny blue-grey leaves and pale blue flower heads on a sandy dune above the sea',
  'biodiversity.gallery.seaHolly.caption': 'Sea holly in bloom on the foredunes in high summer.',
  'biodiversity.gallery.slack.alt':
    'A shallow pool between the dunes, ringed by reeds and rushes, with pink orchids in the damp grass',
  'biodiversity.gallery.slack.caption': 'A dune slack in spring, the breeding pool of the natterjack toad.',
  'biodiversity.gallery.sensor.alt':
    'A small weather station in the dunes: a white louvred shield on a mast with a solar panel',
  'biodiversity.gallery.sensor.caption': 'The VLINDER weather station among the marram grass.',
  'biodiversity.links.ecology': 'The ecology plan and the species of the course.',
  'biodiversity.links.holes': 'Walk the 18 holes through the dunes.',
} as const;
