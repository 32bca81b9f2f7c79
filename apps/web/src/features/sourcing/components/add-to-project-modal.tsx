import {
  Alert,
  Button,
  Divider,
  Group,
  Modal,
  Radio,
  ScrollArea,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconFolderPlus, IconSearch } from '@tabler/icons-react';
import { projectNameSchema } from '@talentbase/shared';
import { useEffect, useId, useMemo, useState } from 'react';
import { errorMessage, notifySuccess } from '../../../lib/notify';
import { useCan } from '../../../lib/permissions';
import { useAddCandidates } from '../api/add-candidates';
import { usePickableProjects } from '../api/pickable-projects';
import { useQuickCreateProject } from '../api/quick-create-project';
import { formatCount } from '../lib/format';

export type AddTarget = { candidateIds: number[]; label: string };

function resultMessage(projectName: string, added: number, already: number): string {
  const head = added > 0 ? `Added ${added} to ${projectName}` : `Nobody new added to ${projectName}`;
  return already > 0 ? `${head} (${already} already in it)` : head;
}

/** Picks one of the user's projects (or creates one by name) and adds the chosen candidates. */
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
  const canCreate = useCan('projectCreate');
  const projects = usePickableProjects(opened);
  const add = useAddCandidates();
  const create = useQuickCreateProject();
  const [filter, setFilter] = useState('');
  const [chosen, setChosen] = useState<string | null>(null);
  const [newName, setNewName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const listLabel = useId();

  // Reset once per opening; the mutation objects change identity on every render.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on opening only
  useEffect(() => {
    if (opened) {
      setFilter('');
      setChosen(null);
      setNewName('');
      setNameError(null);
      add.reset();
      create.reset();
    }
  }, [opened]);

  const visible = useMemo(() => {
    const q = filter.trim().toLowerCase();
    return (projects.data ?? []).filter((p) => !q || p.projectName.toLowerCase().includes(q));
  }, [projects.data, filter]);

  const addTo = (projectId: string, projectName: string) => {
    if (!target) return;
    add.mutate(
      { projectId, candidateIds: target.candidateIds },
      {
        onSuccess: (res) => {
          notifySuccess(resultMessage(projectName, res.added, res.alreadyInProject));
          onDone?.();
          onClose();
        },
      },
    );
  };

  const createAndAdd = () => {
    const parsed = projectNameSchema.safeParse(newName);
    if (!parsed.success) return setNameError(parsed.error.issues[0]?.message ?? 'Enter a project name');
    setNameError(null);
    create.mutate(parsed.data, {
      onSuccess: ({ project }) => addTo(project.projectId, project.projectName),
      onError: (err) => setNameError(errorMessage(err)),
    });
  };

  const chosenProject = projects.data?.find((p) => p.projectId === chosen);

  return (
    <Modal opened={opened} onClose={onClose} title="Add to project" size="md">
      <Stack gap="sm">
        <Text fz="sm" c="dimmed" truncate title={target?.label}>
          Adding {target?.label}
        </Text>
        <TextInput
          aria-label="Search projects"
          placeholder="Search projects"
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          value={filter}
          onChange={(e) => setFilter(e.currentTarget.value)}
          data-autofocus
        />
        <Text id={listLabel} fz="sm" fw={500}>
          Your projects
        </Text>
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
        ) : visible.length === 0 ? (
          <Text fz="sm" c="dimmed">
            {projects.data.length === 0 ? 'You have no projects yet.' : 'No project matches.'}
          </Text>
        ) : (
          <ScrollArea.Autosize mah={260} type="auto">
            <Radio.Group value={chosen} onChange={setChosen} aria-labelledby={listLabel}>
              <Stack gap={6}>
                {visible.map((p) => (
                  <Radio
                    key={p.projectId}
                    value={p.projectId}
                    label={
                      <Text fz="sm" truncate title={p.projectName} maw={360}>
                        {p.projectName}{' '}
                        <Text span fz="xs" c="dimmed">
                          · {formatCount(p.candidateCount)} candidates
                        </Text>
                      </Text>
                    }
                  />
                ))}
              </Stack>
            </Radio.Group>
          </ScrollArea.Autosize>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            disabled={!chosenProject}
            loading={add.isPending && !create.isPending}
            onClick={() => chosenProject && addTo(chosenProject.projectId, chosenProject.projectName)}
          >
            Add to project
          </Button>
        </Group>
        {canCreate ? (
          <>
            <Divider label="or create a project" labelPosition="center" />
            <Group align="flex-start" gap="xs" wrap="nowrap">
              <TextInput
                style={{ flex: 1 }}
                aria-label="New project name"
                placeholder="New project name"
                value={newName}
                maxLength={120}
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
                onClick={createAndAdd}
              >
                Create project
              </Button>
            </Group>
          </>
        ) : null}
      </Stack>
    </Modal>
  );
}
