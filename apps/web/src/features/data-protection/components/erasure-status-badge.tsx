import { Badge } from '@mantine/core';
import type { ErasureStatus } from '@talentbase/shared';
import { ERASURE_STATUS } from '../lib/labels';

export function ErasureStatusBadge({ status }: { status: ErasureStatus }) {
  const { label, color } = ERASURE_STATUS[status];
  return (
    <Badge variant="light" color={color} data-testid="erasure-status">
      {label}
    </Badge>
  );
}
