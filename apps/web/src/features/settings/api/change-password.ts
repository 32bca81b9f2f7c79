import type { ChangePasswordRequest, OkResponse } from '@talentbase/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function changePassword(input: ChangePasswordRequest) {
  return api.post<OkResponse>('/settings/password', input);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
