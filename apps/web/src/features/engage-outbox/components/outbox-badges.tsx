import { Badge, type MantineColor } from '@mantine/core';
import {
  OUTBOX_SEQUENCE_TYPE_LABELS,
  OUTBOX_STATUS_LABELS,
  type OutboxSequenceType,
  type OutboxThreadStatus,
} from '@talentbase/shared/domain/outbox';

const STATUS_COLOR: Record<OutboxThreadStatus, MantineColor> = {
  scheduled: 'blue',
  finished: 'teal',
  canceled: 'gray',
  failed: 'red',
  bounced: 'orange',
};

/** The thread's derived status (spec section 4), in words and colour. */
export function OutboxStatusBadge({ status }: { status: OutboxThreadStatus }) {
  return (
    <Badge color={STATUS_COLOR[status]} variant="light">
      {OUTBOX_STATUS_LABELS[status]}
    </Badge>
  );
}

export function SequenceTypeBadge({ type }: { type: OutboxSequenceType }) {
  return (
    <Badge color="grape" variant="outline">
      {OUTBOX_SEQUENCE_TYPE_LABELS[type]}
    </Badge>
  );
}

/** A message's display status (the reply display formula), e.g. "Opened, clicked". */
export function MessageStatusBadge({ label, displayStatus }: { label: string; displayStatus: number }) {
  const color: MantineColor =
    displayStatus >= 6
      ? 'teal'
      : displayStatus === 4 || displayStatus === 5
        ? 'red'
        : displayStatus < 0
          ? 'gray'
          : 'blue';
  return (
    <Badge color={color} variant="dot">
      {label}
    </Badge>
  );
}
