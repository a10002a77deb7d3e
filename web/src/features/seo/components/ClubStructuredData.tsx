import type { PublicClubDetails } from '../../../../../common/api/club';
import { clubToday } from '../../../../../common/rules/clubTime';
import { useOpeningHours } from '../../opening-hours/api/getOpeningHours';
import { clubStructuredData, scriptSafeJson } from '../structuredData';

/**
 * The club's schema.org JSON-LD (structuredData.ts) from the details and the golf shop's hours staff saved,
 * in the page: the server renders the home page with both queries answered (server/src/lib/
 * pricePageQueries.ts), so search engines read the current ones in its HTML. Until the hours are loaded it
 * states none. A data block: it runs nothing, and the CSP asks no hash of it.
 */
export function ClubStructuredData({ club }: { club: PublicClubDetails }) {
  const today = clubToday();
  const hours = useOpeningHours(today).data;
  const json = scriptSafeJson(clubStructuredData(club, Number(today.slice(0, 4)), hours?.hours.shop));
  return (
    <script
      type="application/ld+json"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON escaped by scriptSafeJson, in a data block
      dangerouslySetInnerHTML={{ __html: json }}
    />
  );
}
