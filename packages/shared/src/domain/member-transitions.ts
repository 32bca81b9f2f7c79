/**
 * What may happen to a team seat (core spec section 4: a seat can be cancelled and reactivated,
 * an invitation resent or withdrawn, a member removed, transferred or given another licence), as
 * one table. The server refuses anything else with 409 and the reason below; the member table
 * offers only what this table allows.
 *
 * Status codes (spec section 3): kicked out 0 (the seat is cancelled), active user 1, active
 * super 2 (a team admin), removed 3 (final: the history stays, the seat is gone).
 */
import { MEMBER_STATUS } from './accounts';

export const MEMBER_ACTIONS = [
  'seatCancel',
  'seatReactivate',
  'remove',
  'transfer',
  'switchLicense',
  'resendInvite',
  'withdrawInvite',
] as const;
export type MemberAction = (typeof MEMBER_ACTIONS)[number];

export type SeatState = { status: number; pending: boolean };

const { KICKED_OUT, ACTIVE_USER, ACTIVE_SUPER, REMOVED } = MEMBER_STATUS;

/** Why `action` cannot be taken on a seat in `state`, or null when it can. */
export function memberActionProblem(action: MemberAction, state: SeatState): string | null {
  const { status, pending } = state;
  if (status === REMOVED) return 'This member was removed: their seat can no longer be changed.';
  if (pending) {
    if (action === 'resendInvite' || action === 'withdrawInvite' || action === 'switchLicense') return null;
    return 'This invitation has not been accepted yet: resend or withdraw it instead.';
  }
  switch (action) {
    case 'resendInvite':
    case 'withdrawInvite':
      return 'This person has already joined: there is no invitation to resend or withdraw.';
    case 'seatCancel':
      return status === KICKED_OUT ? 'This seat is already cancelled.' : null;
    case 'seatReactivate':
      return status === KICKED_OUT ? null : 'Only a cancelled seat can be reactivated.';
    case 'transfer':
      return status === ACTIVE_USER || status === ACTIVE_SUPER
        ? null
        : 'Reactivate this seat before moving the member to another team.';
    case 'remove':
    case 'switchLicense':
      return null;
  }
}

export function memberActionsAllowed(state: SeatState): MemberAction[] {
  return MEMBER_ACTIONS.filter((a) => memberActionProblem(a, state) === null);
}
