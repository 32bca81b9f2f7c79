/**
 * The team administration calls (issue 17): members and seats, the seat changes, invitations,
 * and the public invitation link. Every change refreshes the member table and the seat counts;
 * problems (409 refusals above all) are shown in place by the dialogs, not as toasts.
 */
import type { CurrentUser, MeResponse } from '@talentbase/shared';
import type {
  AcceptInvitationRequest,
  InvitationInfo,
  InviteRequest,
  MemberResponse,
  TeamBatchResponse,
  TeamMembersResponse,
  TeamSeatsResponse,
} from '@talentbase/shared/contracts/team-admin';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/api-client';
import { startSession } from '../../../lib/query-client';

export const teamAdminKeys = {
  all: ['team-admin'] as const,
  members: (query: MembersQuery) => ['team-admin', 'members', query] as const,
  seats: () => ['team-admin', 'seats'] as const,
  invitation: (token: string) => ['invitation', token] as const,
};

export type MembersQuery = {
  start: number;
  limit: number;
  search: string;
  licenses: string[];
  statuses: string[];
};

const noRetryOn4xx = (failureCount: number, error: unknown) =>
  failureCount < 1 && !(isApiError(error) && error.status < 500);

export function useTeamMembers(query: MembersQuery) {
  return useQuery({
    queryKey: teamAdminKeys.members(query),
    queryFn: ({ signal }) =>
      api.get<TeamMembersResponse>(
        '/v1/team/members',
        {
          start: query.start,
          limit: query.limit,
          search: query.search || undefined,
          licenses: query.licenses.length ? query.licenses.join(',') : undefined,
          statuses: query.statuses.length ? query.statuses.join(',') : undefined,
        },
        signal,
      ),
    placeholderData: keepPreviousData,
    retry: noRetryOn4xx,
    meta: { inlineErrors: true },
  });
}

export function useTeamSeats() {
  return useQuery({
    queryKey: teamAdminKeys.seats(),
    queryFn: ({ signal }) => api.get<TeamSeatsResponse>('/v1/team/seats', undefined, signal),
    retry: noRetryOn4xx,
    meta: { inlineErrors: true },
  });
}

export type MemberCall =
  | { kind: 'seatCancel' | 'seatReactivate'; teamMemberId: string }
  | { kind: 'switchLicense'; teamMemberId: string; license: 'Recruiter' | 'Collaborator' }
  | { kind: 'resendInvite' | 'withdrawInvite'; emails: string[] }
  | { kind: 'remove'; emails: string[]; newOwnerUserId?: string };

export type MemberCallResult =
  | { kind: 'member'; member: MemberResponse['member'] }
  | ({ kind: 'batch' } & TeamBatchResponse);

async function runMemberCall(call: MemberCall): Promise<MemberCallResult> {
  switch (call.kind) {
    case 'seatCancel':
    case 'seatReactivate': {
      const path = call.kind === 'seatCancel' ? '/v1/team/seat-cancel' : '/v1/team/seat-reactivate';
      const { member } = await api.post<MemberResponse>(path, { teamMemberId: call.teamMemberId });
      return { kind: 'member', member };
    }
    case 'switchLicense': {
      const { member } = await api.post<MemberResponse>('/v1/team/switch-license', {
        teamMemberId: call.teamMemberId,
        license: call.license,
      });
      return { kind: 'member', member };
    }
    case 'resendInvite':
    case 'withdrawInvite': {
      const path = call.kind === 'resendInvite' ? '/v1/team/resend-email' : '/v1/team/withdraw-invite';
      return { kind: 'batch', ...(await api.post<TeamBatchResponse>(path, { emails: call.emails })) };
    }
    case 'remove':
      return {
        kind: 'batch',
        ...(await api.post<TeamBatchResponse>('/v1/team/remove-user', {
          emails: call.emails,
          newOwnerUserId: call.newOwnerUserId,
        })),
      };
  }
}

function useTeamAdminMutation<TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    meta: { inlineErrors: true },
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: teamAdminKeys.all });
      await queryClient.invalidateQueries({ queryKey: ['team', 'members-lite'] });
    },
  });
}

export const useMemberCall = () => useTeamAdminMutation(runMemberCall);

export const useInvite = () =>
  useTeamAdminMutation((body: InviteRequest) => api.post<TeamBatchResponse>('/v1/team/invite', body));

export function useInvitation(token: string) {
  return useQuery({
    queryKey: teamAdminKeys.invitation(token),
    queryFn: ({ signal }) =>
      api.get<InvitationInfo>(`/v1/team/invitations/${encodeURIComponent(token)}`, undefined, signal),
    retry: noRetryOn4xx,
    meta: { inlineErrors: true },
  });
}

/** Accepting signs the person in: the answer is the signed-in user, as after logging in. */
export function useAcceptInvitation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: AcceptInvitationRequest): Promise<CurrentUser> => {
      const { user } = await api.post<MeResponse>(
        `/v1/team/invitations/${encodeURIComponent(token)}/accept`,
        body,
      );
      return user;
    },
    meta: { inlineErrors: true },
    onSuccess: (user) => startSession(queryClient, user),
  });
}
