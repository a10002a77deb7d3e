import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type LoginBody, type StaffUser, staffUser } from '../../../../../common/api/auth';
import { api } from '../../../lib/api';
import { adminApiPaths, adminKeys, forgetStaffData } from './adminApiPaths';

/** POST /auth/login: sets the HttpOnly session cookie. 401 wrong details, 429 locked or too many tries. */
export function postLogin(body: LoginBody): Promise<StaffUser> {
  return api.post(adminApiPaths.login, body, staffUser);
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postLogin,
    onSuccess: (user) => {
      forgetStaffData(queryClient);
      queryClient.setQueryData(adminKeys.me, user);
    },
  });
}
