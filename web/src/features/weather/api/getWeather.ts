import { useQuery } from '@tanstack/react-query';
import type { Weather } from '../../../../../common/api/content';
import { getWebsiteContent } from '../../content/api/getWebsiteContent';

/**
 * The content of vlinder is a JSON string, which the server wrote from a reading it checked against the
 * contract's schema (server/src/weather); one that is no JSON throws.
 */
export async function parseWeather(content: string): Promise<Weather> {
  return JSON.parse(content) as Weather;
}

/** GET /websitecontent/vlinder: the reading of the club's weather station. */
export async function getWeather(signal?: AbortSignal): Promise<Weather> {
  const { content } = await getWebsiteContent('vlinder', signal);
  return parseWeather(content);
}

/** The server renders the home page with this query answered (server/src/routes/api/v1/websiteContent.ts). */
export const weatherQueryKey = () => ['website-content', 'vlinder', 'weather'] as const;

export function useWeather() {
  return useQuery({
    queryKey: weatherQueryKey(),
    queryFn: ({ signal }) => getWeather(signal),
  });
}
