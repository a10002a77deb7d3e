import type { PublicClubDetails } from '../../../../common/api/club';
import type { OpeningPeriod } from '../../../../common/api/openingHours';
import type { MonthDay } from '../../../../common/rules/seasons';
import { SHARE_IMAGE } from './shareImage';
import { siteUrl } from './siteUrl';

const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

const pad = (value: number) => String(value).padStart(2, '0');
const isoDate = (year: number, { month, day }: MonthDay) => `${year}-${pad(month)}-${pad(day)}`;

/** What the structured data reads of a season: the public answer's periods (named in one language) fit. */
type SeasonHours = Pick<OpeningPeriod, 'from' | 'to' | 'days'>;

/**
 * One season's hours as schema.org OpeningHoursSpecification for a year: one entry per set of days that
 * share their hours (a day open without a closing time has none to state). A season that runs over New Year
 * (October to May) becomes two spans of that year, so each span has its from before its through.
 */
function openingHoursOf(period: SeasonHours, year: number) {
  const groups = new Map<string, { opens: string; closes: string; days: string[] }>();
  period.days.forEach((day, index) => {
    if (!day?.closes) return;
    const key = `${day.opens}-${day.closes}`;
    const group = groups.get(key) ?? { opens: day.opens, closes: day.closes, days: [] };
    // Periods store their days Monday first.
    group.days.push(DAY_NAMES[(index + 1) % 7] as string);
    groups.set(key, group);
  });
  const wraps = period.from.month > period.to.month;
  const spans: [MonthDay, MonthDay][] = wraps
    ? [
        [{ month: 1, day: 1 }, period.to],
        [period.from, { month: 12, day: 31 }],
      ]
    : [[period.from, period.to]];
  return [...groups.values()].flatMap(({ opens, closes, days }) =>
    spans.map(([from, through]) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: days,
      opens,
      closes,
      validFrom: isoDate(year, from),
      validThrough: isoDate(year, through),
    })),
  );
}

/**
 * The club for search engines (schema.org JSON-LD): the club as an organization with its address, phone,
 * tagline (its slogan, in the page's language), social profiles and the seasons of its golf shop, and the
 * course it plays. From the club's details and the shop's opening hours as staff saved them (GET /club,
 * GET /opening-hours); never written out here. Without the hours (not loaded), it states none rather than
 * hours that may no longer be right.
 */
export function clubStructuredData(
  club: PublicClubDetails,
  year: number,
  shopHours?: readonly SeasonHours[],
) {
  const address = {
    '@type': 'PostalAddress',
    streetAddress: club.address.street,
    postalCode: club.address.postalCode,
    addressLocality: club.address.city,
    addressCountry: club.address.countryCode,
  };
  const organizationId = `${siteUrl}/#organization`;
  const hours = shopHours
    ? { openingHoursSpecification: shopHours.flatMap((p) => openingHoursOf(p, year)) }
    : {};
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': ['Organization', 'SportsClub'],
        '@id': organizationId,
        name: club.name,
        ...(club.tagline.text ? { slogan: club.tagline.text } : {}),
        url: `${siteUrl}/`,
        email: club.email,
        telephone: club.phone,
        address,
        ...hours,
        sameAs: club.socialLinks.map((link) => link.url),
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
        ...hours,
        parentOrganization: { '@id': organizationId },
      },
    ],
  };
}

/** JSON for inside a <script> element: no "</script>" or "<!--" can end or bend it. */
export const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
