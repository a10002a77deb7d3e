import { useQuery } from '@tanstack/react-query';
import type { Weather } from '../../../../../common/api/content';
import { getWebsiteContent } from '../../content/api/getWebsiteContent';

/**
 * The content of vlinder is a JSON string; an invalid one throws. The schema (and zod) load with the
 * first reading, not with the page.
 */
export async function parseWeather(content: string): Promise<Weather> {
  const { weather } = await import('../../../../../common/api/content');
  return weather.parse(JSON.parse(content));
}

/** GET /websitecontent/vlinder: the reading of the club's weather station. */
export async function getWeather(signal?: AbortSignal): Promise<Weather> {
  const { content } = await getWebsiteContent('vlinder', signal);
  return parseWeather(content);
}

export function useWeather() {
  return useQuery({
    queryKey: ['website-content', 'vlinder', 'weather'] as const,
    queryFn: ({ signal }) => getWeather(signal),
  });
}
