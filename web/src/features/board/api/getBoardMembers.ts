import { useQuery } from '@tanstack/react-query';
import { type BoardMember, boardMembers } from '../../../../../common/api/content';
import { getWebsiteContent } from '../../content/api/getWebsiteContent';

/** The content of bod-page-data is a JSON string of board members; an invalid one throws. */
export function parseBoardMembers(content: string): BoardMember[] {
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
    queryKey: ['website-content', 'bod-page-data', 'board'] as const,
    queryFn: ({ signal }) => getBoardMembers(signal),
  });
}
