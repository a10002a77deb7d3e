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

  'overview.mapTitle': 'Der Linksplatz',
  'overview.mapIntro':
    'Die vorderen Neun führen nach Osten durch die Dünen am Strand entlang und wieder zurück zum Clubhaus; die hinteren Neun ziehen eine Schleife nach Westen. Wählen Sie ein Loch auf der Karte, um es abzugehen.',
  'overview.mapAlt':
    'Karte des Linksplatzes, Norden oben: oben die Nordsee, darunter der Strand und die Dünen; durch sie winden sich die 18 Löcher, im Süden liegen das Clubhaus und das Übungsgelände, am Südrand verläuft die alte Straßenbahnlinie.',
  'overview.tilesLabel': 'Die 18 Löcher auf der Karte',
  'overview.tileName': 'Loch {hole}, {name}, Par {par}, {metres} m',
  'overview.tileDetail': 'Par {par} · {metres} m',
  'overview.scoreCardTitle': 'Scorekarte',
  'overview.scoreCardText':
    'Alle Löcher mit Par, Stroke Index und Längen von jedem Abschlag, mit Zeilen für die Spieler und den Zähler. Drucken Sie sie für Ihre Runde aus.',
  'overview.scoreCardAction': 'Scorekarte herunterladen',
  'overview.scoreCardFormat': 'PDF',
  'overview.cardTitle': 'Loch für Loch',
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
  'overview.onwardLabel': 'Auf dem Platz',
  'overview.onwardHoles': 'Gehen Sie die 18 Löcher einzeln ab.',
  'overview.onwardStrokeTable': 'Ihre Vorgabenschläge von jedem Abschlag.',
  'overview.onwardBooking': 'Fragen Sie eine Startzeit an.',
  'overview.booking': 'Online-Buchung',

  'handicapStrokeTable.lead':
    'Wie viele Schläge Sie auf unserem Platz von jedem Abschlag für Ihren Handicap-Index erhalten.',
  'handicapStrokeTable.formulaTitle': 'So wird gerechnet',
  'handicapStrokeTable.formula':
    'Ihr Course Handicap = Handicap-Index × Slope ÷ 113 + (Course Rating − Par), auf die nächste ganze Zahl gerundet; eine genaue Hälfte wird aufgerundet (12,5 ergibt 13, −0,5 ergibt 0).',
  'handicapStrokeTable.plusNote':
    'Plus-Handicaps werden mit einem „+“ geschrieben: Ein Spieler mit +2 gibt dem Platz zwei Schläge zurück.',
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
  'handicapStrokeTable.tableTitle': 'Die Tabelle als Text',
  'handicapStrokeTable.tableCaption':
    'Bereiche des Handicap-Index für jedes Course Handicap, je Abschlag (Par {par}; Plus-Handicaps mit + gekennzeichnet)',
  'handicapStrokeTable.colCourseHandicap': 'Course Handicap',
  'handicapStrokeTable.range': '{from} bis {to}',
  'handicapStrokeTable.none': '–',
  'handicapStrokeTable.calculatorTitle': 'Ihr Course Handicap',
  'handicapStrokeTable.calculatorLabel': 'Ihr Handicap-Index',
  'handicapStrokeTable.calculatorHint': 'Von +5,0 bis 54,0; ein Plus-Handicap schreiben Sie als +2,4.',
  'handicapStrokeTable.calculatorPlaceholder': 'z.\u00a0B. 18,4',
  'handicapStrokeTable.calculatorInvalid':
    'Geben Sie einen Handicap-Index von +5,0 bis 54,0 ein, etwa 18,4 oder +1,2.',
  'handicapStrokeTable.calculatorTee': 'Von den Abschlägen „{tee}“',
  'handicapStrokeTable.loading': 'Die Platzdaten werden geladen…',
  'handicapStrokeTable.unavailable':
    'Die Tabelle kann derzeit nicht angezeigt werden. Bitte versuchen Sie es später erneut.',
  'handicapStrokeTable.onwardLabel': 'Vor Ihrer Runde',
  'handicapStrokeTable.onwardOverview': 'Die Karte des Linksplatzes und die Scorekarte.',
  'handicapStrokeTable.onwardHoles': 'Stroke Index und Längen aller Löcher.',
  'handicapStrokeTable.onwardBooking': 'Fragen Sie eine Startzeit an.',
};
