import { Alert, Button, Card, Group, Progress, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconRefresh } from '@tabler/icons-react';
import type { Erasure } from '@talentbase/shared';
import { useEffect, useRef } from 'react';
import { LoadError } from '../../../components/load-error';
import { errorMessage, notifySuccess } from '../../../lib/notify';
import { isActive, useErasure, useRetryErasure } from '../api/erasures';
import { ERASURE_REASON, formatDateTime, lookupLabel, phaseText, plural } from '../lib/labels';
import { ErasureCounts } from './erasure-counts';
import { ErasureStatusBadge } from './erasure-status-badge';

function Summary({ erasure }: { erasure: Erasure }) {
  return (
    <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
      {[
        erasure.reason === 'request'
          ? `Requested by ${erasure.requestedBy?.name ?? 'a former member'}`
          : ERASURE_REASON[erasure.reason],
        formatDateTime(erasure.createdAt),
        erasure.lookup ? `found by ${lookupLabel(erasure.lookup).toLowerCase()}` : null,
      ]
        .filter(Boolean)
        .join(' · ')}
    </Text>
  );
}

function Running({ erasure }: { erasure: Erasure }) {
  return (
    <Stack gap={6}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Text fw={600} aria-live="polite">
          {phaseText(erasure)}
        </Text>
        <Text fz="sm" c="dimmed">
          {erasure.progress}%
        </Text>
      </Group>
      <Progress
        value={erasure.progress}
        animated
        size="lg"
        aria-label="Erasure progress"
        data-testid="erasure-progress"
      />
      <Text fz="sm" c="dimmed">
        You can leave this page: the erasure carries on, and its result stays listed under Past erasures.
      </Text>
    </Stack>
  );
}

function Stopped({ erasure }: { erasure: Erasure }) {
  const retry = useRetryErasure();
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertCircle size={18} />}
      title="The erasure stopped"
      role="alert"
    >
      <Stack gap="sm" align="flex-start">
        <Text fz="sm">{erasure.error ?? 'It stopped before it finished. Retry it; nothing is lost.'}</Text>
        {retry.error ? (
          <Text fz="sm" c="red.9">
            {errorMessage(retry.error)}
          </Text>
        ) : null}
        <Button
          color="red"
          variant="light"
          size="xs"
          leftSection={<IconRefresh size={14} />}
          loading={retry.isPending}
          onClick={() => retry.mutate(erasure.id)}
        >
          Retry the erasure
        </Button>
      </Stack>
    </Alert>
  );
}

/**
 * One erasure: a progress bar while it runs (polled every second), then what it removed per
 * table, or a retry if it stopped. A success toast marks the moment it finishes while watched.
 */
export function ErasureProgress({ erasureId }: { erasureId: string }) {
  const query = useErasure(erasureId);
  const erasure = query.data;
  const previous = useRef<Erasure['status'] | null>(null);

  useEffect(() => {
    if (!erasure) return;
    if (previous.current && isActive({ status: previous.current }) && erasure.status === 'done') {
      notifySuccess(`${plural(erasure.totalRows, 'row')} removed.`, { title: 'Erasure finished' });
    }
    previous.current = erasure.status;
  }, [erasure]);

  if (!erasure) {
    if (query.isError)
      return (
        <LoadError
          title="The erasure could not be loaded"
          error={query.error}
          onRetry={() => query.refetch()}
        />
      );
    return <Skeleton height={160} data-testid="erasure-loading" />;
  }

  return (
    <Card>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={2} style={{ flex: '1 1 240px', minWidth: 0 }}>
            <Title order={2} fz="xl">
              Erasure of {plural(erasure.people, 'profile')}
            </Title>
            <Summary erasure={erasure} />
          </Stack>
          <ErasureStatusBadge status={erasure.status} />
        </Group>
        {isActive(erasure) ? <Running erasure={erasure} /> : null}
        {erasure.status === 'failed' ? <Stopped erasure={erasure} /> : null}
        {erasure.status === 'done' ? (
          <Alert
            color="teal"
            variant="light"
            icon={<IconCircleCheck size={18} />}
            title="Erased"
            role="status"
            data-testid="erasure-done"
          >
            {plural(erasure.people, 'profile')} and {plural(erasure.totalRows, 'row')} about them were removed
            {erasure.finishedAt ? ` on ${formatDateTime(erasure.finishedAt)}` : ''}.
            {erasure.suppressed
              ? ' Their email addresses and phone numbers are on the suppression list: no import or search brings them back.'
              : ''}
          </Alert>
        ) : null}
        {erasure.totalRows > 0 || erasure.status === 'done' ? (
          <Stack gap="xs">
            <Title order={3} fz="lg">
              {erasure.status === 'done' ? 'Removed, by table' : 'Removed so far'}
            </Title>
            <ErasureCounts
              counts={erasure.counts}
              total={erasure.totalRows}
              label={erasure.status === 'done' ? 'Removed, by table' : 'Removed so far'}
            />
          </Stack>
        ) : null}
      </Stack>
    </Card>
  );
}
