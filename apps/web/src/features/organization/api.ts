/**
 * Calls of the organisation pages (issue 17): the organisation and its teams, groups, team
 * settings and the customer console. Queries show their own error states (inlineErrors); each
 * change refreshes what it affects.
 */
import type {
  AtsSourceTracking,
  CompanyProfile,
  ConsoleCustomerDetail,
  ConsoleDashboard,
  CreateGroupRequest,
  CreateTeamRequest,
  Group,
  GroupMember,
  Organization,
  OrgTeam,
  OrgTeamDetail,
  ProjectSettings,
  SourceTracking,
  SourcingSettings,
  TeamSettingsKey,
  UpdateGroupRequest,
  UpdateOrganizationRequest,
  UpdateTeamRequest,
} from '@talentbase/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, isApiError } from '../../lib/api-client';

const retry = (failureCount: number, error: unknown) =>
  failureCount < 1 && !(isApiError(error) && error.status < 500);
const e = encodeURIComponent;

export const orgKeys = {
  all: ['organization'] as const,
  org: () => ['organization', 'self'] as const,
  teams: () => ['organization', 'teams'] as const,
  team: (id: string) => ['organization', 'teams', id] as const,
  groups: () => ['groups'] as const,
  settings: (key: TeamSettingsKey) => ['team-settings', key] as const,
  console: () => ['customer-console'] as const,
  customer: (id: string) => ['customer-console', id] as const,
};

function query<T>(queryKey: readonly unknown[], path: string) {
  return {
    queryKey,
    queryFn: async ({ signal }: { signal: AbortSignal }) =>
      (await api.get<{ data: T }>(path, undefined, signal)).data,
    retry,
    meta: { inlineErrors: true },
  };
}

export const useOrganization = () => useQuery(query<Organization>(orgKeys.org(), '/v1/organization'));
export const useOrgTeams = (enabled = true) =>
  useQuery({ ...query<OrgTeam[]>(orgKeys.teams(), '/v1/organization/teams'), enabled });
export const useOrgTeam = (id: string) =>
  useQuery(query<OrgTeamDetail>(orgKeys.team(id), `/v1/organization/teams/${e(id)}`));
export const useGroups = () => useQuery(query<Group[]>(orgKeys.groups(), '/v1/groups'));
export const useGroupEligibleMembers = (enabled: boolean) =>
  useQuery({ ...query<GroupMember[]>(['groups', 'eligible'], '/v1/groups/eligible-members'), enabled });
export const useConsoleDashboard = () =>
  useQuery(query<ConsoleDashboard>(orgKeys.console(), '/v1/customer-console/dashboard'));
export const useConsoleCustomer = (id: string) =>
  useQuery(query<ConsoleCustomerDetail>(orgKeys.customer(id), `/v1/customer-console/customers/${e(id)}`));

function useChange<TInput, TResult>(fn: (input: TInput) => Promise<TResult>, refresh: readonly unknown[][]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    meta: { inlineErrors: true },
    onSettled: async () => {
      for (const key of refresh) await queryClient.invalidateQueries({ queryKey: key });
    },
  });
}

export const useUpdateOrganization = () =>
  useChange(
    async (body: UpdateOrganizationRequest) =>
      (await api.put<{ data: Organization }>('/v1/organization', body)).data,
    // The sign-in name and domains are also the single sign-on page's.
    [[...orgKeys.all], ['team-settings', 'sso']],
  );
export const useCreateTeam = () =>
  useChange(
    async (body: CreateTeamRequest) =>
      (await api.post<{ data: OrgTeam }>('/v1/organization/teams', body)).data,
    [[...orgKeys.all]],
  );
export const useUpdateTeam = () =>
  useChange(
    async ({ id, body }: { id: string; body: UpdateTeamRequest }) =>
      (await api.patch<{ data: OrgTeam }>(`/v1/organization/teams/${e(id)}`, body)).data,
    [[...orgKeys.all]],
  );
export const useArchiveTeam = () =>
  useChange(
    async ({ id, archived }: { id: string; archived: boolean }) =>
      (
        await api.post<{ data: OrgTeam }>(
          `/v1/organization/teams/${e(id)}/${archived ? 'archive' : 'restore'}`,
          {},
        )
      ).data,
    [[...orgKeys.all]],
  );

export const useCreateGroup = () =>
  useChange(
    async (body: CreateGroupRequest) => (await api.post<{ data: Group }>('/v1/groups', body)).data,
    [[...orgKeys.groups()]],
  );
export const useUpdateGroup = () =>
  useChange(
    async ({ id, body }: { id: string; body: UpdateGroupRequest }) =>
      (await api.patch<{ data: Group }>(`/v1/groups/${e(id)}`, body)).data,
    [[...orgKeys.groups()]],
  );
export const useDeleteGroup = () =>
  useChange((id: string) => api.delete<{ ok: true }>(`/v1/groups/${e(id)}`), [[...orgKeys.groups()]]);
export const useAddGroupMembers = () =>
  useChange(
    async ({ id, teamMemberIds }: { id: string; teamMemberIds: string[] }) =>
      (await api.post<{ data: Group }>(`/v1/groups/${e(id)}/members`, { teamMemberIds })).data,
    [[...orgKeys.groups()]],
  );
export const useRemoveGroupMember = () =>
  useChange(
    async ({ id, teamMemberId }: { id: string; teamMemberId: string }) =>
      (await api.delete<{ data: Group }>(`/v1/groups/${e(id)}/members/${e(teamMemberId)}`)).data,
    [[...orgKeys.groups()]],
  );

type SettingsValue = {
  sourcing: SourcingSettings;
  projects: ProjectSettings;
  'company-profile': CompanyProfile;
  'ats-source-tracking': AtsSourceTracking;
  'source-tracking': SourceTracking;
};
export type SettingsAnswer<K extends TeamSettingsKey> = {
  data: SettingsValue[K];
  updatedAt: string | null;
  updatedBy: string | null;
};

export function useTeamSettings<K extends TeamSettingsKey>(key: K) {
  return useQuery({
    queryKey: orgKeys.settings(key),
    queryFn: ({ signal }) => api.get<SettingsAnswer<K>>(`/v1/team-settings/${key}`, undefined, signal),
    retry,
    meta: { inlineErrors: true },
  });
}

export function useSaveTeamSettings<K extends TeamSettingsKey>(key: K) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (value: SettingsValue[K]) => api.put<SettingsAnswer<K>>(`/v1/team-settings/${key}`, value),
    meta: { inlineErrors: true },
    onSuccess: (answer) => queryClient.setQueryData(orgKeys.settings(key), answer),
  });
}

/** Moves a member of the team you are signed into to another team of the organisation (org admins). */
export const useTransferMember = () =>
  useChange(
    (body: { teamMemberId: string; teamId: string }) => api.post<unknown>('/v1/team/transfer', body),
    // The Users page's member table (team-admin queries) loses the member too.
    [[...orgKeys.all], ['team-admin'], ['team', 'members-lite']],
  );
