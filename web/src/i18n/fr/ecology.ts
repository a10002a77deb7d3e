import type { ecology as enEcology } from '../en/ecology';

/** Sustainable Ecology: Ecological Management and Biodiversity. */
export const ecology: Record<keyof typeof enEcology, string> = {
  // Ecological Management
  'ecology.title': 'Gestion écologique',
  'ecology.intro':
    'Le parcours s’étend dans l’un des rares paysages de dunes ouvertes qui subsistent sur la côte belge. Le club le gère non seulement comme un links, mais aussi comme un espace naturel à part entière.',
  'ecology.plan2003.title': 'Un plan écologique depuis 2003',
  'ecology.plan2003.text1':
    'Depuis 2003, le parcours est géré selon un plan écologique. Ce plan divise le terrain en zones de jeu et en zones naturelles\u00a0: les départs, les fairways et les greens sont entretenus pour le golf, tandis que les roughs, les versants des dunes et les pannes humides qui les séparent sont gérés pour les plantes et les animaux des dunes.',
  'ecology.plan2003.text2':
    'Concrètement, cela signifie faucher les roughs tard dans la saison et exporter les produits de fauche, pour que le sol reste pauvre et que les fleurs des dunes puissent s’y développer\u00a0; éliminer les broussailles envahissantes\u00a0; utiliser sur les fairways aussi peu d’eau et d’engrais que le jeu le permet\u00a0; et laisser des plages de sable nu et mobile, dont de nombreux insectes des dunes ont besoin.',
  'ecology.plan2020.title': 'Un nouveau plan sur 20 ans depuis 2020',
  'ecology.plan2020.text1':
    'En 2020, le club a établi un nouveau plan écologique pour les vingt années à venir, approuvé au printemps 2021. Il s’appuie sur le premier plan et va plus loin.',
  'ecology.plan2020.point1':
    'Il relie entre elles les zones naturelles du parcours, pour que crapauds, lézards et insectes puissent circuler de l’une à l’autre.',
  'ecology.plan2020.point2':
    'Il restaure la dune grise ouverte là où les broussailles avaient pris le dessus.',
  'ecology.plan2020.point3':
    'Il définit le suivi des résultats, année après année, avec des bénévoles et des scientifiques.',
  'ecology.round.title': 'Ce que cela signifie pour votre partie',
  'ecology.round.text':
    'Certaines zones de rough sont signalées comme zones écologiquement sensibles. Merci de ne pas y pénétrer, pas même pour chercher une balle. Restez sur les chemins entre les trous et laissez les dunes telles que vous les avez trouvées.',
  'ecology.timeline.title': 'Les plans en un coup d’œil',
  'ecology.timeline.2003.when': '2003',
  'ecology.timeline.2003.what':
    'Le premier plan écologique divise le parcours en zones de jeu et zones naturelles.',
  'ecology.timeline.2020.when': '2020',
  'ecology.timeline.2020.what': 'Un nouveau plan est établi pour les vingt années à venir.',
  'ecology.timeline.2021.when': 'Printemps 2021',
  'ecology.timeline.2021.what': 'Le nouveau plan sur 20 ans est approuvé.',
  'ecology.timeline.2040.when': 'Jusqu’en 2040',
  'ecology.timeline.2040.what':
    'Zones naturelles reliées, dune grise restaurée, résultats suivis chaque année.',
  'ecology.species.title': 'Espèces protégées sur le parcours',
  'ecology.species.intro':
    'Voici quelques-unes des plantes et des animaux qui vivent sur le links. Plusieurs sont protégés\u00a0; tous dépendent d’un paysage de dunes ouvert et sablonneux.',
  'ecology.dashboard.title': 'VLINDER\u00a0: les données des dunes en direct',
  'ecology.dashboard.text':
    'Le club participe à VLINDER, un réseau de sciences participatives composé de petites stations météo accueillies par des écoles, des citoyens et des organisations. La station du parcours mesure la température et l’humidité de l’air dans les dunes\u00a0; le tableau de bord en direct ci-dessous affiche ses relevés à côté de ceux des autres stations.',
  'ecology.dashboard.frameTitle':
    'Tableau de bord en direct de VLINDER, le réseau participatif de stations météo',
  'ecology.dashboard.note':
    'Le tableau de bord est fourni par un service externe et peut mettre un moment à se charger.',
  'ecology.dashboard.open': 'Ouvrir le tableau de bord dans un nouvel onglet',
  'ecology.opensInNewTab': '(s’ouvre dans un nouvel onglet)',
  'ecology.links.biodiversity': 'Les habitats dunaires, les espèces protégées et notre projet de capteurs.',
  'ecology.links.holes': 'Parcourez les 18 trous à travers les dunes.',

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
  'biodiversity.title': 'Biodiversité',
  'biodiversity.intro':
    'Entre la mer et les polders, le links est une mosaïque d’habitats dunaires, chacun avec ses propres plantes et ses propres animaux. Ici, le golf et la nature partagent le même terrain.',
  'biodiversity.habitats.title': 'Les habitats dunaires',
  'biodiversity.habitats.white.term': 'Dunes blanches',
  'biodiversity.habitats.white.text':
    'De jeunes dunes mobiles près de la plage, fixées par l’oyat, avec des panicauts maritimes sur leurs flancs.',
  'biodiversity.habitats.grey.term': 'Dunes grises',
  'biodiversity.habitats.grey.text':
    'Des dunes plus anciennes et stabilisées, couvertes de mousses, de lichens et de fleurs basses comme la pensée des dunes et le serpolet.',
  'biodiversity.habitats.grassland.term': 'Pelouses dunaires',
  'biodiversity.habitats.grassland.text':
    'L’herbe rase et fleurie des roughs, où les ophrys abeilles apparaissent en juin et où les papillons viennent butiner.',
  'biodiversity.habitats.slacks.term': 'Pannes dunaires',
  'biodiversity.habitats.slacks.text':
    'Des creux humides entre les dunes qui se remplissent d’eau en hiver\u00a0: les mares de reproduction du crapaud calamite.',
  'biodiversity.habitats.scrub.term': 'Fourrés',
  'biodiversity.habitats.scrub.text':
    'L’argousier et le troène, où nichent les passereaux et où les grives se nourrissent de baies en automne.',
  'biodiversity.protected.title': 'Espèces protégées',
  'biodiversity.protected.text':
    'Plusieurs espèces du links sont protégées en Flandre et en Europe, parmi lesquelles le crapaud calamite et le lézard des souches. Leurs habitats sont cartographiés, et les greenkeepers organisent leur travail en conséquence\u00a0: on ne touche pas aux pannes pendant la reproduction des crapauds, et des plages de sable nu sont maintenues ouvertes pour les œufs des lézards.',
  'biodiversity.protected.link': 'Voir la liste des espèces',
  'biodiversity.sensor.title': 'Un projet de capteurs en sciences participatives',
  'biodiversity.sensor.text1':
    'Une petite station météo se dresse dans les dunes du parcours, dans le cadre de VLINDER, un réseau participatif de stations météo. Elle mesure la température et l’humidité de l’air et transmet ses relevés toutes les quelques minutes.',
  'biodiversity.sensor.text2':
    'Comparés à ceux des stations situées en ville et à la campagne, ses relevés aident à montrer comment les dunes créent leur propre microclimat. Les membres s’investissent aussi comme bénévoles\u00a0: chaque année, ils comptent les papillons, les oiseaux et les orchidées, et transmettent leurs relevés aux associations de protection de la nature.',
  'biodiversity.sensor.link': 'Voir le tableau de bord en direct',
  'biodiversity.gallery.title': 'La vie dans les dunes',
  'biodiversity.gallery.dusk.alt':
    'Des crêtes de dunes successives, avec la silhouette des oyats sur un ciel crépusculaire, le soleil se couchant sur la mer',
  'biodiversity.gallery.dusk.caption':
    'Les dunes au crépuscule, quand les lapins sortent et que le vent retombe.',
  'biodiversity.gallery.seaHolly.alt':
    'Des panicauts maritimes aux feuilles épineuses gris-bleu et aux capitules bleu pâle, sur une dune de sable dominant la mer',
  'biodiversity.gallery.seaHolly.caption':
    'Des panicauts maritimes en fleur sur les dunes bordières, en plein été.',
  'biodiversity.gallery.slack.alt':
    'Une mare peu profonde entre les dunes, entourée de roseaux et de joncs, avec des orchidées roses dans l’herbe humide',
  'biodiversity.gallery.slack.caption':
    'Une panne au printemps, la mare de reproduction du crapaud calamite.',
  'biodiversity.gallery.sensor.alt':
    'Une petite station météo dans les dunes\u00a0: un abri blanc à lamelles sur un mât, avec un panneau solaire',
  'biodiversity.gallery.sensor.caption': 'La station météo VLINDER au milieu des oyats.',
  'biodiversity.links.ecology': 'Le plan écologique et les espèces du parcours.',
  'biodiversity.links.holes': 'Parcourez les 18 trous à travers les dunes.',
};
