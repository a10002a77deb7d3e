/** The Club: History, Dining & Bar (with the table booking) and Who's Who. Sample content, no real names. */
export const club = {
  'club.onwardLinks': 'Continue exploring',
  'club.galleryHint': 'Hover over or tab to a picture to read its caption.',

  // History
  'history.title': 'History',
  'history.intro':
    'For well over a century the club has played its golf on the same stretch of dunes between the sea and the polders. This is a short account of how a handful of enthusiasts became a royal club.',
  'history.origins.title': 'Links laid out by the sea',
  'history.origins.text1':
    'The club was founded in the first years of the twentieth century, when golf reached the Belgian coast together with the coastal tram, the promenade and the first seaside hotels. A few summer visitors and local families walked the dunes, marked out nine holes with flags cut from sailcloth, and played them on wind, sand and instinct.',
  'history.origins.text2':
    'The holes followed the valleys between the dunes, as links holes always have: the ground chose the routing, not the architect. Many of those first fairways are still played today.',
  'history.royal.title': 'A royal title',
  'history.royal.text':
    'Within a few decades the course had grown to eighteen holes, and the club was granted the right to call itself royal, a distinction given to societies of long standing. The title is worn lightly. It asks for good manners on the course and a warm welcome in the clubhouse, not for gold leaf.',
  'history.rebuilding.title': 'Hard years and rebuilding',
  'history.rebuilding.text':
    'Like the whole coastline, the links suffered in the wars of the twentieth century. Dunes were fortified, fairways were left to the rabbits and the clubhouse stood empty. Each time the members came back with spades and patience: greens were relaid, bunkers were revetted again with turf, and the course was played once more, much as it had been before.',
  'history.today.title': 'The club today',
  'history.today.text':
    'Today the club is a members’ club that welcomes visiting golfers on every day the course is open. The routing still follows the old dune valleys, the greens are still firm and fast, and the wind still decides how long the course plays. Since 2003 the club also looks after the dunes themselves, as a landscape worth protecting.',
  'history.today.ecologyLink': 'Read about our ecological management',
  'history.gallery.title': 'Pictures from the club',
  'history.gallery.clubhouse.alt':
    'The half-timbered clubhouse with two steep gables and a lantern flying a flag, behind a putting green',
  'history.gallery.clubhouse.caption':
    'The clubhouse, with its two half-timbered gables and the lantern that flies the club flag.',
  'history.gallery.earlyLinks.alt':
    'An engraving-style oval view of two golfers walking through the dunes towards a flag, with the sea behind',
  'history.gallery.earlyLinks.caption':
    'The links in its early years, as an engraving of the time might have shown it.',
  'history.gallery.green18.alt':
    'A green with pot bunkers and a red pin flag numbered 18, the lit clubhouse on the rise behind',
  'history.gallery.green18.caption': 'The 18th green in the evening light, below the clubhouse windows.',
  'history.gallery.honours.alt':
    'A dark wooden honours board headed Club Champions in gilt letters, above a silver trophy cup',
  'history.gallery.honours.caption':
    'The honours board of the club champions, with the club’s oldest trophy below it.',
  'history.links.bod': 'The people who run the club today.',
  'history.links.diningBar': 'Lunch, the bar and the bridge room in the clubhouse.',

  // Dining & Bar
  'diningBar.title': 'Dining & Bar',
  'diningBar.intro':
    'The clubhouse is the heart of the club: lunch after a morning round, a drink by the fire after a windy one, and a game of bridge on a quiet afternoon.',
  'diningBar.bookTableLink': 'Book a table',
  'diningBar.image.alt':
    'A table laid for two with wine glasses and a candle, before a large window looking out over the links to the sea',
  'diningBar.diningRoom.title': 'The Dining Room',
  'diningBar.diningRoom.text1':
    'The dining room looks out over the 18th green and the dunes to the sea. At lunchtime the kitchen serves a short menu of seasonal dishes, with North Sea fish and produce from the farms of the polders.',
  'diningBar.diningRoom.text2':
    'In the evening the room can be reserved for club dinners, prize-givings and private events. Neat golf attire is welcome at lunch.',
  'diningBar.diningRoom.dressCodeLink': 'See the dress code for the clubhouse',
  'diningBar.menu.title': 'The Menu',
  'diningBar.menu.loading': 'Loading the menu',
  'diningBar.menu.unavailable': 'Today’s menu is available at the bar.',
  'diningBar.bar.title': 'The Bar',
  'diningBar.bar.text':
    'The bar is the meeting point of the club: coffee before the first tee, a drink on the terrace after the round, and the day’s scores on the board.',
  'diningBar.bar.hoursTitle': 'Opening hours of the bar',
  'diningBar.bar.season': 'Season',
  'diningBar.bar.hours': 'Hours',
  'diningBar.bar.period': '{from} – {to}',
  'diningBar.bar.openFrom': 'Open daily from {opens}',
  'diningBar.bar.openFromTo': 'Open daily from {opens} to {closes}',
  'diningBar.bar.withClosedDays': '{hours}, closed on {days}',
  'diningBar.weekday.0': 'Sunday',
  'diningBar.weekday.1': 'Monday',
  'diningBar.weekday.2': 'Tuesday',
  'diningBar.weekday.3': 'Wednesday',
  'diningBar.weekday.4': 'Thursday',
  'diningBar.weekday.5': 'Friday',
  'diningBar.weekday.6': 'Saturday',
  'diningBar.bridgeRoom.title': 'The Bridge Room',
  'diningBar.bridgeRoom.text1':
    'Bridge has been played at the club for almost as long as golf. The bridge room, a quiet room off the bar, is where the members’ bridge circle meets for its afternoon games, and anyone who plays is welcome to make up a table.',
  'diningBar.bridgeRoom.text2':
    'The room can also be reserved for meetings and small gatherings. Ask at the bar for the days of this week’s games.',

  // Table booking
  'tableBooking.title': 'Book a table',
  'tableBooking.intro': 'Send us your request and we will confirm your table by e-mail or phone.',
  'tableBooking.condition':
    'Table booking is open only to club members and their guests, and to members of a national golf federation with a membership card.',
  'tableBooking.allRequired': 'All fields are required.',
  'tableBooking.fullname': 'Full name',
  'tableBooking.persons': 'Number of persons',
  'tableBooking.phone': 'Phone',
  'tableBooking.email': 'E-mail',
  'tableBooking.date': 'Date and time',
  'tableBooking.missing.fullname': 'Enter your full name.',
  'tableBooking.missing.persons': 'Enter the number of persons.',
  'tableBooking.missing.phone': 'Enter your phone number.',
  'tableBooking.missing.email': 'Enter your e-mail address.',
  'tableBooking.missing.date': 'Choose the date and time.',
  'tableBooking.errorPrefix': 'Error:',
  'tableBooking.submit': 'Send request',
  'tableBooking.sending': 'Sending…',
  'tableBooking.thanksTitle': 'Thank you',
  'tableBooking.thanksText':
    'Your table request has been sent. We will confirm your table by e-mail or phone as soon as possible.',

  // Who's Who
  'bod.title': "Who's Who",
  'bod.intro':
    'The club is run by its members, through a board and its committees, together with the staff who care for the course. These are the people you can turn to.',
  'bod.loading': 'Loading the board',
  'bod.memberAlt': '{name}, {title}',
  'bod.links.golfBuggies': 'Price, rules and hours for hiring a buggy.',
  'bod.links.holes': 'All 18 holes, from the first tee to the last green.',
} as const;
