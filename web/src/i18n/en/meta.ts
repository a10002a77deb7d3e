/**
 * What search engines and link previews show of each screen (meta description, Open Graph, Twitter card),
 * keyed by the screen's route name. The page titles are the pages' own h1s.
 */
export const meta = {
  'meta.description.home':
    'Links golf in the dunes on the Belgian coast: today’s course status and weather, green fees and online tee time booking.',
  'meta.description.golfshop':
    'The golf shop by the first tee: clubs, balls, gloves, rainwear and knitwear for the North Sea wind, and where you pay your green fee.',
  'meta.description.overview':
    'The course map: the front nine run out east through the dunes along the beach, the back nine loop west. With the score card.',
  'meta.description.holes': 'Walk the links hole by hole, all 18 of them, before you play.',
  'meta.description.handicapStrokeTable':
    'How many strokes you receive on our course, from each tee, for your handicap index.',
  'meta.description.ecology':
    'The course lies in one of the few open dune landscapes left on the Belgian coast, managed as a nature area in its own right.',
  'meta.description.biodiversity':
    'The dune habitats of the links and the plants and animals that share the ground with golf.',
  'meta.description.history':
    'How a handful of enthusiasts on a stretch of dunes between the sea and the polders became a royal club.',
  'meta.description.diningBar':
    'The clubhouse bar and restaurant: lunch after a round, the menu, opening hours and table booking.',
  'meta.description.bod':
    'The board, its committees and the staff who care for the course: the people you can turn to.',
  'meta.description.booking': 'Book a green fee: choose a tee time online, or send us a request.',
  'meta.description.bookingDetails': 'The date, time, players and price of your green fee reservation.',
  'meta.description.greenfees':
    'Green fees per player for a round of 18 holes, by season, with the conditions of play and the shop’s opening hours.',
  'meta.description.golfBuggies':
    'Hire a golf buggy for your round on the links: price, conditions and hours.',
  'meta.description.drivingRange':
    'The driving range, open to members and visitors alike: fees, opening hours and the cards we accept.',
  'meta.description.dresscode': 'What to wear on the course and in the clubhouse.',
  'meta.description.members': 'The members’ area of the club.',
  'meta.description.privacy':
    'Which personal data this website collects, why, how long we keep it and your rights under the GDPR.',
  'meta.imageAlt': 'A links hole in the dunes by the North Sea',
} as const;
