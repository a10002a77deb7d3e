import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '../../../../../common/api/paths';
import type { ReserveAccepted, ReserveRequestBody } from '../../../../../common/api/reserve';
import { api } from '../../../lib/api';

/** POST /reserve/table with `{content}`, the request as `field: value` lines (the client adds the XSRF header). */
export function postTableRequest(content: string): Promise<ReserveAccepted> {
  const body: ReserveRequestBody = { content };
  // The answer's schema comes with the answer, not with the page.
  const schema = () => import('../../../../../common/api/reserve').then((module) => module.reserveAccepted);
  return api.post(apiPaths.reserveTable.path(), body, schema);
}

export function useTableRequest() {
  return useMutation({
    mutationFn: postTableRequest,
    // The visitor sees the verbatim message (docs/product.md, Messages); the cause is only logged (never
    // console.error).
    onError: (error) => console.info('The table request could not be sent:', error.message),
  });
}
