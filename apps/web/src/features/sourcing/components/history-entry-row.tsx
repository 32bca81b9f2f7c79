import { ActionIcon, Group, Stack, Text, TextInput, Tooltip, UnstyledButton } from '@mantine/core';
import { IconPencil, IconStar, IconStarFilled, IconTrash } from '@tabler/icons-react';
import type { HistoryEntry } from '@talentbase/shared';
import { useState } from 'react';
import { formatCount, timeAgo } from '../lib/format';

/** One past search: click to run it again; star to save, pencil to rename, bin to remove. */
export function HistoryEntryRow({
  entry,
  onRun,
  onUpdate,
  onDelete,
  busy,
}: {
  entry: HistoryEntry;
  onRun: (entry: HistoryEntry) => void;
  onUpdate: (entry: HistoryEntry, patch: { name?: string | null; saved?: boolean }) => void;
  onDelete: (entry: HistoryEntry) => void;
  busy: boolean;
}) {
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(entry.name ?? '');
  const title = entry.name ?? entry.summary;
  const nameError =
    name.trim().length === 0 ? 'Give the search a name' : name.length > 120 ? 'At most 120 characters' : null;

  const commit = () => {
    if (nameError) return;
    onUpdate(entry, { name: name.trim() });
    setEditing(false);
  };

  return (
    <Group
      justify="space-between"
      wrap="nowrap"
      gap="xs"
      py={6}
      data-testid="history-entry"
      style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
    >
      {editing ? (
        <TextInput
          size="xs"
          style={{ flex: 1 }}
          aria-label="Search name"
          value={name}
          autoFocus
          error={nameError}
          onChange={(e) => setName(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') commit();
            if (e.key === 'Escape') {
              setName(entry.name ?? '');
              setEditing(false);
            }
          }}
          onBlur={() => setEditing(false)}
        />
      ) : (
        <UnstyledButton
          onClick={() => onRun(entry)}
          style={{ flex: 1, minWidth: 0 }}
          aria-label={`Run search: ${title}`}
        >
          <Stack gap={0}>
            <Text fz="sm" fw={500} truncate title={title}>
              {title}
            </Text>
            {entry.name ? (
              <Text fz="xs" c="dimmed" truncate title={entry.summary}>
                {entry.summary}
              </Text>
            ) : null}
            <Text fz="xs" c="dimmed">
              {formatCount(entry.resultCount)} results · {timeAgo(entry.lastRunAt)}
              {entry.notAFit.length > 0 ? ` · ${entry.notAFit.length} not a fit` : ''}
            </Text>
          </Stack>
        </UnstyledButton>
      )}
      <Group gap={2} wrap="nowrap">
        <Tooltip label={entry.saved ? 'Remove from saved' : 'Save'}>
          <ActionIcon
            variant="subtle"
            color={entry.saved ? 'yellow' : 'gray'}
            aria-label={entry.saved ? `Unsave ${title}` : `Save ${title}`}
            aria-pressed={entry.saved}
            disabled={busy}
            onClick={() => onUpdate(entry, { saved: !entry.saved })}
          >
            {entry.saved ? <IconStarFilled size={16} /> : <IconStar size={16} />}
          </ActionIcon>
        </Tooltip>
        <Tooltip label="Rename">
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={`Rename ${title}`}
            disabled={busy}
            onClick={() => setEditing(true)}
          >
            <IconPencil size={16} />
          </ActionIcon>
        </Tooltip>
        <Tooltip label="Delete">
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Delete ${title}`}
            disabled={busy}
            onClick={() => onDelete(entry)}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Group>
  );
}
