import type { TeamMember } from '@talentbase/shared/contracts/team-admin';
import { MEMBER_STATUS } from '@talentbase/shared/domain/accounts';
import type { MemberAction } from '@talentbase/shared/domain/member-transitions';

/** The status badge of a seat: an invitation nobody accepted yet reads "Invited". */
export function memberStatusBadge(member: Pick<TeamMember, 'status' | 'pending'>): {
  label: string;
  color: string;
} {
  if (member.pending) return { label: 'Invited', color: 'blue' };
  switch (member.status) {
    case MEMBER_STATUS.ACTIVE_USER:
      return { label: 'Active user', color: 'teal' };
    case MEMBER_STATUS.ACTIVE_SUPER:
      return { label: 'Active super user', color: 'violet' };
    case MEMBER_STATUS.KICKED_OUT:
      return { label: 'Kicked out', color: 'orange' };
    case MEMBER_STATUS.REMOVED:
      return { label: 'Removed', color: 'gray' };
    default:
      return { label: 'Unknown', color: 'gray' };
  }
}

export const STATUS_FILTERS = [
  { value: 'active', label: 'Active' },
  { value: 'pending', label: 'Invited' },
  { value: 'cancelled', label: 'Kicked out' },
  { value: 'removed', label: 'Removed' },
] as const;
export const DEFAULT_STATUSES = ['active', 'pending', 'cancelled'];

export const otherLicense = (license: TeamMember['license']) =>
  license === 'Recruiter' ? 'Collaborator' : 'Recruiter';

export function actionLabel(action: MemberAction, member?: Pick<TeamMember, 'license'>): string {
  switch (action) {
    case 'switchLicense':
      return member ? `Switch to ${otherLicense(member.license)}` : 'Switch licence';
    case 'seatCancel':
      return 'Cancel seat';
    case 'seatReactivate':
      return 'Reactivate seat';
    case 'remove':
      return 'Remove';
    case 'resendInvite':
      return 'Resend invitation';
    case 'withdrawInvite':
      return 'Withdraw invitation';
    case 'transfer':
      return 'Move to another team';
  }
}

export const memberName = (m: Pick<TeamMember, 'fullName' | 'emails'>) => m.fullName || m.emails[0] || '—';
export const memberEmail = (m: Pick<TeamMember, 'emails'>) => m.emails[0] ?? '';

const dayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
export const formatDay = (iso: string | null) => (iso ? dayFormat.format(new Date(iso)) : null);

/** "5 min ago", "3 h ago", "2 days ago", else the day. */
export function timeAgo(iso: string, now: number = Date.now()): string {
  const minutes = Math.max(0, Math.round((now - new Date(iso).getTime()) / 60_000));
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  const days = Math.round(hours / 24);
  if (days < 7) return `${days} day${days === 1 ? '' : 's'} ago`;
  return formatDay(iso) ?? '';
}
