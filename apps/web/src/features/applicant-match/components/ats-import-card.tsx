/**
 * Applicants from the ATS: for a job whose project is linked to a job of the team's ATS, a button
 * imports that job's applicants (in the background), a progress bar follows the run, and the
 * result says how many were imported, updated, unchanged or skipped (and why). A failure shows
 * the ATS's own clear message. Nothing shows for a job that is not linked.
 */
import { Alert, Button, Group, List, Paper, Progress, Skeleton, Stack, Text } from '@mantine/core';
import { IconCloudDownload } from '@tabler/icons-react';
import type { AtsImportRun, AtsImportState } from '@talentbase/shared/contracts/applicant-match-ats-import';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { LoadError } from '../../../components/load-error';
import { errorMessage } from '../../../lib/notify';
import { applicantKeys } from '../api/applicants';
import { atsImportKey, importActive, startAtsImport, useAtsImport } from '../api/ats-import';
import { plural } from '../lib/labels';

function whyNot(state: AtsImportState): string | null {
  const ats = state.link?.atsLabel ?? 'The ATS';
  if (!state.supported) return `Talentbase cannot read applicants from ${ats} yet.`;
  if (!state.connected) return `${ats} is not connected: an admin connects it on the integrations page.`;
  if (!state.canImport) return 'Your role on this project does not add applicants.';
  return null;
}

function RunProgress({ run }: { run: AtsImportRun }) {
  const label =
    run.total > 0
      ? `Importing ${run.processed.toLocaleString()} of ${run.total.toLocaleString()} applications`
      : `Reading the applications from ${run.atsLabel}…`;
  return (
    <Stack gap={6} data-testid="ats-import-progress">
      <Text fz="sm" fw={600} aria-live="polite" data-testid="ats-import-progress-label">
        {label}
      </Text>
      <Progress value={run.total > 0 ? (run.processed / run.total) * 100 : 5} animated aria-label={label} />
      {run.error ? (
        <Text fz="xs" c="orange.8" data-testid="ats-import-retrying">
          {run.error}. Talentbase tries again shortly.
        </Text>
      ) : null}
    </Stack>
  );
}

function RunResult({ run }: { run: AtsImportRun }) {
  const when = new Date(run.finishedAt ?? run.createdAt).toLocaleString();
  if (run.status === 'failed')
    return (
      <Alert color="red" variant="light" title="The last import failed" data-testid="ats-import-failed">
        <Text fz="sm">{run.error ?? 'The import could not be completed.'}</Text>
        <Text fz="xs" c="dimmed">
          {when}
          {run.imported > 0 ? ` · ${plural(run.imported, 'applicant')} imported before it stopped` : ''}
        </Text>
      </Alert>
    );
  return (
    <Stack gap={4} data-testid="ats-import-result">
      <Text fz="sm">
        Last import {run.trigger === 'scheduled' ? '(automatic) ' : ''}
        {when}: <strong>{run.imported.toLocaleString()} imported</strong>, {run.updated.toLocaleString()}{' '}
        updated, {run.unchanged.toLocaleString()} unchanged, {run.skipped.toLocaleString()} skipped.
      </Text>
      {run.withoutResume > 0 ? (
        <Text fz="xs" c="dimmed" data-testid="ats-import-no-resume">
          {plural(run.withoutResume, 'applicant')} came without a résumé ({run.atsLabel} gave none Talentbase
          could read), so they are scored on what is known. Upload their résumés to score them fully.
        </Text>
      ) : null}
      {run.skippedDetail.length > 0 ? (
        <List size="xs" spacing={2} data-testid="ats-import-skipped">
          {run.skippedDetail.map((s, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the same name may be skipped twice
            <List.Item key={i}>
              {s.name}: {s.reason}
            </List.Item>
          ))}
        </List>
      ) : null}
    </Stack>
  );
}

export function AtsImportCard({ projectId }: { projectId: string }) {
  const state = useAtsImport(projectId);
  const client = useQueryClient();
  const active = importActive(state.data?.latest);
  const wasActive = useRef(false);
  const start = useMutation({
    mutationFn: () => startAtsImport(projectId),
    onSuccess: (run) => {
      client.setQueryData<AtsImportState>(atsImportKey(projectId), (old) =>
        old ? { ...old, latest: run } : old,
      );
    },
  });

  // When a run ends, the new applicants and the scoring progress are read again.
  useEffect(() => {
    if (wasActive.current && !active) {
      void client.invalidateQueries({ queryKey: applicantKeys.all(projectId) });
    }
    wasActive.current = active;
  }, [active, client, projectId]);

  if (state.isPending) return <Skeleton height={72} data-testid="ats-import-loading" />;
  if (state.isError)
    return (
      <LoadError
        title="The ATS import could not be loaded"
        error={state.error}
        onRetry={() => void state.refetch()}
        testId="ats-import-error"
      />
    );
  const { link, latest } = state.data;
  if (!link) return null;
  const blocked = whyNot(state.data);
  return (
    <Paper withBorder p="sm" radius="md" data-testid="ats-import-card">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="wrap" align="flex-start">
          <Stack gap={2} style={{ minWidth: 0, flex: '1 1 240px' }}>
            <Text fw={600} fz="sm">
              Applicants from {link.atsLabel}
            </Text>
            <Text fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              Linked to {link.atsJobName ? `“${link.atsJobName}”` : `job ${link.atsJobId}`}
              {state.data.intervalMinutes > 0 && !blocked
                ? ` · new applicants are imported every ${plural(state.data.intervalMinutes, 'minute')}`
                : ''}
            </Text>
          </Stack>
          <Button
            size="sm"
            leftSection={<IconCloudDownload size={16} />}
            onClick={() => start.mutate()}
            loading={start.isPending}
            disabled={blocked !== null || active}
            // A long ATS name wraps on a phone instead of running out of the card.
            h="auto"
            mih={36}
            py={6}
            maw="100%"
            styles={{ label: { whiteSpace: 'normal', textAlign: 'left', lineHeight: 1.35 } }}
            data-testid="ats-import-start"
          >
            Import applicants from {link.atsLabel}
          </Button>
        </Group>
        {blocked ? (
          <Text fz="sm" c="dimmed" data-testid="ats-import-blocked">
            {blocked}
          </Text>
        ) : null}
        {start.isError ? (
          <Alert color="red" variant="light" role="alert" data-testid="ats-import-start-error">
            {errorMessage(start.error)}
          </Alert>
        ) : null}
        {latest && active ? <RunProgress run={latest} /> : null}
        {latest && !active ? <RunResult run={latest} /> : null}
      </Stack>
    </Paper>
  );
}
