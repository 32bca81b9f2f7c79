/**
 * The hiring-team calls (set member, remove member, transfer ownership, leave) as mutations on
 * the project page's cached project. Adding, changing a role and removing show at once and roll
 * back if the server refuses; transferring and leaving change what the caller may do, so they
 * wait for the server and then reload the project. Every failure is shown in place by the editor.
 */
import type {
  HiringMember,
  HiringTeamResponse,
  ProjectInformation,
  ProjectRole,
  SuccessResponse,
} from '@talentbase/shared';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { isProjectListQuery, projectKeys } from '../../projects/api/query-keys';

export type SetMemberInput = { member: Omit<HiringMember, 'role'>; role: ProjectRole };

function setMembers(client: QueryClient, projectId: string, members: HiringMember[]) {
  client.setQueryData<ProjectInformation>(projectKeys.information(projectId), (project) =>
    project ? { ...project, projectHiringMembers: members } : project,
  );
}

/** Adding or changing a member's role: the row changes at once, the server's list replaces it. */
export function withMember(
  members: readonly HiringMember[],
  { member, role }: SetMemberInput,
): HiringMember[] {
  const exists = members.some((m) => m.userId === member.userId);
  return exists
    ? members.map((m) => (m.userId === member.userId ? { ...m, role } : m))
    : [...members, { ...member, role }];
}

export function withoutMember(members: readonly HiringMember[], userId: string): HiringMember[] {
  return members.filter((m) => m.userId !== userId);
}

function useOptimisticTeamChange<V>(
  projectId: string,
  call: (vars: V) => Promise<HiringMember[]>,
  apply: (members: readonly HiringMember[], vars: V) => HiringMember[],
) {
  const client = useQueryClient();
  const key = projectKeys.information(projectId);
  return useMutation({
    mutationFn: call,
    meta: { inlineErrors: true },
    onMutate: async (vars: V) => {
      await client.cancelQueries({ queryKey: key });
      const previous = client.getQueryData<ProjectInformation>(key);
      if (previous) setMembers(client, projectId, apply(previous.projectHiringMembers, vars));
      return { previous };
    },
    onError: (_error, _vars, context) => {
      if (context?.previous) client.setQueryData(key, context.previous);
    },
    onSuccess: (members) => setMembers(client, projectId, members),
    onSettled: () => client.invalidateQueries({ predicate: (q) => isProjectListQuery(q.queryKey) }),
  });
}

export function useSetHiringMember(projectId: string) {
  return useOptimisticTeamChange(
    projectId,
    async ({ member, role }: SetMemberInput) =>
      (
        await api.post<HiringTeamResponse>('/v1/projects/hiringTeam/setMember', {
          projectId,
          userId: member.userId,
          role,
        })
      ).data,
    withMember,
  );
}

export function useRemoveHiringMember(projectId: string) {
  return useOptimisticTeamChange(
    projectId,
    async (userId: string) =>
      (await api.post<HiringTeamResponse>('/v1/projects/hiringTeam/removeMember', { projectId, userId }))
        .data,
    withoutMember,
  );
}

/** The new owner takes over; the previous owner stays on as Recruiter. The caller's rights may change. */
export function useTransferOwnership(projectId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (userId: string) =>
      (await api.post<HiringTeamResponse>('/v1/projects/updateProjectOwner', { projectId, userId })).data,
    meta: { inlineErrors: true },
    onSuccess: async (members) => {
      setMembers(client, projectId, members);
      await client.invalidateQueries({ queryKey: projectKeys.information(projectId) });
    },
    onSettled: () => client.invalidateQueries({ predicate: (q) => isProjectListQuery(q.queryKey) }),
  });
}

/** Leaves the hiring team. The page moves away: the project may no longer be visible to the caller. */
export function useLeaveProject(projectId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<SuccessResponse>('/v1/projects/quitHiringTeam', { projectId }),
    meta: { inlineErrors: true },
    onSettled: () => client.invalidateQueries({ predicate: (q) => isProjectListQuery(q.queryKey) }),
  });
}

/** Shares the project with a group of the team: its members join with `role` (others keep theirs). */
export function useShareWithGroup(projectId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ groupId, role }: { groupId: string; role: ProjectRole }) =>
      (await api.post<HiringTeamResponse>('/v1/projects/hiringTeam/addGroup', { projectId, groupId, role }))
        .data,
    meta: { inlineErrors: true },
    onSuccess: (members) => setMembers(client, projectId, members),
    onSettled: () => client.invalidateQueries({ predicate: (q) => isProjectListQuery(q.queryKey) }),
  });
}
