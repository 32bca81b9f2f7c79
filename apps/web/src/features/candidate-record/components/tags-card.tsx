import { Autocomplete, Badge, CloseButton, Group, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { TAG_MAX_LENGTH } from '@talentbase/shared';
import { useState } from 'react';
import { errorMessage, notifySuccess } from '../../../lib/notify';
import type { RecordRef } from '../api/query-keys';
import { useAddTags, useRemoveTag, useTeamTags } from '../api/tags';
import { SectionCard } from './section-card';

/** Tags with the team's existing tags as suggestions; Enter adds, the cross removes. */
export function TagsCard({ tags, canTag, refTo }: { tags: string[]; canTag: boolean; refTo: RecordRef }) {
  const [draft, setDraft] = useState('');
  const [q] = useDebouncedValue(draft.trim(), 200);
  const suggestions = useTeamTags(q, canTag);
  const add = useAddTags(refTo);
  const remove = useRemoveTag(refTo);
  const have = new Set(tags.map((t) => t.toLowerCase()));
  const submit = (value: string) => {
    const tag = value.trim();
    if (!tag || tag.length > TAG_MAX_LENGTH) return;
    add.mutate([tag], {
      onSuccess: () => {
        setDraft('');
        notifySuccess(`Tag “${tag}” added.`);
      },
    });
  };
  return (
    <SectionCard title="Tags">
      {tags.length === 0 ? (
        <Text fz="sm" c="dimmed">
          No tags yet.
        </Text>
      ) : (
        <Group gap={6}>
          {tags.map((tag) => (
            <Badge
              key={tag}
              variant="light"
              maw={220}
              rightSection={
                canTag ? (
                  <CloseButton
                    size="xs"
                    aria-label={`Remove tag ${tag}`}
                    onClick={() =>
                      remove.mutate(tag, { onSuccess: () => notifySuccess(`Tag “${tag}” removed.`) })
                    }
                    disabled={remove.isPending}
                  />
                ) : null
              }
            >
              <span title={tag}>{tag}</span>
            </Badge>
          ))}
        </Group>
      )}
      {canTag ? (
        <Autocomplete
          aria-label="Add a tag"
          placeholder="Add a tag and press Enter"
          value={draft}
          onChange={setDraft}
          maxLength={TAG_MAX_LENGTH}
          data={(suggestions.data ?? []).map((s) => s.tag).filter((t) => !have.has(t.toLowerCase()))}
          onOptionSubmit={submit}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              submit(draft);
            }
          }}
          error={add.error ? errorMessage(add.error) : undefined}
          disabled={add.isPending}
        />
      ) : null}
    </SectionCard>
  );
}
