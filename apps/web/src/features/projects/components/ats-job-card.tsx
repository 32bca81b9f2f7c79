/**
 * The project's ATS job: which job of the team's ATS the project is linked to (talentsync), and
 * for the owner and recruiters (Sync to ATS) a form to link, change or unlink it. The job id is
 * typed for now; picking from the ATS's job list comes with connections (docs/decisions.md).
 */
import {
  Alert,
  Autocomplete,
  Badge,
  Button,
  Card,
  Group,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  KNOWN_ATS_PROVIDERS,
  type ProjectInformation,
  type TalentsyncProjectConfig,
  talentsyncLinkRequestSchema,
} from '@talentbase/shared';
import { useState } from 'react';
import { LoadError } from '../../../components/load-error';
import { isApiError } from '../../../lib/api-client';
import { errorMessage, notifySuccess } from '../../../lib/notify';
import { useLinkAtsJob, useProjectAtsLink, useUnlinkAtsJob } from '../api/talentsync';

const labelOf = (id: string) => KNOWN_ATS_PROVIDERS.find((p) => p.id === id)?.label ?? id;
const isLinked = (data: object | undefined): data is TalentsyncProjectConfig => !!data && 'atsJobId' in data;

function LinkForm({
  projectId,
  current,
  onDone,
}: {
  projectId: string;
  current: TalentsyncProjectConfig | null;
  onDone: () => void;
}) {
  const link = useLinkAtsJob(projectId);
  const [value, setValue] = useState({
    atsName: current?.atsName ?? '',
    atsJobId: current?.atsJobId ?? '',
    atsJobName: current?.atsJobName ?? '',
  });
  const [checked, setChecked] = useState<Record<string, string>>({});
  const errors = { ...(isApiError(link.error) ? link.error.fields : {}), ...checked };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const body = { projectId, ...value, atsJobName: value.atsJobName || undefined };
        const result = talentsyncLinkRequestSchema.safeParse(body);
        const issues: Record<string, string> = {};
        if (!result.success) for (const i of result.error.issues) issues[String(i.path[0])] ??= i.message;
        setChecked(issues);
        if (!result.success) return;
        const { projectId: _, ...rest } = result.data;
        link.mutate(rest, {
          onSuccess: () => {
            notifySuccess('ATS job linked');
            onDone();
          },
        });
      }}
    >
      <Stack gap="sm">
        <Autocomplete
          label="ATS"
          required
          description={
            value.atsName ? labelOf(value.atsName) : 'Its id in the catalogue, e.g. greenhouse_harvest'
          }
          data={KNOWN_ATS_PROVIDERS.map((p) => p.id)}
          value={value.atsName}
          onChange={(atsName) => setValue((v) => ({ ...v, atsName }))}
          error={errors.atsName}
        />
        <TextInput
          label="ATS job id"
          required
          description="Type the job's id as your ATS shows it. Choosing from the ATS's job list comes once the ATS is connected."
          maxLength={100}
          value={value.atsJobId}
          onChange={(e) => {
            const atsJobId = e.currentTarget.value;
            setValue((v) => ({ ...v, atsJobId }));
          }}
          error={errors.atsJobId}
        />
        <TextInput
          label="Job name (optional)"
          maxLength={200}
          value={value.atsJobName}
          onChange={(e) => {
            const atsJobName = e.currentTarget.value;
            setValue((v) => ({ ...v, atsJobName }));
          }}
          error={errors.atsJobName}
        />
        {link.error && Object.keys(errors).length === 0 ? (
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
              Linked to job <strong>{current.atsJobId}</strong>
              {current.atsJobName ? ` (${current.atsJobName})` : ''} in {labelOf(current.atsName)}.
            </Text>
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
            <LinkForm projectId={projectId} current={current} onDone={() => setEditing(false)} />
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
