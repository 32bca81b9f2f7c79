/**
 * Pieces the sections of the API-access page share: a secret shown once, a section's heading
 * with its action, a section's list with its loading, error and empty states, the error and
 * buttons that end a form, a confirmation, and the events to choose.
 */
import {
  Alert,
  Button,
  Checkbox,
  CopyButton,
  Group,
  Modal,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconCheck, IconCopy, IconPlus } from '@tabler/icons-react';
import { WEBHOOK_EVENTS } from '@talentbase/shared';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadError } from '../../components/load-error';
import { errorMessage, notifySuccess } from '../../lib/notify';
import { EVENT_LABELS } from './labels';

/** A secret in view once: the text, a copy button, and why it will not be shown again. */
export function ShownOnce({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap="xs">
      <Alert color="yellow" variant="light" title="Copy it now">
        This is the only time the {label.toLowerCase()} is shown. Store it somewhere safe; if it is lost, make
        a new one.
      </Alert>
      <Group wrap="nowrap" gap="xs" align="flex-start">
        <TextInput
          label={label}
          value={value}
          readOnly
          style={{ flex: 1, minWidth: 0 }}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          onFocus={(e) => e.currentTarget.select()}
        />
        <CopyButton value={value}>
          {({ copied, copy }) => (
            <Button
              mt={25}
              onClick={copy}
              leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
              color={copied ? 'teal' : undefined}
            >
              {copied ? 'Copied' : 'Copy'}
            </Button>
          )}
        </CopyButton>
      </Group>
    </Stack>
  );
}

/** A section's heading (with its icon) and the button that adds to it. */
export function SectionHeader({
  icon,
  title,
  action,
  onAction,
}: {
  icon: ReactNode;
  title: string;
  action: string;
  onAction: () => void;
}) {
  return (
    <Group justify="space-between">
      <Title order={2} fz="h4">
        <Group gap="xs" component="span">
          {icon}
          {title}
        </Group>
      </Title>
      <Button leftSection={<IconPlus size={16} />} onClick={onAction}>
        {action}
      </Button>
    </Group>
  );
}

/** A section's list: skeletons while loading, the error with a retry, the empty words, the items. */
export function SectionList<T, I>({
  query,
  items,
  what,
  empty,
  skeleton,
  testId,
  render,
}: {
  query: UseQueryResult<T, unknown>;
  items: (data: T) => I[];
  /** What the list holds, for the error's title: "The API keys could not be loaded". */
  what: string;
  empty: string;
  skeleton: number[];
  testId: string;
  render: (item: I) => ReactNode;
}) {
  if (query.isPending)
    return (
      <Stack gap="xs" data-testid={testId}>
        {skeleton.map((h, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
          <Skeleton key={i} h={h} />
        ))}
      </Stack>
    );
  if (query.isError)
    return (
      <LoadError title={`${what} could not be loaded`} error={query.error} onRetry={() => query.refetch()} />
    );
  const list = items(query.data);
  if (list.length === 0)
    return (
      <Text c="dimmed" fz="sm">
        {empty}
      </Text>
    );
  return <Stack gap="xs">{list.map(render)}</Stack>;
}

/** What ends a form or a confirmation: the failed change's error, Cancel, and the main button. */
export function ModalActions({
  error,
  onCancel,
  confirm,
  pending,
  disabled,
  color,
  onConfirm,
}: {
  error: unknown;
  onCancel: () => void;
  confirm: string;
  pending: boolean;
  disabled?: boolean;
  color?: string;
  /** Without it the main button submits the form. */
  onConfirm?: () => void;
}) {
  return (
    <>
      {error ? (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(error)}
        </Alert>
      ) : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button
          type={onConfirm ? 'button' : 'submit'}
          color={color}
          loading={pending}
          disabled={disabled}
          onClick={onConfirm}
        >
          {confirm}
        </Button>
      </Group>
    </>
  );
}

/**
 * A question before a change that cannot be undone (revoke a key, delete an endpoint): confirming
 * runs `mutation` on `id`, says `done` and closes; a failure stays in view.
 */
export function ConfirmModal({
  title,
  children,
  confirm,
  mutation,
  id,
  done,
  onClose,
}: {
  title: string;
  children: ReactNode;
  confirm: string;
  mutation: UseMutationResult<unknown, unknown, string>;
  id: string;
  done: string;
  onClose: () => void;
}) {
  return (
    <Modal opened onClose={onClose} title={title} centered>
      <Stack gap="sm">
        <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
          {children}
        </Text>
        <ModalActions
          error={mutation.error}
          onCancel={onClose}
          confirm={confirm}
          pending={mutation.isPending}
          color="red"
          onConfirm={() =>
            mutation.mutate(id, {
              onSuccess: () => {
                notifySuccess(done);
                onClose();
              },
            })
          }
        />
      </Stack>
    </Modal>
  );
}

const EVENT_GROUPS: { title: string; events: (typeof WEBHOOK_EVENTS)[number][] }[] = [
  { title: 'Candidates and pipeline', events: WEBHOOK_EVENTS.filter((e) => !e.startsWith('engagement.')) },
  { title: 'Sequences (engagement)', events: WEBHOOK_EVENTS.filter((e) => e.startsWith('engagement.')) },
];

/** The events an endpoint receives, grouped; each named as it arrives, with what it means. */
export function EventCheckboxes({
  value,
  onChange,
  error,
}: {
  value: string[];
  onChange: (value: string[]) => void;
  error: string | null;
}) {
  return (
    <Checkbox.Group label="Events" required value={value} onChange={onChange} error={error}>
      <Stack gap="sm" mt={6}>
        {EVENT_GROUPS.map((group) => (
          <Stack gap={6} key={group.title}>
            <Text fz="sm" fw={500} c="dimmed">
              {group.title}
            </Text>
            {group.events.map((ev) => (
              <Checkbox key={ev} value={ev} label={`${ev} — ${EVENT_LABELS[ev]}`} />
            ))}
          </Stack>
        ))}
      </Stack>
    </Checkbox.Group>
  );
}
