import { Button, Group, Modal, Select, Stack, TagsInput, Text } from '@mantine/core';
import { IconFolderPlus, IconShare, IconTag } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage, notifySuccess } from '../../../lib/notify';
import { useCan } from '../../../lib/permissions';
import { ExportMenu } from '../../candidate-export';
import { ShareModal } from '../../candidate-record';
import { useBulkActions, usePickableProjects } from '../api/all-candidates';

/**
 * What a selection can do: add to a project, add tags, share a read-only link (with the share
 * permission), export (CSV, or PDF up to its limit). The
 * export menu hides itself from people without the export permission, as the API refuses them.
 */
export function BulkActions({ selected, onDone }: { selected: readonly number[]; onDone: () => void }) {
  const [dialog, setDialog] = useState<'project' | 'tags' | 'share' | null>(null);
  const canShare = useCan('candidateShare');
  const [projectId, setProjectId] = useState<string | null>(null);
  const [tags, setTags] = useState<string[]>([]);
  const projects = usePickableProjects(dialog === 'project');
  const { addToProject, addTags } = useBulkActions();
  const count = selected.length;
  const close = () => {
    setDialog(null);
    setProjectId(null);
    setTags([]);
  };
  const people = count === 1 ? '1 candidate' : `${count} candidates`;
  return (
    <>
      <Group gap="sm" aria-label="Bulk actions">
        <Text fz="sm" fw={500}>
          {people} selected
        </Text>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconFolderPlus size={14} />}
          onClick={() => setDialog('project')}
        >
          Add to project
        </Button>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconTag size={14} />}
          onClick={() => setDialog('tags')}
        >
          Add tags
        </Button>
        {canShare ? (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconShare size={14} />}
            onClick={() => setDialog('share')}
          >
            Share…
          </Button>
        ) : null}
        <ExportMenu candidateIds={selected} size="xs" />
        <Button size="xs" variant="subtle" onClick={onDone}>
          Clear selection
        </Button>
      </Group>
      <Modal opened={dialog === 'project'} onClose={close} title={`Add ${people} to a project`}>
        <Stack>
          <Select
            label="Project"
            placeholder={projects.isLoading ? 'Loading projects…' : 'Choose a project'}
            data={(projects.data?.data ?? []).map((p) => ({ value: p.projectId, label: p.projectName }))}
            value={projectId}
            onChange={setProjectId}
            searchable
            nothingFoundMessage="No project you can add candidates to"
            error={projects.isError ? errorMessage(projects.error) : undefined}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button
              disabled={!projectId}
              loading={addToProject.isPending}
              onClick={() =>
                projectId &&
                addToProject.mutate(
                  { projectId, candidateIds: [...selected] },
                  {
                    onSuccess: (res) => {
                      notifySuccess(`${res.added} added to the project.`);
                      close();
                      onDone();
                    },
                  },
                )
              }
            >
              Add
            </Button>
          </Group>
        </Stack>
      </Modal>
      {canShare ? (
        <ShareModal
          target={{ candidateIds: selected, projectId: null }}
          opened={dialog === 'share'}
          onClose={close}
        />
      ) : null}
      <Modal opened={dialog === 'tags'} onClose={close} title={`Tag ${people}`}>
        <Stack>
          <TagsInput
            label="Tags"
            description="Press Enter after each tag"
            value={tags}
            onChange={setTags}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button
              disabled={tags.length === 0}
              loading={addTags.isPending}
              onClick={() =>
                addTags.mutate(
                  { tags, candidateIds: [...selected] },
                  {
                    onSuccess: () => {
                      notifySuccess(`Tagged ${people}.`);
                      close();
                      onDone();
                    },
                  },
                )
              }
            >
              Add tags
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
