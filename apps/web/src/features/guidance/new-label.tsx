/**
 * The purple "New" badge (spec section 2): shown next to something new until its expiry date
 * passes. Screens use it directly; tutorials with the NewLabel style place it next to their target.
 */
import { Badge } from '@mantine/core';

export function isStillNew(until: string | null, now: Date = new Date()): boolean {
  return until === null || now.getTime() < Date.parse(until);
}

export function NewLabel({ until, now }: { until: string | null; now?: Date }) {
  if (!isStillNew(until, now)) return null;
  return (
    <Badge color="violet.9" variant="filled" size="xs" radius="sm" data-testid="new-label">
      New
    </Badge>
  );
}
