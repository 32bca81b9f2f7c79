/**
 * Linking a project to a job of the team's ATS: the ATS (one of the team's connected ATSs), the
 * job from the ATS's own list (searched here, a page at a time), then each pipeline stage mapped
 * to a stage of that job, with suggestions by name. The server checks the mapping again.
 */
import {
  Alert,
  Anchor,
  Button,
  Group,
  Loader,
  NativeSelect,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { TalentsyncProjectConfig } from '@talentbase/shared';
import type { IntegrationConnection } from '@talentbase/shared/contracts/integrations';
import { connectEntry } from '@talentbase/shared/integrations/connect-catalogue';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { isApiError } from '../../../lib/api-client';
import { errorMessage, notifySuccess } from '../../../lib/notify';
import { useAtsJobs, useAtsStages, useExportConnections } from '../../ats-export/api';
import { usePipelineSummary } from '../../pipeline/api/get-pipeline';
import { useLinkAtsJob } from '../api/talentsync';
import { type PipelineRow, pipelineRows, suggestMapping } from './stage-mapping';

const nameOf = (providerId: string) => connectEntry(providerId)?.company ?? providerId;
export const isTwoWayAts = (providerId: string) => connectEntry(providerId)?.two_way_integration === true;

function Busy({ label }: { label: string }) {
  return (
    <Group gap="xs">
      <Loader size="xs" role="status" aria-label={label} />
      <Text fz="sm" c="dimmed">
        {label}
      </Text>
    </Group>
  );
}

function JobPicker({
  connectionId,
  jobId,
  onChange,
}: {
  connectionId: string;
  jobId: string;
  onChange: (job: { id: string; title: string } | null) => void;
}) {
  const jobs = useAtsJobs(connectionId);
  const [search, setSearch] = useState('');
  const all = useMemo(() => jobs.data?.pages.flatMap((p) => p.jobs) ?? [], [jobs.data]);
  const shown = all.filter(
    (j) =>
      !search.trim() ||
      `${j.title} ${j.location ?? ''} ${j.id}`.toLowerCase().includes(search.trim().toLowerCase()),
  );
  if (jobs.isPending) return <Busy label="Loading the ATS’s jobs" />;
  if (jobs.isError)
    return (
      <LoadError
        title="The ATS’s jobs could not be loaded"
        error={jobs.error}
        onRetry={() => jobs.refetch()}
      />
    );
  if (all.length === 0)
    return <Text fz="sm">This ATS has no jobs yet. Open a job there, then come back.</Text>;
  // The linked job stays choosable even when it is not on the loaded pages.
  const options =
    shown.some((j) => j.id === jobId) || !jobId
      ? shown
      : [...shown, { id: jobId, title: jobId, location: null, status: null }];
  return (
    <Stack gap="xs">
      <TextInput
        label="Search jobs"
        placeholder="Title, location or id"
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
      />
      <NativeSelect
        label="Job"
        required
        value={jobId}
        onChange={(e) => {
          const id = e.currentTarget.value;
          const job = options.find((j) => j.id === id);
          onChange(job ? { id: job.id, title: job.title } : null);
        }}
        data={[
          { value: '', label: shown.length === 0 ? 'No job matches the search' : 'Choose a job' },
          ...options.map((j) => ({
            value: j.id,
            label: [j.title, j.location, j.status].filter(Boolean).join(' · '),
          })),
        ]}
      />
      {jobs.hasNextPage ? (
        <Button
          variant="subtle"
          size="xs"
          w="fit-content"
          loading={jobs.isFetchingNextPage}
          onClick={() => jobs.fetchNextPage()}
        >
          Load more jobs
        </Button>
      ) : null}
    </Stack>
  );
}

function MappingEditor({
  projectId,
  connectionId,
  jobId,
  value,
  onChange,
}: {
  projectId: string;
  connectionId: string;
  jobId: string;
  value: Record<string, string>;
  onChange: (next: Record<string, string>, rows: PipelineRow[]) => void;
}) {
  const pipeline = usePipelineSummary(projectId);
  const stages = useAtsStages(connectionId, jobId, true);
  const rows = useMemo(() => pipelineRows(pipeline.data?.categories ?? []), [pipeline.data]);
  const atsStages = useMemo(
    () => [...(stages.data?.stages ?? [])].sort((a, b) => a.order - b.order),
    [stages.data],
  );
  const [suggested, setSuggested] = useState(false);
  // Suggestions by name once both lists are in, for the rows not mapped yet.
  useEffect(() => {
    if (suggested || rows.length === 0 || atsStages.length === 0) return;
    setSuggested(true);
    onChange(suggestMapping(rows, atsStages, value), rows);
  }, [suggested, rows, atsStages, value, onChange]);

  if (pipeline.isPending || stages.isPending) return <Busy label="Loading the stages" />;
  if (pipeline.isError)
    return (
      <LoadError
        title="The project’s pipeline could not be loaded"
        error={pipeline.error}
        onRetry={() => pipeline.refetch()}
      />
    );
  if (stages.isError)
    return (
      <LoadError
        title="The job’s stages could not be loaded"
        error={stages.error}
        onRetry={() => stages.refetch()}
      />
    );
  if (atsStages.length === 0)
    return <Text fz="sm">This job has no stages in the ATS: candidates go to its first stage.</Text>;
  return (
    <Stack gap="xs" role="group" aria-labelledby="stage-mapping-title">
      <Group justify="space-between" gap="xs">
        <Title order={3} fz="sm" id="stage-mapping-title">
          Stage mapping
        </Title>
        <Button
          variant="subtle"
          size="xs"
          onClick={() => onChange(suggestMapping(rows, atsStages, {}), rows)}
        >
          Suggest by name
        </Button>
      </Group>
      <Text fz="xs" c="dimmed">
        A candidate moved to a mapped stage moves in the ATS too. Stages left on “Not synced” are never
        written.
      </Text>
      {rows.map((row) => (
        <NativeSelect
          key={row.key}
          label={row.name}
          value={value[row.key] ?? ''}
          onChange={(e) => onChange({ ...value, [row.key]: e.currentTarget.value }, rows)}
          data={[
            { value: '', label: 'Not synced' },
            ...atsStages.map((s) => ({ value: s.id, label: s.name })),
          ]}
        />
      ))}
    </Stack>
  );
}

export function AtsLinkForm({
  projectId,
  current,
  onDone,
}: {
  projectId: string;
  current: TalentsyncProjectConfig | null;
  onDone: () => void;
}) {
  const connections = useExportConnections(true);
  const link = useLinkAtsJob(projectId);
  const [connectionId, setConnectionId] = useState<string | null>(null);
  const [job, setJob] = useState<{ id: string; title: string } | null>(
    current ? { id: current.atsJobId, title: current.atsJobName ?? current.atsJobId } : null,
  );
  const [mapping, setMapping] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      (current?.stageMapping ?? []).map((m) => [
        m.stageId !== null ? `stage:${m.stageId}` : `category:${m.categoryId ?? ''}`,
        m.atsStageId,
      ]),
    ),
  );
  const [rows, setRows] = useState<PipelineRow[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const list: IntegrationConnection[] = connections.data ?? [];
  const chosen = list.find((c) => c.id === connectionId) ?? null;

  // The linked ATS (or the only one) is chosen to begin with.
  useEffect(() => {
    if (connectionId !== null || list.length === 0) return;
    const preferred =
      list.find((c) => c.providerId === current?.atsName) ?? (list.length === 1 ? list[0] : null);
    if (preferred) setConnectionId(preferred.id);
  }, [connectionId, list, current?.atsName]);

  if (connections.isPending)
    return (
      <Stack gap="xs" aria-busy="true" data-testid="ats-link-loading">
        <Skeleton height={34} />
        <Skeleton height={34} />
      </Stack>
    );
  // A plan without the apps home (403) has no ATS connections: the same answer as none.
  const refused = connections.isError && isApiError(connections.error) && connections.error.status === 403;
  if (connections.isError && !refused)
    return (
      <LoadError
        title="Your team’s ATS connections could not be loaded"
        error={connections.error}
        onRetry={() => connections.refetch()}
      />
    );
  if (list.length === 0)
    return (
      <Stack gap="xs">
        <Text fz="sm">
          No ATS is connected yet. An admin connects one in{' '}
          <Anchor component={Link} to="/apps/homepage" underline="always">
            Apps
          </Anchor>
          ; then pick its job here.
        </Text>
        {current ? (
          <Button variant="default" size="xs" w="fit-content" onClick={onDone}>
            Cancel
          </Button>
        ) : null}
      </Stack>
    );

  const save = () => {
    if (!chosen) return setProblem('Choose an ATS');
    if (!job) return setProblem('Choose a job');
    setProblem(null);
    const stageMapping = rows
      .filter((r) => mapping[r.key])
      .map((r) => ({
        stageId: r.stageId,
        ...(r.stageId === null ? { categoryId: r.categoryId } : {}),
        atsStageId: mapping[r.key] as string,
      }));
    link.mutate(
      { atsName: chosen.providerId, atsJobId: job.id, atsJobName: job.title.slice(0, 200), stageMapping },
      {
        onSuccess: () => {
          notifySuccess('ATS job linked');
          onDone();
        },
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <Stack gap="sm">
        <NativeSelect
          label="ATS"
          required
          value={connectionId ?? ''}
          description={
            chosen
              ? isTwoWayAts(chosen.providerId)
                ? 'Two-way: moves in the pipeline and in the ATS follow each other.'
                : 'One-way: candidates go to the ATS when you export them.'
              : undefined
          }
          onChange={(e) => {
            setConnectionId(e.currentTarget.value || null);
            setJob(null);
            setMapping({});
          }}
          data={[
            { value: '', label: 'Choose an ATS' },
            ...list.map((c) => ({ value: c.id, label: nameOf(c.providerId) })),
          ]}
        />
        {chosen ? (
          <JobPicker
            key={chosen.id}
            connectionId={chosen.id}
            jobId={job?.id ?? ''}
            onChange={(next) => {
              setJob(next);
              if (next?.id !== job?.id) setMapping({});
            }}
          />
        ) : null}
        {chosen && job ? (
          <MappingEditor
            key={`${chosen.id}:${job.id}`}
            projectId={projectId}
            connectionId={chosen.id}
            jobId={job.id}
            value={mapping}
            onChange={(next, r) => {
              setMapping(next);
              setRows(r);
            }}
          />
        ) : null}
        {problem ? (
          <Text fz="sm" c="red" role="alert">
            {problem}
          </Text>
        ) : null}
        {link.error ? (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(link.error)}
          </Alert>
        ) : null}
        <Group gap="xs">
          <Button type="submit" loading={link.isPending}>
            {current ? 'Save link' : 'Link job'}
          </Button>
          {current ? (
            <Button variant="default" onClick={onDone}>
              Cancel
            </Button>
          ) : null}
        </Group>
      </Stack>
    </form>
  );
}
