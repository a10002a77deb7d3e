export const course = {
  'overview.title': 'Course overview',
  'overview.intro': 'The course has 18 holes; each one is presented on its own section of the holes page.',
  'holes.title': 'Holes',
  'holes.intro': 'The 18 holes of the course, from the first tee to the last green.',
  'holes.current': 'Hole {hole} of 18',
  'handicapStrokeTable.title': 'Handicap Stroke Table',
  'handicapStrokeTable.intro':
    'The stroke index of each hole, which decides where handicap strokes are given.',
} as const;
