import { useQuery } from '@tanstack/react-query';
import type { BoardMember } from '../../../../../common/api/content';
import { getWebsiteContent } from '../../content/api/getWebsiteContent';

/**
 * The board's query. The server renders /bod with it (server/src/routes/api/v1/websiteContent.ts), so the
 * page's first paint lists the board and the app finds it without asking.
 */
export const boardMembersQueryKey = () => ['website-content', 'bod-page-data', 'board'] as const;

/** The content of bod-page-data is a JSON string of board members; an invalid one throws. */
export async function parseBoardMembers(content: string): Promise<BoardMember[]> {
  // Loaded with the first answer, not with the page: a page rendered with the board never needs zod.
  const { boardMembers } = await import('../../../../../common/api/content');
  return boardMembers.parse(JSON.parse(content));
}

/** GET /websitecontent/bod-page-data, validated with the shared boardMembers schema. */
export async function getBoardMembers(signal?: AbortSignal): Promise<BoardMember[]> {
  const { content } = await getWebsiteContent('bod-page-data', signal);
  return parseBoardMembers(content);
}

/**
 * A failure is only logged (by the query cache); the page then shows no members (docs/product.md, Who's Who).
 */
export function useBoardMembers() {
  return useQuery({
    queryKey: boardMembersQueryKey(),
    queryFn: ({ signal }) => getBoardMembers(signal),
  });
}
