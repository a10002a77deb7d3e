import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type LoginBody, type StaffUser, staffUser } from '../../../../../common/api/auth';
import { apiPaths } from '../../../../../common/api/paths';
import { api } from '../../../lib/api';
import { adminKeys, forgetStaffData } from './adminKeys';

/** POST /auth/login: sets the HttpOnly session cookie. 401 wrong details, 429 locked or too many tries. */
export function postLogin(body: LoginBody): Promise<StaffUser> {
  return api.post(apiPaths.login.path(), body, staffUser);
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
