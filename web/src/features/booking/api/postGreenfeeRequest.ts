import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '../../../../../common/api/paths';
import type { ReserveAccepted, ReserveRequestBody } from '../../../../../common/api/reserve';
import { api } from '../../../lib/api';

/** POST /reserve/greenfee with `{content}`: the request as `Field: value` lines (the client adds the XSRF header). */
export function postGreenfeeRequest(content: string): Promise<ReserveAccepted> {
  const body: ReserveRequestBody = { content };
  // The answer's schema comes with the answer, not with the form.
  const schema = () => import('../../../../../common/api/reserve').then((module) => module.reserveAccepted);
  return api.post(apiPaths.reserveGreenfee.path(), body, schema);
}

export function useGreenfeeRequest() {
  return useMutation({
    mutationFn: postGreenfeeRequest,
    // The visitor sees the verbatim message (docs/product.md, Messages); the cause is only logged (never
    // console.error).
    onError: (error) => console.info('The green-fee request could not be sent:', error.message),
  });
}
