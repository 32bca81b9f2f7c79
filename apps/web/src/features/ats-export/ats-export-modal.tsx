/**
 * "Export to ATS" on the pipeline (issue 19, item 4): pick the connection, the ATS job (searchable,
 * read from the ATS a page at a time) and its stage where the ATS has stages, confirm; then a
 * progress bar and each candidate's result (done with the ATS ids and a link where the ATS has
 * one, failed with the reason), with "Retry failed". Loaded only when opened.
 */
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  List,
  Loader,
  Modal,
  Progress,
  Select,
  Stack,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import type { AtsExportResult } from '@talentbase/shared/contracts/ats-exports';
import type { IntegrationConnection } from '@talentbase/shared/contracts/integrations';
import { connectEntry } from '@talentbase/shared/integrations/connect-catalogue';
import { exportEntry } from '@talentbase/shared/integrations/export-catalogue';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { errorMessage } from '../../lib/notify';
import { pipelineKeys } from '../pipeline/api/query-keys';
import { useAtsExports, useAtsJobs, useAtsStages, useCreateAtsExport, useRetryAtsExports } from './api';

const NO_JOB = '__none__';

const nameOf = (c: IntegrationConnection) => connectEntry(c.providerId)?.company ?? c.providerId;

/** Where the recruiter can open the exported candidate, for the ATS that have a stable address. */
function externalLink(providerId: string, r: AtsExportResult): string | null {
  if (!r.externalCandidateId) return null;
  if (providerId === 'greenhouse' || providerId === 'greenhouse_harvest')
    return `https://app.greenhouse.io/people/${encodeURIComponent(r.externalCandidateId)}`;
  return null;
}

const STATUS: Record<AtsExportResult['status'], { label: string; color: string }> = {
  queued: { label: 'Waiting', color: 'gray' },
  running: { label: 'Sending', color: 'blue' },
  done: { label: 'Exported', color: 'green' },
  failed: { label: 'Failed', color: 'red' },
};

function Results({
  projectId,
  candidateIds,
  connectionId,
  jobId,
}: {
  projectId: string;
  candidateIds: number[];
  connectionId: string;
  jobId: string | null;
}) {
  const results = useAtsExports(projectId, true);
  const retry = useRetryAtsExports(projectId);
  const queryClient = useQueryClient();
  const mine = useMemo(
    () =>
      (results.data?.results ?? []).filter(
        (r) => r.connectionId === connectionId && r.jobId === jobId && candidateIds.includes(r.candidateId),
      ),
    [results.data, connectionId, jobId, candidateIds],
  );
  const done = mine.filter((r) => r.status === 'done').length;
  const failed = mine.filter((r) => r.status === 'failed').length;
  const finished = done + failed;
  const total = mine.length || candidateIds.length;
  const pending = total - finished;
  useEffect(() => {
    if (pending === 0 && mine.length > 0)
      void queryClient.invalidateQueries({ queryKey: pipelineKeys.project(projectId) });
  }, [pending, mine.length, projectId, queryClient]);

  if (results.isPending)
    return (
      <Group gap="xs">
        <Loader size="sm" role="status" aria-label="Loading the results" />
        <Text fz="sm">Loading the results…</Text>
      </Group>
    );
  if (results.isError)
    return (
      <Alert color="red" title="The results could not be loaded">
        {errorMessage(results.error)}{' '}
        <Button size="compact-xs" variant="light" onClick={() => void results.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  const percent = total === 0 ? 0 : Math.round((finished / total) * 100);
  return (
    <Stack gap="sm" data-testid="ats-export-results">
      <Text fz="sm" aria-live="polite">
        {pending > 0
          ? `Exporting: ${finished} of ${total} finished`
          : `Finished: ${done} exported${failed ? `, ${failed} failed` : ''}`}
      </Text>
      <Progress
        value={percent}
        color={failed ? 'orange' : 'green'}
        aria-label={`Export progress: ${percent}%`}
        animated={pending > 0}
      />
      <List spacing="xs" listStyleType="none" p={0} m={0} data-testid="ats-export-result-list">
        {mine.map((r) => {
          const link = externalLink(r.providerId, r);
          const status = STATUS[r.status];
          return (
            <List.Item key={r.id} data-testid="ats-export-result">
              <Group gap="xs" wrap="nowrap" align="flex-start">
                <Badge color={status.color} variant="light" style={{ flexShrink: 0 }}>
                  {status.label}
                </Badge>
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text fz="sm" fw={500}>
                    {r.candidateName}
                  </Text>
                  {r.status === 'done' ? (
                    <Text fz="xs" c="dimmed">
                      {link ? (
                        <Anchor href={link} target="_blank" rel="noreferrer" underline="always" fz="xs">
                          Candidate {r.externalCandidateId}
                          <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
                        </Anchor>
                      ) : (
                        `Candidate ${r.externalCandidateId}`
                      )}
                      {r.externalApplicationId ? ` · application ${r.externalApplicationId}` : ''}
                    </Text>
                  ) : r.error ? (
                    <Text
                      fz="xs"
                      c={r.status === 'failed' ? 'red.8' : 'dimmed'}
                      style={{ overflowWrap: 'anywhere' }}
                    >
                      {r.status === 'failed' ? r.error : `Will try again: ${r.error}`}
                    </Text>
                  ) : null}
                </Stack>
              </Group>
            </List.Item>
          );
        })}
      </List>
      {retry.isError ? (
        <Alert color="red" title="Could not retry">
          {errorMessage(retry.error)}
        </Alert>
      ) : null}
      {failed > 0 && pending === 0 ? (
        <Group>
          <Button variant="light" loading={retry.isPending} onClick={() => retry.mutate()}>
            Retry failed
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}

export default function AtsExportModal({
  projectId,
  candidateIds,
  connections,
  onClose,
  onExported,
}: {
  projectId: string;
  candidateIds: number[] | null;
  connections: IntegrationConnection[];
  onClose: () => void;
  onExported?: () => void;
}) {
  const opened = candidateIds !== null;
  const [connectionId, setConnectionId] = useState<string | null>(connections[0]?.id ?? null);
  const [jobId, setJobId] = useState<string | null>(null);
  const [stageId, setStageId] = useState<string | null>(null);
  const [sent, setSent] = useState<{ ids: number[]; connectionId: string; jobId: string | null } | null>(
    null,
  );
  const create = useCreateAtsExport(projectId);
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on opening only
  useEffect(() => {
    if (opened) {
      setConnectionId(connections[0]?.id ?? null);
      setJobId(null);
      setStageId(null);
      setSent(null);
      create.reset();
    }
  }, [opened]);
  const connection = connections.find((c) => c.id === connectionId) ?? null;
  const ats = connection ? nameOf(connection) : 'the ATS';
  const flags = connection ? exportEntry(connection.providerId) : undefined;
  const hasJobs = flags?.hasJobs ?? false;
  const jobOptional = flags?.jobOptional ?? !hasJobs;
  const realJob = jobId !== null && jobId !== NO_JOB ? jobId : null;
  const jobs = useAtsJobs(opened && hasJobs ? connectionId : null);
  const stages = useAtsStages(connectionId, realJob, opened && (flags?.hasStages ?? false));
  const jobList = (jobs.data?.pages ?? []).flatMap((p) => p.jobs);
  const jobTitle = jobList.find((j) => j.id === realJob)?.title;
  const stageList = stages.data?.stages ?? [];
  const needStage = realJob !== null && (flags?.needStage ?? false);
  const ready =
    connection !== null &&
    (!hasJobs || jobOptional || realJob !== null) &&
    (jobId !== null || !hasJobs) &&
    (!needStage || stageId !== null);
  const count = candidateIds?.length ?? 0;

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!ready || !candidateIds || !connection) return;
    const stageName = stageList.find((s) => s.id === stageId)?.name;
    create.mutate(
      {
        projectId,
        candidateIds,
        connectionId: connection.id,
        jobId: realJob,
        ...(jobTitle ? { jobTitle } : {}),
        stageId: realJob ? stageId : null,
        ...(realJob && stageName ? { stageName } : {}),
      },
      {
        onSuccess: () => {
          setSent({ ids: candidateIds, connectionId: connection.id, jobId: realJob });
          onExported?.();
        },
      },
    );
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Export to ATS" size="lg">
      {sent ? (
        <Stack gap="sm">
          <Results
            projectId={projectId}
            candidateIds={sent.ids}
            connectionId={sent.connectionId}
            jobId={sent.jobId}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={submit}>
          <Stack gap="sm">
            <Text fz="sm" c="dimmed">
              {count} candidate{count === 1 ? '' : 's'} go to {ats} and move to Sourcing › Exported once sent.
              Contact details go only for candidates your team has revealed.
            </Text>
            <Select
              label="Connection"
              data={connections.map((c) => ({ value: c.id, label: nameOf(c) }))}
              value={connectionId}
              onChange={(v) => {
                setConnectionId(v);
                setJobId(null);
                setStageId(null);
              }}
              allowDeselect={false}
              required
            />
            {hasJobs ? (
              <>
                <Select
                  label={flags?.jobSelectLabel ?? 'Job'}
                  placeholder={jobs.isPending ? 'Loading jobs…' : (flags?.jobPlaceholder ?? 'Select a job')}
                  searchable
                  nothingFoundMessage="No job matches"
                  required={!jobOptional}
                  data={[
                    ...(jobOptional ? [{ value: NO_JOB, label: 'No job (add as a prospect)' }] : []),
                    ...jobList.map((j) => ({
                      value: j.id,
                      label: `${j.title}${j.location ? ` · ${j.location}` : ''}${j.status && j.status !== 'open' ? ` (${j.status})` : ''}`,
                    })),
                  ]}
                  value={jobId}
                  onChange={(v) => {
                    setJobId(v);
                    setStageId(null);
                  }}
                  error={jobs.isError ? errorMessage(jobs.error) : undefined}
                  disabled={jobs.isPending && !jobs.isError}
                />
                {jobs.hasNextPage ? (
                  <Group>
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      loading={jobs.isFetchingNextPage}
                      onClick={() => void jobs.fetchNextPage()}
                    >
                      Load more jobs
                    </Button>
                  </Group>
                ) : null}
              </>
            ) : null}
            {flags?.hasStages && realJob ? (
              <Select
                label="Stage"
                placeholder={stages.isPending ? 'Loading stages…' : 'Select a stage'}
                required={needStage}
                data={stageList.map((s) => ({ value: s.id, label: s.name }))}
                value={stageId}
                onChange={setStageId}
                error={stages.isError ? errorMessage(stages.error) : undefined}
                disabled={stages.isPending && !stages.isError}
              />
            ) : null}
            {create.isError ? (
              <Alert color="red" title="The export could not start">
                {errorMessage(create.error)}
              </Alert>
            ) : null}
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" disabled={!ready} loading={create.isPending}>
                Export {count} candidate{count === 1 ? '' : 's'}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
