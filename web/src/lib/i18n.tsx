import { createContext, type ReactNode, useCallback, useContext } from 'react';

/**
 * The English dictionary, keyed by message id. Every text a visitor sees comes from here,
 * so that a second language is one more dictionary of the same shape.
 */
export const en = {
  'app.skipToContent': 'Skip to content',
  'app.homeLink': '{club}, home',
  'app.documentTitle': '{page} | {club}',

  'nav.label': 'Main',
  'nav.courseStatus': 'Course today',
  'nav.greenFees': 'Green Fees',
  'nav.booking': 'Online Booking',

  'footer.contact': 'Contact',
  'footer.address': 'Address',
  'footer.phone': 'Phone',
  'footer.email': 'E-mail',
  'footer.social': 'Follow us on Instagram',
  'footer.members': 'Members site',
  'footer.privacy': 'Privacy Policy',
  'footer.copyright': '© {year} {club}',
  'footer.opensInNewTab': '(opens in a new tab)',

  'courseStatus.title': 'Today on the course',
  'courseStatus.loading': 'Loading the course status',
  'courseStatus.unavailable': 'Not known',
  'courseStatus.condition': 'Condition',
  'courseStatus.course': 'Course Status',
  'courseStatus.summerGreens': 'Summergreens',
  'courseStatus.winterGreens': 'Wintergreens',
  'courseStatus.preferredLies': 'Preferred Lies',
  'courseStatus.buggies': 'Buggies',
  'courseStatus.drivingRange': 'Driving Range',
  'courseStatus.open': 'Open',
  'courseStatus.closed': 'Closed',
  'courseStatus.yes': 'Yes',
  'courseStatus.no': 'No',
  'courseStatus.none': 'None',

  'home.title': 'Home',
  'home.intro': 'An 18-hole links course in the dunes of the Belgian coast.',
  'golfshop.title': 'Golf Shop',
  'golfshop.intro':
    'The golf shop is open daily from 8h30 to 17h from October to May, and from 8h to 19h from June to September.',
  'overview.title': 'Course overview',
  'overview.intro': 'The course has 18 holes; each one is presented on its own section of the holes page.',
  'holes.title': 'Holes',
  'holes.intro': 'The 18 holes of the course, from the first tee to the last green.',
  'holes.current': 'Hole {hole} of 18',
  'handicapStrokeTable.title': 'Handicap Stroke Table',
  'handicapStrokeTable.intro':
    'The stroke index of each hole, which decides where handicap strokes are given.',
  'ecology.title': 'Ecological Management',
  'ecology.intro':
    'The club has followed an ecology plan since 2003; a new 20-year plan from 2020 was approved in spring 2021.',
  'biodiversity.title': 'Biodiversity',
  'biodiversity.intro':
    'The dunes of the course are home to protected species, followed in a citizen-science sensor project.',
  'history.title': 'History',
  'history.intro': 'The club is over a century old and carries a royal title.',
  'diningBar.title': 'Dining & Bar',
  'diningBar.intro':
    'The bar is open daily from 09:30 to 22:00 from 1 April to 30 October; in low season it opens at 10:00 and is closed on Tuesday.',
  'bod.title': "Who's Who",
  'bod.intro': 'The members of the board of the club, grouped by category.',
  'booking.title': 'Online Greenfee Booking',
  'booking.intro': 'A reservation is definitive only after confirmation by e-mail or phone.',
  'bookingDetails.title': 'Booking Details',
  'bookingDetails.intro': 'The date, time, players and price of your green fee reservation.',
  'greenfees.title': 'Green Fees',
  'greenfees.intro':
    'A weekday green fee in 2025 costs €100 in low season (17 November to 31 March) and €110 in high season (1 April to 16 November).',
  'golfBuggies.title': 'Golf Buggies',
  'golfBuggies.intro': 'A golf buggy costs €45 per round; drivers must be at least 18 and book in advance.',
  'drivingRange.title': 'Driving Range',
  'drivingRange.intro': 'Two hours at the driving range cost €30 for adults and €15 for juniors under 18.',
  'dresscode.title': 'Dress Code',
  'dresscode.intro': 'The dress code covers the course, the clubhouse, prize-giving and mobile phones.',
  'members.title': 'Members',
  'members.intro': 'Coming soon - 31/07/2021',
  'members.login': 'Log in on the members site',
  'privacy.title': 'Privacy Policy',
  'privacy.intro':
    'This policy was last updated on 01/06/2024. It covers the data of green fee bookings, log files, cookies and your rights under the GDPR.',
  'privacy.backHome': 'Back to home',
} as const;

export type MessageKey = keyof typeof en;
export type Dictionary = Record<MessageKey, string>;
export type MessageParams = Record<string, string | number>;
export type Translate = (key: MessageKey, params?: MessageParams) => string;

/** Fills `{name}` slots from params; an unknown slot stays as written, so it shows up in review. */
export function formatMessage(template: string, params?: MessageParams): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (slot, name: string) => {
    const value = params[name];
    return value === undefined ? slot : String(value);
  });
}

/** Translates outside React (the default English dictionary). */
export const t: Translate = (key, params) => formatMessage(en[key], params);

const DictionaryContext = createContext<Dictionary>(en);

export function I18nProvider({ dictionary, children }: { dictionary: Dictionary; children: ReactNode }) {
  return <DictionaryContext.Provider value={dictionary}>{children}</DictionaryContext.Provider>;
}

/** The translate function of the current dictionary (English unless an I18nProvider says otherwise). */
export function useT(): Translate {
  const dictionary = useContext(DictionaryContext);
  return useCallback<Translate>((key, params) => formatMessage(dictionary[key], params), [dictionary]);
}
