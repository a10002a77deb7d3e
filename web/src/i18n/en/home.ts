export const home = {
  'home.tagline': '{holes} holes of links golf in the dunes by the North Sea',
  'home.book': 'Book a tee time',
  'home.bookClosed': 'Course closed today — green-fee conditions',
  'home.greenFees': 'Green fees',
  'home.actions': 'Plan your round',
  'awards.title': 'Awards and labels',
  'home.course.title': 'The Course',
  'home.course.text1':
    'The {holes} holes run through the dunes between the polders and the sea, over fairways that the wind and the sand have shaped. The turf is firm and rolling, the greens reward a low, running shot, and no two rounds play the same: the wind sees to that.',
  'home.course.text2':
    'Walk the course hole by hole before you play, see how the holes lie on the map, and find where your handicap strokes fall.',
  'home.course.links': 'Explore the course',
  'home.course.overview': 'The course map, and the score card to download',
  'home.course.holes': 'All {holes} holes, one by one',
  'home.course.strokeTable': 'Where your handicap strokes fall',
  'home.club.title': 'The Club',
  'home.club.text1':
    'For more than a century the club has welcomed golfers to this stretch of coast. It keeps its traditions lightly: good manners on the course, a warm welcome in the clubhouse.',
  'home.club.text2':
    'After the round, the clubhouse looks out over the dunes to the sea: lunch in the dining room, a drink at the bar, and the stories of the day.',
  'home.club.links': 'Explore the club',
  'home.club.history': 'A century of golf by the sea',
  'home.club.diningBar': 'Lunch, the bar and the Bridge Room',
  'home.club.bod': 'The board and the people who run the club',
} as const;
