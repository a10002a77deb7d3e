import type { course as enCourse } from '../en/course';

/** The course screens: holes, course overview, handicap stroke table. */
export const course: Record<keyof typeof enCourse, string> = {
  'course.facts': '{holes} Löcher, Par {par}, {metres} Meter von den Abschlägen „{tee}“.',
  'course.factsPending': '18 Löcher Linksgolf zwischen den Dünen und der Nordsee.',

  'holes.holeOf': 'Loch {hole} von {count}',
  'holes.heading': 'Loch {hole} von {count}: {name}',
  'holes.navLabel': 'Löcher 1 bis 18',
  'holes.navLink': 'Loch {hole}',
  'holes.navLinkNamed': 'Loch {hole}, {name}',
  'holes.par': 'Par',
  'holes.strokeIndex': 'Stroke Index',
  'holes.lengthsCaption': 'Loch {hole}: Länge von jedem Abschlag, in Metern',
  'holes.metres': '{metres} m',
  'holes.nextHole': 'Weiter: Loch {hole}',
  'holes.afterLast': 'Nach Loch 18',
  'holes.greenFees': 'Greenfees',
  'holes.planAlt':
    'Plan von Loch {hole}, {name}, Par {par}: unten die Abschläge, das Fairway mit seinen Bunkern, oben das Grün mit der Fahne, inmitten der Dünen, mit einem Pfeil zur Nordsee',
  'holes.planAltShort': 'Plan von Loch {hole}',
  'holes.planOpen': '(öffnet die Zeichnung in voller Größe in einem neuen Tab)',
  'holes.planCaption': 'Unten die Abschläge, oben das Grün; Entfernungen in Metern bis zur Grünmitte.',
  'holes.pauseVideos': 'Hintergrundvideos anhalten',
  'holes.onwardLabel': 'Mehr über den Platz',
  'holes.onwardOverview': 'Die Karte des Linksplatzes und die Scorekarte zum Herunterladen.',
  'holes.onwardStrokeTable': 'Wie viele Schläge Sie von jedem Abschlag erhalten.',
  'holes.onwardGreenFees': 'Preise und Bedingungen für Gäste.',

  'overview.mapAlt':
    'Karte des Linksplatzes, Norden oben: oben die Nordsee, darunter der Strand und die Dünen; durch sie winden sich die 18 Löcher, im Süden liegen das Clubhaus und das Übungsgelände, am Südrand verläuft die alte Straßenbahnlinie.',
  'overview.tilesLabel': 'Die 18 Löcher auf der Karte',
  'overview.tileName': 'Loch {hole}, {name}, Par {par}, {metres} m',
  'overview.tileDetail': 'Par {par} · {metres} m',
  'overview.scoreCardAction': 'Scorekarte herunterladen',
  'overview.scoreCardFormat': 'PDF',
  'overview.tableCaption':
    'Der Platz Loch für Loch: Par, Stroke Index und Länge von jedem Abschlag, in Metern',
  'overview.colHole': 'Loch',
  'overview.colName': 'Name',
  'overview.colPar': 'Par',
  'overview.colStrokeIndex': 'Stroke Index',
  'overview.colStrokeIndexShort': 'SI',
  'overview.out': 'Out',
  'overview.in': 'In',
  'overview.total': 'Gesamt',
  'overview.ratingsCaption': 'Course Rating und Slope der einzelnen Abschläge',
  'overview.colTee': 'Abschlag',
  'overview.colRating': 'Course Rating',
  'overview.colSlope': 'Slope',
  'overview.colLength': 'Länge',
  'overview.loading': 'Der Platz wird geladen…',

  'handicapStrokeTable.par': 'Par des Platzes: {par}.',
  'handicapStrokeTable.imageTitle': 'Course-Handicap-Tabelle des Platzes, nach Abschlag',
  'handicapStrokeTable.imageDesc':
    'Für jeden Abschlag die Bereiche des Handicap-Index von +5,0 bis 54,0, die jeweils ein bestimmtes Course Handicap ergeben.',
  'handicapStrokeTable.imageHeading': 'Course-Handicap-Tabelle',
  'handicapStrokeTable.imageSub': 'Course Handicap für jeden Handicap-Index · Par {par}',
  'handicapStrokeTable.imageNote':
    'CH: Course Handicap = Index × Slope ÷ 113 + (Course Rating − Par), gerundet, ,5 aufwärts. Unter jedem Abschlag: Course Rating / Slope. Plus-Handicaps mit +.',
  'handicapStrokeTable.teeRating': 'Course Rating {rating}, Slope {slope}',
  'handicapStrokeTable.download': 'Tabelle als Bild herunterladen (SVG)',
  'handicapStrokeTable.tableCaption':
    'Bereiche des Handicap-Index für jedes Course Handicap, je Abschlag (Par {par}; Plus-Handicaps mit + gekennzeichnet)',
  'handicapStrokeTable.colCourseHandicap': 'Course Handicap',
  'handicapStrokeTable.range': '{from} bis {to}',
  'handicapStrokeTable.none': '–',
  'handicapStrokeTable.calculatorLabel': 'Ihr Handicap-Index',
  'handicapStrokeTable.calculatorHint': 'Von +5,0 bis 54,0; ein Plus-Handicap schreiben Sie als +2,4.',
  'handicapStrokeTable.calculatorPlaceholder': 'z.\u00a0B. 18,4',
  'handicapStrokeTable.calculatorInvalid':
    'Geben Sie einen Handicap-Index von +5,0 bis 54,0 ein, etwa 18,4 oder +1,2.',
  'handicapStrokeTable.calculatorTee': 'Von den Abschlägen „{tee}“',
  'handicapStrokeTable.loading': 'Die Platzdaten werden geladen…',
  'handicapStrokeTable.unavailable':
    'Die Tabelle kann derzeit nicht angezeigt werden. Bitte versuchen Sie es später erneut.',
};
