import { Alert, Button, Group, Modal, Progress, Stack, TagsInput, Text } from '@mantine/core';
import { type AddTagsResponse, MAX_TAG_CANDIDATES } from '@talentbase/shared';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '../../../lib/api-client';
import { errorMessage, notifySuccess } from '../../../lib/notify';
import { formatCount } from '../lib/format';

/**
 * Tags the team's candidates among the selection (the pipelines/addTags call, 1,000 at a time,
 * with progress). Open-web profiles are not the team's candidates until added to a project, so
 * they are left out and the dialog says how many.
 */
export function BulkTagModal({
  opened,
  teamIds,
  selectedCount,
  onClose,
  onDone,
}: {
  opened: boolean;
  teamIds: readonly number[];
  selectedCount: number;
  onClose: () => void;
  onDone: () => void;
}) {
  const [tags, setTags] = useState<string[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const skipped = selectedCount - teamIds.length;
  const tag = useMutation({
    mutationFn: async (input: { tags: string[]; ids: readonly number[] }) => {
      let added = 0;
      for (let start = 0; start < input.ids.length; start += MAX_TAG_CANDIDATES) {
        const candidateIds = input.ids.slice(start, start + MAX_TAG_CANDIDATES);
        const res = await api.post<AddTagsResponse>('/v1/pipelines/addTags', {
          candidateIds,
          tags: input.tags,
        });
        added += res.added;
        setProgress(Math.min(input.ids.length, start + candidateIds.length));
      }
      return added;
    },
    meta: { inlineErrors: true },
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on opening only
  useEffect(() => {
    if (opened) {
      setTags([]);
      setProgress(null);
      tag.reset();
    }
  }, [opened]);

  const people = (n: number) => `${formatCount(n)} ${n === 1 ? 'candidate' : 'candidates'}`;
  const run = () =>
    tag.mutate(
      { tags, ids: teamIds },
      {
        onSuccess: () => {
          notifySuccess(
            `Tagged ${people(teamIds.length)} with ${tags.join(', ')}${skipped > 0 ? ` (${formatCount(skipped)} not yet your team’s candidates left out)` : ''}`,
          );
          onDone();
          onClose();
        },
      },
    );

  return (
    <Modal opened={opened} onClose={onClose} title="Add tags" closeOnClickOutside={!tag.isPending}>
      <Stack>
        {skipped > 0 ? (
          <Alert color="blue" variant="light">
            {teamIds.length === 0
              ? 'None of the selected people is one of your team’s candidates yet: they were found on the open web. Add them to a project first, then tag them.'
              : `${people(teamIds.length)} of the ${formatCount(selectedCount)} selected will be tagged. The other ${formatCount(skipped)} were found on the open web and are not your team’s candidates yet: add them to a project to tag them.`}
          </Alert>
        ) : (
          <Text fz="sm">Tagging {people(teamIds.length)}.</Text>
        )}
        <TagsInput
          label="Tags"
          description="Press Enter after each tag"
          value={tags}
          onChange={setTags}
          maxTags={20}
          disabled={tag.isPending || teamIds.length === 0}
          data-autofocus
        />
        {progress !== null && tag.isPending ? (
          <Stack gap={4}>
            <Text fz="sm" aria-hidden="true">
              Tagged {formatCount(progress)} of {formatCount(teamIds.length)}…
            </Text>
            <Progress
              value={(progress / Math.max(1, teamIds.length)) * 100}
              aria-label={`Tagged ${formatCount(progress)} of ${formatCount(teamIds.length)} candidates`}
            />
          </Stack>
        ) : null}
        {tag.isError ? (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(tag.error)}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={tag.isPending}>
            Cancel
          </Button>
          <Button disabled={tags.length === 0 || teamIds.length === 0} loading={tag.isPending} onClick={run}>
            Add tags
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
