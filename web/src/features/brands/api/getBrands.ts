import { useQuery } from '@tanstack/react-query';
import type { BrandsAnswer } from '../../../../../common/api/marks';
import { apiPaths } from '../../../../../common/api/paths';
import type { Language } from '../../../../../common/i18n/languages';
import { apiRead } from '../../../lib/api';
import { useLanguage } from '../../../lib/i18n';

/**
 * The key of the brand marks in a language. The server renders the golf shop with this query answered, so
 * the marks paint from the page's own HTML; a change staff publish reaches open pages over /live (topic
 * 'media').
 */
export const brandsQueryKey = (language: Language) => ['marks', 'brands', language] as const;

/** GET /brands: the brand marks staff published, in the page's language, read without zod as every public read. */
export function useBrands() {
  const language = useLanguage();
  return useQuery({
    queryKey: brandsQueryKey(language),
    queryFn: ({ signal }) => apiRead<BrandsAnswer>(apiPaths.brands.path(), signal),
  });
}
