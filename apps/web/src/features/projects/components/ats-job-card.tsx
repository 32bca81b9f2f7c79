/**
 * The project's ATS job: which job of the team's ATS the project is linked to (talentsync) and how
 * its pipeline stages map to the job's stages, and for the owner and recruiters (Sync to ATS) a
 * form to pick the ATS, the job from the ATS's list and the mapping (ats-link-form.tsx).
 */
import { Alert, Badge, Button, Card, Group, List, Skeleton, Stack, Text, Title } from '@mantine/core';
import {
  KNOWN_ATS_PROVIDERS,
  type ProjectInformation,
  type TalentsyncProjectConfig,
} from '@talentbase/shared';
import { useState } from 'react';
import { LoadError } from '../../../components/load-error';
import { errorMessage, notifySuccess } from '../../../lib/notify';
import { usePipelineSummary } from '../../pipeline/api/get-pipeline';
import { useAtsSyncStatus, useProjectAtsLink, useUnlinkAtsJob } from '../api/talentsync';
import { AtsLinkForm, isTwoWayAts } from './ats-link-form';
import { pipelineRows } from './stage-mapping';

const labelOf = (id: string) => KNOWN_ATS_PROVIDERS.find((p) => p.id === id)?.label ?? id;

const isLinked = (data: object | undefined): data is TalentsyncProjectConfig => !!data && 'atsJobId' in data;

function MappingSummary({
  projectId,
  mapping,
}: {
  projectId: string;
  mapping: TalentsyncProjectConfig['stageMapping'];
}) {
  const pipeline = usePipelineSummary(projectId);
  if (mapping.length === 0)
    return (
      <Text fz="sm" c="dimmed">
        No stages mapped: moves are not synced.
      </Text>
    );
  const rows = pipelineRows(pipeline.data?.categories ?? []);
  const nameOf = (m: (typeof mapping)[number]) =>
    rows.find((r) =>
      m.stageId !== null ? r.stageId === m.stageId : r.stageId === null && r.categoryId === m.categoryId,
    )?.name ?? (m.stageId !== null ? `Stage ${m.stageId}` : `Category ${m.categoryId}`);
  return (
    <List size="sm" spacing={2}>
      {mapping.map((m) => (
        <List.Item key={`${m.stageId}:${m.categoryId}:${m.atsStageId}`}>
          {nameOf(m)} → {m.atsStageName || m.atsStageId}
        </List.Item>
      ))}
    </List>
  );
}

function SyncStanding({ projectId }: { projectId: string }) {
  const status = useAtsSyncStatus(projectId, true);
  if (!status.data) return null;
  const s = status.data;
  const parts = [
    s.lastSyncedAt
      ? `Last synced ${new Date(s.lastSyncedAt).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' })}`
      : 'Not synced yet',
    s.pending > 0 ? `${s.pending} move${s.pending === 1 ? '' : 's'} waiting` : null,
    s.overridden > 0 ? `${s.overridden} overridden by the ATS` : null,
  ].filter(Boolean);
  return (
    <Stack gap={4} data-testid="ats-sync-standing">
      <Text fz="xs" c="dimmed">
        {parts.join(' · ')}
      </Text>
      {s.failed > 0 ? (
        <Text fz="xs" c="red">
          {s.failed} move{s.failed === 1 ? '' : 's'} could not be written
          {s.lastError ? `: ${s.lastError}` : ''}
        </Text>
      ) : null}
    </Stack>
  );
}

export function AtsJobCard({ project }: { project: ProjectInformation }) {
  const { projectId } = project;
  const query = useProjectAtsLink(projectId);
  const unlink = useUnlinkAtsJob(projectId);
  const [editing, setEditing] = useState(false);
  const canLink = project.permissions.includes('candidate.syncToAts') && !project.archived;
  const current = isLinked(query.data?.data) ? query.data.data : null;

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="ats-job-title">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} fz="h4" id="ats-job-title">
            ATS job
          </Title>
          {query.isSuccess ? (
            <Badge variant="light" color={current ? 'green' : 'gray'} radius="sm">
              {current ? 'Configured' : 'Not Setup'}
            </Badge>
          ) : null}
        </Group>
        {query.isPending ? (
          <Stack gap="xs" aria-busy="true" data-testid="ats-job-loading">
            <Skeleton height={18} />
            <Skeleton height={18} width="60%" />
          </Stack>
        ) : query.isError ? (
          <LoadError
            title="The ATS job could not be loaded"
            error={query.error}
            onRetry={() => query.refetch()}
          />
        ) : current && !editing ? (
          <Stack gap="xs">
            <Text fz="sm">
              Linked to job <strong>{current.atsJobName || current.atsJobId}</strong>
              {current.atsJobName ? ` (${current.atsJobId})` : ''} in {labelOf(current.atsName)}.
            </Text>
            <Text fz="xs" c="dimmed">
              {isTwoWayAts(current.atsName)
                ? 'Two-way: moves to mapped stages follow each other; when both sides changed, the ATS wins.'
                : 'One-way: candidates go to the ATS when you export them.'}
            </Text>
            <MappingSummary projectId={projectId} mapping={current.stageMapping} />
            {isTwoWayAts(current.atsName) ? <SyncStanding projectId={projectId} /> : null}
            {current.updatedBy ? (
              <Text fz="xs" c="dimmed">
                Linked by {current.updatedBy}, {new Date(current.updateDate).toLocaleDateString('en-GB')}.
              </Text>
            ) : null}
            {unlink.error ? (
              <Alert color="red" variant="light" role="alert">
                {errorMessage(unlink.error)}
              </Alert>
            ) : null}
            {canLink ? (
              <Group gap="xs">
                <Button size="xs" variant="light" onClick={() => setEditing(true)}>
                  Change
                </Button>
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  loading={unlink.isPending}
                  onClick={() =>
                    unlink.mutate(undefined, { onSuccess: () => notifySuccess('ATS job unlinked') })
                  }
                >
                  Unlink
                </Button>
              </Group>
            ) : null}
          </Stack>
        ) : canLink ? (
          <Stack gap="xs">
            {!current ? (
              <Text fz="sm" c="dimmed">
                Not linked to a job of your ATS yet. Link it so candidates you sync go to that job.
              </Text>
            ) : null}
            <AtsLinkForm projectId={projectId} current={current} onDone={() => setEditing(false)} />
          </Stack>
        ) : (
          <Text fz="sm" c="dimmed">
            Not linked to a job of your ATS. The project owner or a recruiter on it can link one.
          </Text>
        )}
      </Stack>
    </Card>
  );
}
