/** How an offer reads: "EUR 95,000.50 a year", dates as the browser's locale writes them. */
import type { Offer, OfferApproval } from '@talentbase/shared/contracts/offers';

const PERIOD: Record<Offer['salaryPeriod'], string> = { year: 'a year', month: 'a month', hour: 'an hour' };

export function salaryText(o: Pick<Offer, 'salaryAmount' | 'currency' | 'salaryPeriod'>): string {
  const amount = o.salaryAmount.toLocaleString('en-US', { maximumFractionDigits: 2 });
  return `${o.currency} ${amount} ${PERIOD[o.salaryPeriod]}`;
}

/** A YYYY-MM-DD date without shifting it by the time zone. */
export function dayText(day: string | null): string {
  if (!day) return 'Not set';
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1)).toLocaleDateString(undefined, {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
}

export const KIND_TEXT: Record<OfferApproval['kind'], string> = {
  member: 'Team member',
  project_owner: 'Project owner',
  hiring_manager: 'Hiring manager',
};

/** What a step of the latest round shows: its decision, or where the offer is. */
export function stepState(
  step: OfferApproval,
  offer: Pick<Offer, 'status' | 'currentApprover'>,
  isCurrent: boolean,
): { text: string; color: string } {
  if (step.decision === 'approved') return { text: 'Approved', color: 'teal' };
  if (step.decision === 'rejected') return { text: 'Rejected', color: 'red' };
  if (offer.status === 'pending_approval')
    return isCurrent ? { text: 'Waiting', color: 'blue' } : { text: 'Next', color: 'gray' };
  return { text: 'Not reached', color: 'gray' };
}

export const STATUS_COLOR: Record<Offer['status'], string> = {
  initiated: 'gray',
  pending_approval: 'blue',
  approved: 'teal',
  sent: 'indigo',
  accepted: 'green',
  declined: 'red',
  withdrawn: 'gray',
};
