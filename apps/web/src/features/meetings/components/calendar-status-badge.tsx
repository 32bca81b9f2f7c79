/** The resolved calendar status (shared domain/calendar-status.ts) in words a recruiter reads. */
import { Badge } from '@mantine/core';
import type { CalendarAccountStatus } from '@talentbase/shared/domain/calendar-status';

const STATUS: Record<CalendarAccountStatus, { label: string; color: string }> = {
  calendly: { label: 'Calendly connected', color: 'green' },
  calendar: { label: 'Calendar connected', color: 'green' },
  auth: { label: 'Not connected', color: 'gray' },
};

export function CalendarStatusBadge({ status }: { status: CalendarAccountStatus }) {
  const s = STATUS[status];
  return <Badge color={s.color}>{s.label}</Badge>;
}
