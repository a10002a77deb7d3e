import type { ClubDetails } from '../../../../common/api/club';

export type SocialNetwork = ClubDetails['socialLinks'][number]['network'];

/**
 * The networks by their own names, the same in every language. (A type-only import of the schema's list:
 * the public pages carry no zod.)
 */
export const SOCIAL_NETWORK_NAMES: Record<SocialNetwork, string> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
  x: 'X',
  tiktok: 'TikTok',
};
