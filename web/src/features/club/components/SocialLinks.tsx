import type { ClubDetails } from '../../../../../common/api/club';
import { SOCIAL_NETWORK_NAMES } from '../clubLinks';

/**
 * One list item per social link staff saved, in their order, each opening in a new tab: "Follow us on
 * Instagram". `label` is the sentence in the page's language, `newTab` what screen readers hear after it.
 */
export function SocialLinks({
  links,
  label,
  newTab,
}: {
  links: ClubDetails['socialLinks'];
  label: (network: string) => string;
  newTab: string;
}) {
  return links.map((link) => (
    <li key={`${link.network} ${link.url}`}>
      <a href={link.url} target="_blank" rel="noopener noreferrer">
        {label(SOCIAL_NETWORK_NAMES[link.network])}
        <span className="visually-hidden"> {newTab}</span>
      </a>
    </li>
  ));
}
