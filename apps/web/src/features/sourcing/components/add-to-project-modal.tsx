import {
  Alert,
  Button,
  Group,
  Modal,
  Progress,
  Radio,
  ScrollArea,
  Skeleton,
  Stack,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { IconFolderPlus, IconSearch } from '@tabler/icons-react';
import { type BulkAddRequest, type PickableProject, projectNameSchema } from '@talentbase/shared';
import { useEffect, useId, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage, notifySuccess } from '../../../lib/notify';
import { useCan } from '../../../lib/permissions';
import { projectPath } from '../../projects/lib/paths';
import { type BulkAddDone, type BulkProgress, useBulkAdd } from '../api/bulk-add';
import { usePickableProjects } from '../api/pickable-projects';
import { useQuickCreateProject } from '../api/quick-create-project';
import { formatCount } from '../lib/format';

export type AddTarget = {
  /** "Grace Hopper" or "1,234 candidates". */
  label: string;
  count: number;
  body: BulkAddRequest;
  /** Result ids on screen that the add covers (their cards then name the project). */
  pageIds: readonly number[];
};

/** Projects you added candidates to lately, listed first. */
const RECENT = 5;

export function resultMessage(done: Pick<BulkAddDone, 'projectName' | 'added' | 'alreadyInProject'>): string {
  const head =
    done.added > 0
      ? `Added ${formatCount(done.added)} to ${done.projectName}`
      : `Nobody new added to ${done.projectName}`;
  return done.alreadyInProject > 0 ? `${head} (${formatCount(done.alreadyInProject)} already in it)` : head;
}

function ProjectChoice({ project }: { project: PickableProject }) {
  return (
    <Radio
      value={project.projectId}
      label={
        <Text fz="sm" truncate title={project.projectName} maw={360}>
          {project.projectName}{' '}
          <Text span fz="xs" c="dimmed">
            · {formatCount(project.candidateCount)} candidates
          </Text>
        </Text>
      }
    />
  );
}

/**
 * Adds the chosen candidates to a project: "create new" first, then your projects to search,
 * the ones you added to lately on top. A large add (all results) shows its progress; nothing is
 * written when it fails. The toast links to the project.
 */
export function AddToProjectModal({
  target,
  onClose,
  onDone,
}: {
  target: AddTarget | null;
  onClose: () => void;
  onDone?: () => void;
}) {
  const opened = target !== null;
  const navigate = useNavigate();
  const canCreate = useCan('projectCreate');
  const projects = usePickableProjects(opened);
  const add = useBulkAdd();
  const create = useQuickCreateProject();
  const [filter, setFilter] = useState('');
  const [chosen, setChosen] = useState<string | null>(null);
  const [newName, setNewName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [progress, setProgress] = useState<BulkProgress | null>(null);
  const listLabel = useId();

  // Reset once per opening; the mutation objects change identity on every render.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on opening only
  useEffect(() => {
    if (opened) {
      setFilter('');
      setChosen(null);
      setNewName('');
      setNameError(null);
      setProgress(null);
      add.reset();
      create.reset();
    }
  }, [opened]);

  const { recent, others } = useMemo(() => {
    const q = filter.trim().toLowerCase();
    const list = (projects.data ?? []).filter((p) => !q || p.projectName.toLowerCase().includes(q));
    const recentList = list.filter((p) => p.lastAddedByYouAt !== null).slice(0, RECENT);
    const recentIds = new Set(recentList.map((p) => p.projectId));
    return { recent: recentList, others: list.filter((p) => !recentIds.has(p.projectId)) };
  }, [projects.data, filter]);

  const running = add.isPending || create.isPending;

  const addTo = (projectId: string) => {
    if (!target) return;
    setProgress({ done: 0, total: target.count });
    add.mutate(
      { projectId, body: target.body, pageIds: target.pageIds, onProgress: setProgress },
      {
        onSuccess: (done) => {
          notifySuccess(resultMessage(done), {
            // Long enough to reach the link.
            autoCloseMs: 10_000,
            action: { label: 'Open project', onClick: () => navigate(projectPath(done.projectId)) },
          });
          onDone?.();
          onClose();
        },
        onSettled: () => setProgress(null),
      },
    );
  };

  const createAndAdd = () => {
    const parsed = projectNameSchema.safeParse(newName);
    if (!parsed.success) return setNameError(parsed.error.issues[0]?.message ?? 'Enter a project name');
    setNameError(null);
    create.mutate(parsed.data, {
      onSuccess: ({ project }) => addTo(project.projectId),
      onError: (err) => setNameError(errorMessage(err)),
    });
  };

  const chosenProject = projects.data?.find((p) => p.projectId === chosen);
  const total = progress?.total ?? target?.count ?? 0;

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Add to project"
      size="md"
      closeOnClickOutside={!running}
      data-testid="add-to-project-modal"
    >
      <Stack gap="sm">
        <Text fz="sm" truncate title={target?.label}>
          Adding {target?.label}
        </Text>
        {canCreate ? (
          <Group align="flex-start" gap="xs" wrap="nowrap">
            <TextInput
              style={{ flex: 1 }}
              aria-label="New project name"
              placeholder="New project name"
              value={newName}
              maxLength={120}
              disabled={running}
              onChange={(e) => setNewName(e.currentTarget.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') createAndAdd();
              }}
              error={nameError}
            />
            <Button
              variant="light"
              leftSection={<IconFolderPlus size={16} />}
              loading={create.isPending}
              disabled={running && !create.isPending}
              onClick={createAndAdd}
            >
              Create new
            </Button>
          </Group>
        ) : null}
        <TextInput
          aria-label="Search projects"
          placeholder="Search your projects"
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          value={filter}
          onChange={(e) => setFilter(e.currentTarget.value)}
          disabled={running}
          data-autofocus
        />
        {projects.isPending ? (
          <Stack gap={6}>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} h={28} />
            ))}
          </Stack>
        ) : projects.isError ? (
          <Alert color="red" variant="light">
            {errorMessage(projects.error)}
          </Alert>
        ) : recent.length + others.length === 0 ? (
          <Text fz="sm">
            {projects.data.length === 0 ? 'You have no projects yet.' : 'No project matches.'}
          </Text>
        ) : (
          <ScrollArea.Autosize mah={260} type="auto">
            <Radio.Group value={chosen} onChange={setChosen} aria-labelledby={listLabel}>
              <VisuallyHidden id={listLabel}>Your projects</VisuallyHidden>
              <Stack gap={6}>
                {recent.length > 0 ? (
                  <Text fz="xs" fw={700} tt="uppercase" aria-hidden="true">
                    Recent
                  </Text>
                ) : null}
                {recent.map((p) => (
                  <ProjectChoice key={p.projectId} project={p} />
                ))}
                {recent.length > 0 && others.length > 0 ? (
                  <Text fz="xs" fw={700} tt="uppercase" mt={4} aria-hidden="true">
                    All projects
                  </Text>
                ) : null}
                {others.map((p) => (
                  <ProjectChoice key={p.projectId} project={p} />
                ))}
              </Stack>
            </Radio.Group>
          </ScrollArea.Autosize>
        )}
        {progress ? (
          <Stack gap={4}>
            <Text fz="sm" aria-hidden="true">
              Adding {formatCount(progress.done)} of {formatCount(total)}…
            </Text>
            <Progress
              value={total > 0 ? (progress.done / total) * 100 : 0}
              aria-label={`Adding ${formatCount(progress.done)} of ${formatCount(total)} candidates`}
              animated
              data-testid="bulk-add-progress"
            />
          </Stack>
        ) : null}
        {add.isError ? (
          <Alert color="red" variant="light" role="alert" title="Nothing was added">
            {errorMessage(add.error)}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={running}>
            Cancel
          </Button>
          <Button
            disabled={!chosenProject || running}
            loading={add.isPending && !create.isPending}
            onClick={() => chosenProject && addTo(chosenProject.projectId)}
          >
            Add to project
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
