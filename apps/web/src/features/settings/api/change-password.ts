import { type ChangePasswordRequest, okResponseSchema } from '@talentbase/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function changePassword(input: ChangePasswordRequest) {
  return api.post('/settings/password', input, okResponseSchema);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
