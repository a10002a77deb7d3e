import type { ClubDetails } from '../../../../../common/api/club';
import { clubStructuredData, scriptSafeJson } from '../structuredData';

/**
 * The club's schema.org JSON-LD (structuredData.ts) from the details staff saved, in the page: the server
 * renders the home page with them, so search engines read the current details in its HTML. A data block:
 * it runs nothing, and the CSP asks no hash of it.
 */
export function ClubStructuredData({ club }: { club: ClubDetails }) {
  const json = scriptSafeJson(clubStructuredData(club, new Date().getFullYear()));
  return (
    <script
      type="application/ld+json"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON escaped by scriptSafeJson, in a data block
      dangerouslySetInnerHTML={{ __html: json }}
    />
  );
}
