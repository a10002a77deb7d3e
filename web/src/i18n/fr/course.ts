import type { course as enCourse } from '../en/course';

/** The course screens: holes, course overview, handicap stroke table. */
export const course: Record<keyof typeof enCourse, string> = {
  'course.facts': '{holes} trous, par {par}, {metres} mètres depuis le départ {tee}.',
  'course.factsPending': '18 trous de links entre les dunes et la mer du Nord.',

  'holes.holeOf': 'Trou {hole} sur {count}',
  'holes.heading': 'Trou {hole} sur {count}\u00a0: {name}',
  'holes.navLabel': 'Trous 1 à 18',
  'holes.navLink': 'Trou {hole}',
  'holes.navLinkNamed': 'Trou {hole}, {name}',
  'holes.par': 'Par',
  'holes.strokeIndex': 'Handicap du trou',
  'holes.lengthsCaption': 'Trou {hole}\u00a0: longueur depuis chaque départ, en mètres',
  'holes.metres': '{metres}\u00a0m',
  'holes.nextHole': 'Suivant\u00a0: trou {hole}',
  'holes.afterLast': 'Après le 18',
  'holes.greenFees': 'Green fees',
  'holes.planAlt':
    'Plan du trou {hole}, {name}, par {par}\u00a0: les départs en bas, le fairway et ses bunkers, le green et le drapeau en haut, au milieu des dunes, avec une flèche vers la mer du Nord',
  'holes.planAltShort': 'Plan du trou {hole}',
  'holes.planOpen': '(ouvre le dessin en grand dans un nouvel onglet)',
  'holes.planCaption':
    'Les départs en bas, le green en haut\u00a0; distances en mètres jusqu’au centre du green.',
  'holes.pauseVideos': 'Mettre en pause les vidéos d’arrière-plan',
  'holes.onwardLabel': 'En savoir plus sur le parcours',
  'holes.onwardOverview': 'Le plan du links et la carte de score à télécharger.',
  'holes.onwardStrokeTable': 'Le nombre de coups que vous recevez depuis chaque départ.',
  'holes.onwardGreenFees': 'Tarifs et conditions pour les visiteurs.',

  'overview.mapAlt':
    'Plan du links, le nord en haut\u00a0: la mer du Nord tout en haut, puis la plage et les dunes\u00a0; les 18 trous y serpentent, avec le club-house et le practice au sud, et l’ancienne ligne de tram le long de la limite sud.',
  'overview.tilesLabel': 'Les 18 trous sur le plan',
  'overview.tileName': 'Trou {hole}, {name}, par {par}, {metres}\u00a0m',
  'overview.tileDetail': 'par {par} · {metres}\u00a0m',
  'overview.scoreCardAction': 'Télécharger la carte de score',
  'overview.scoreCardFormat': 'PDF',
  'overview.tableCaption':
    'Le parcours trou par trou\u00a0: par, handicap du trou et longueur depuis chaque départ, en mètres',
  'overview.colHole': 'Trou',
  'overview.colName': 'Nom',
  'overview.colPar': 'Par',
  'overview.colStrokeIndex': 'Handicap du trou',
  'overview.colStrokeIndexShort': 'Hcp',
  'overview.out': 'Aller',
  'overview.in': 'Retour',
  'overview.total': 'Total',
  'overview.ratingsCaption': 'Course rating et slope de chaque départ',
  'overview.colTee': 'Départ',
  'overview.colRating': 'Course rating',
  'overview.colSlope': 'Slope',
  'overview.colLength': 'Longueur',
  'overview.loading': 'Chargement du parcours…',

  'handicapStrokeTable.par': 'Par du parcours\u00a0: {par}.',
  'handicapStrokeTable.imageTitle': 'Table des coups reçus du parcours, par départ',
  'handicapStrokeTable.imageDesc':
    'Pour chaque départ, les plages d’index, de +5,0 à 54,0, qui donnent chaque handicap de parcours.',
  'handicapStrokeTable.imageHeading': 'Table des coups reçus',
  'handicapStrokeTable.imageSub': 'Handicap de parcours pour chaque index · par {par}',
  'handicapStrokeTable.imageNote':
    'CH\u00a0: handicap de parcours (course handicap) = index × slope ÷ 113 + (course rating − par), arrondi, ,5 vers le haut. Sous chaque départ\u00a0: course rating / slope. Handicaps plus marqués +.',
  'handicapStrokeTable.teeRating': 'course rating {rating}, slope {slope}',
  'handicapStrokeTable.download': 'Télécharger la table en image (SVG)',
  'handicapStrokeTable.tableCaption':
    'Plages d’index pour chaque handicap de parcours, par départ (par {par}\u00a0; handicaps plus marqués +)',
  'handicapStrokeTable.colCourseHandicap': 'Handicap de parcours',
  'handicapStrokeTable.range': '{from} à {to}',
  'handicapStrokeTable.none': '–',
  'handicapStrokeTable.calculatorLabel': 'Votre index',
  'handicapStrokeTable.calculatorHint': 'De +5,0 à 54,0\u00a0; écrivez un handicap plus sous la forme +2,4.',
  'handicapStrokeTable.calculatorPlaceholder': 'p. ex. 18,4',
  'handicapStrokeTable.calculatorInvalid': 'Indiquez un index de +5,0 à 54,0, par exemple 18,4 ou +1,2.',
  'handicapStrokeTable.calculatorTee': 'Depuis le départ {tee}',
  'handicapStrokeTable.loading': 'Chargement des données du parcours…',
  'handicapStrokeTable.unavailable':
    'La table des coups reçus ne peut pas être affichée pour le moment. Veuillez réessayer plus tard.',
};
