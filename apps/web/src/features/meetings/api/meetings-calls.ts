/**
 * Meetings and calendars calls: meeting templates and meetings under /api/tb-v2/v1/engage/meetings,
 * calendar accounts under /api/tb-v2/v1/calendars. Types come from the shared contract (type-only
 * imports, so the contract's zod stays out of this chunk unless a form validates with it).
 */
import type {
  CalendarAccount,
  CreateMeeting,
  Meeting,
  MeetingAccountResponse,
  MeetingListResponse,
  MeetingTemplate,
  SaveCalendarAccount,
  SaveMeetingTemplate,
  TeamCalendarsResponse,
} from '@talentbase/shared/contracts/meetings';
import type { CalendarAccountStatus } from '@talentbase/shared/domain/calendar-status';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const MEETINGS = '/tb-v2/v1/engage/meetings';
/** Calendly bookings and the calendar link are read every 10 minutes (spec section 9): so is the page. */
const TEN_MINUTES = 10 * 60_000;
const CALENDARS = '/tb-v2/v1/calendars';

export const meetingKeys = {
  all: () => ['meetings'] as const,
  templates: () => ['meetings', 'templates'] as const,
  list: () => ['meetings', 'list'] as const,
  account: () => ['meetings', 'account'] as const,
  team: () => ['meetings', 'team-calendars'] as const,
  member: (userId: string) => ['meetings', 'team-calendars', userId] as const,
};

export function useMeetingTemplates() {
  return useQuery({
    queryKey: meetingKeys.templates(),
    queryFn: ({ signal }) =>
      api.get<{ templates: MeetingTemplate[] }>(`${MEETINGS}/templates`, undefined, signal),
    meta: { inlineErrors: true },
  });
}

export function useSaveMeetingTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: SaveMeetingTemplate }) =>
      id
        ? api.put<MeetingTemplate>(`${MEETINGS}/templates/${id}`, input)
        : api.post<MeetingTemplate>(`${MEETINGS}/templates`, input),
    meta: { inlineErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meetingKeys.templates() }),
  });
}

export function useDeleteMeetingTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ ok: true }>(`${MEETINGS}/templates/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meetingKeys.templates() }),
  });
}

export function useMeetings() {
  return useQuery({
    queryKey: meetingKeys.list(),
    queryFn: ({ signal }) => api.get<MeetingListResponse>(MEETINGS, { limit: 20 }, signal),
    refetchInterval: TEN_MINUTES,
    meta: { inlineErrors: true },
  });
}

export function useInviteToMeeting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateMeeting) => api.post<Meeting>(MEETINGS, input),
    meta: { inlineErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meetingKeys.list() }),
  });
}

export function useCloseMeeting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, to }: { id: string; to: 'cancel' | 'reschedule-later' }) =>
      api.post<Meeting>(`${MEETINGS}/${id}/${to}`, {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meetingKeys.list() }),
  });
}

export function useMeetingAccount() {
  return useQuery({
    queryKey: meetingKeys.account(),
    queryFn: ({ signal }) =>
      api.get<MeetingAccountResponse>(`${CALENDARS}/meeting-account`, { getNoSharedAccount: 'true' }, signal),
    refetchInterval: TEN_MINUTES,
    meta: { inlineErrors: true },
  });
}

export function useSaveCalendarAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveCalendarAccount) =>
      api.put<MeetingAccountResponse>(`${CALENDARS}/meeting-account`, input),
    meta: { inlineErrors: true },
    onSuccess: (data) => {
      queryClient.setQueryData(meetingKeys.account(), data);
      return queryClient.invalidateQueries({ queryKey: meetingKeys.team() });
    },
  });
}

export function useDeleteCalendarAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<{ ok: true }>(`${CALENDARS}/meeting-account`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meetingKeys.all() }),
  });
}

export function useTeamCalendars() {
  return useQuery({
    queryKey: meetingKeys.team(),
    queryFn: ({ signal }) => api.get<TeamCalendarsResponse>(`${CALENDARS}/accounts`, undefined, signal),
    meta: { inlineErrors: true },
  });
}

export type TeamMemberCalendar = {
  user: { userId: string; name: string; email: string };
  status: CalendarAccountStatus;
  account: CalendarAccount | null;
};

export function useTeamMemberCalendar(userId: string | null) {
  return useQuery({
    queryKey: meetingKeys.member(userId ?? ''),
    queryFn: ({ signal }) =>
      api.get<TeamMemberCalendar>(`${CALENDARS}/accounts/${userId}`, undefined, signal),
    enabled: !!userId,
    meta: { inlineErrors: true },
  });
}
