import { Alert, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { errorMessage, notifySuccess } from '../../../lib/notify';
import { usePickableProjects } from '../../sourcing/api/pickable-projects';
import { useCopyToProject } from '../api/change-pipeline';

/** Picks one of your projects where you may add candidates, and copies the chosen ones there. */
export function CopyToProjectModal({
  projectId,
  candidateIds,
  onClose,
}: {
  projectId: string;
  candidateIds: number[] | null;
  onClose: () => void;
}) {
  const opened = candidateIds !== null;
  const projects = usePickableProjects(opened);
  const copy = useCopyToProject(projectId);
  const [target, setTarget] = useState<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on opening only
  useEffect(() => {
    if (opened) {
      setTarget(null);
      copy.reset();
    }
  }, [opened]);
  const choices = (projects.data ?? []).filter((p) => p.projectId !== projectId);
  const submit = () => {
    if (!target || !candidateIds) return;
    const name = choices.find((p) => p.projectId === target)?.projectName ?? 'the project';
    copy.mutate(
      { toProjectId: target, candidateIds },
      {
        onSuccess: (res) => {
          const already = res.alreadyInProject.length;
          notifySuccess(`Copied ${res.copied} to ${name}${already ? ` (${already} already in it)` : ''}`);
          onClose();
        },
      },
    );
  };
  return (
    <Modal opened={opened} onClose={onClose} title="Copy to project">
      <Stack gap="sm">
        <Text fz="sm" c="dimmed">
          {candidateIds?.length ?? 0} candidate{candidateIds?.length === 1 ? '' : 's'} start in Sourcing ·
          Good Fit of the project you choose.
        </Text>
        <Select
          label="Project"
          placeholder={
            projects.isPending
              ? 'Loading your projects…'
              : choices.length
                ? 'Choose a project'
                : 'No other project to copy to'
          }
          searchable
          data={choices.map((p) => ({ value: p.projectId, label: p.projectName }))}
          value={target}
          onChange={setTarget}
          disabled={projects.isPending || choices.length === 0}
          data-autofocus
        />
        {projects.isError ? <Alert color="red">{errorMessage(projects.error)}</Alert> : null}
        {copy.isError ? <Alert color="red">{errorMessage(copy.error)}</Alert> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button disabled={!target} loading={copy.isPending} onClick={submit}>
            Copy
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
