import { club } from '../../../../common/config/club';
import { OPENING_HOURS, type OpeningPeriod } from '../../../../common/rules/prices';
import { SHARE_IMAGE } from './shareImage';
import { siteUrl } from './siteUrl';

const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

const pad = (value: number) => String(value).padStart(2, '0');
const clock = ({ hour, minute }: { hour: number; minute: number }) => `${pad(hour)}:${pad(minute)}`;
const isoDate = (year: number, { month, day }: { month: number; day: number }) =>
  `${year}-${pad(month)}-${pad(day)}`;

/**
 * One season's hours as schema.org OpeningHoursSpecification for a year. A season that runs over New Year
 * (October to May) becomes two spans of that year, so each span has its from before its through.
 */
function openingHoursOf(period: OpeningPeriod, year: number) {
  if (period.closes === null) return [];
  const base = {
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: DAY_NAMES.filter((_, day) => !period.closedOn.includes(day)),
    opens: clock(period.opens),
    closes: clock(period.closes),
  };
  const wraps = period.from.month > period.to.month;
  const spans = wraps
    ? [
        [{ month: 1, day: 1 }, period.to],
        [period.from, { month: 12, day: 31 }],
      ]
    : [[period.from, period.to]];
  return spans.map(([from, through]) => ({
    ...base,
    validFrom: isoDate(year, from as OpeningPeriod['from']),
    validThrough: isoDate(year, through as OpeningPeriod['to']),
  }));
}

/**
 * The club for search engines (schema.org JSON-LD): the club as an organization with its address, phone
 * and the opening hours of its shop and reception, and the course it plays. All from the club's config
 * and price rules, never written out here.
 */
export function clubStructuredData(year: number) {
  const address = {
    '@type': 'PostalAddress',
    streetAddress: club.address.street,
    postalCode: club.address.postalCode,
    addressLocality: club.address.city,
    addressCountry: club.address.countryCode,
  };
  const organizationId = `${siteUrl}/#organization`;
  const hours = [
    ...openingHoursOf(OPENING_HOURS.shop.low, year),
    ...openingHoursOf(OPENING_HOURS.shop.high, year),
  ];
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': ['Organization', 'SportsClub'],
        '@id': organizationId,
        name: club.name,
        url: `${siteUrl}/`,
        email: club.email,
        telephone: club.phone,
        address,
        openingHoursSpecification: hours,
        sameAs: [club.socialUrl],
      },
      {
        '@type': 'GolfCourse',
        '@id': `${siteUrl}/#course`,
        name: club.name,
        url: `${siteUrl}/`,
        image: SHARE_IMAGE.url,
        telephone: club.phone,
        address,
        geo: { '@type': 'GeoCoordinates', latitude: club.map.lat, longitude: club.map.lon },
        openingHoursSpecification: hours,
        parentOrganization: { '@id': organizationId },
      },
    ],
  };
}

/** JSON for inside a <script> element: no "</script>" or "<!--" can end or bend it. */
export const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
