import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Menu,
  MultiSelect,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import {
  type CandidateNote,
  NOTE_MAX_LENGTH,
  NOTE_VISIBILITY_LABEL,
  type NoteVisibility,
} from '@talentbase/shared';
import { useState } from 'react';
import { notifySuccess } from '../../../lib/notify';
import { type NoteDraft, useAddNote, useDeleteNote, useEditNote, useMentionableMembers } from '../api/notes';
import type { RecordRef } from '../api/query-keys';
import { editErrors } from '../lib/server-errors';
import { ConfirmModal } from './confirm-modal';
import { FormMessage } from './form-message';
import { SectionCard } from './section-card';

function NoteForm({
  refTo,
  initial,
  submitLabel,
  pending,
  error,
  onSubmit,
  onCancel,
  allowHiringTeam,
}: {
  refTo: RecordRef;
  initial: NoteDraft;
  submitLabel: string;
  pending: boolean;
  error: unknown;
  onSubmit: (draft: NoteDraft) => void;
  onCancel?: () => void;
  allowHiringTeam: boolean;
}) {
  const [draft, setDraft] = useState<NoteDraft>(initial);
  const members = useMentionableMembers(refTo.projectId, draft.visibility !== 0);
  const server = editErrors(error);
  const options = (members.data ?? [])
    .filter((m) => draft.visibility !== 1 || m.onHiringTeam)
    .map((m) => ({ value: m.userId, label: m.name }));
  const visibilities = ([0, 1, 2] as const).filter((v) => v !== 1 || allowHiringTeam);
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (draft.body.trim()) onSubmit({ ...draft, mentions: draft.visibility === 0 ? [] : draft.mentions });
      }}
    >
      <Stack gap="xs">
        <FormMessage message={server.message} />
        <Textarea
          aria-label="Note"
          placeholder="Write a note…"
          rows={3}
          maxLength={NOTE_MAX_LENGTH}
          value={draft.body}
          onChange={(e) => setDraft({ ...draft, body: e.currentTarget.value })}
          error={server.fields.body}
        />
        <SegmentedControl
          aria-label="Who can see the note"
          size="xs"
          value={String(draft.visibility)}
          onChange={(v) => setDraft({ ...draft, visibility: Number(v) as NoteVisibility })}
          data={visibilities.map((v) => ({ value: String(v), label: NOTE_VISIBILITY_LABEL[v] }))}
        />
        {server.fields.visibility ? (
          <Text c="red" fz="xs">
            {server.fields.visibility}
          </Text>
        ) : null}
        {draft.visibility !== 0 ? (
          <MultiSelect
            aria-label="Mention teammates"
            placeholder="@ Mention teammates"
            searchable
            data={options}
            value={draft.mentions}
            onChange={(mentions) => setDraft({ ...draft, mentions })}
            error={server.fields.mentions}
            nothingFoundMessage="No teammate by that name"
          />
        ) : null}
        <Group justify="flex-end" gap="xs">
          {onCancel ? (
            <Button variant="default" size="xs" onClick={onCancel} disabled={pending}>
              Cancel
            </Button>
          ) : null}
          <Button type="submit" size="xs" loading={pending} disabled={!draft.body.trim()}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function NoteItem({ note, refTo }: { note: CandidateNote; refTo: RecordRef }) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const edit = useEditNote(refTo);
  const remove = useDeleteNote(refTo);
  if (editing)
    return (
      <NoteForm
        refTo={refTo}
        initial={{
          body: note.body,
          visibility: note.visibility,
          mentions: note.mentions.map((m) => m.userId),
        }}
        submitLabel="Save"
        pending={edit.isPending}
        error={edit.error}
        allowHiringTeam={note.projectId !== null}
        onCancel={() => setEditing(false)}
        onSubmit={(draft) =>
          edit.mutate(
            { noteId: note.noteId, ...draft },
            {
              onSuccess: () => {
                setEditing(false);
                notifySuccess('Note saved.');
              },
            },
          )
        }
      />
    );
  return (
    <Paper withBorder p="sm" radius="sm" data-testid="note">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Group gap={6}>
            <Text fz="sm" fw={600} truncate maw={220}>
              {note.author?.name ?? 'Former member'}
            </Text>
            <Badge size="xs" variant="light" color="gray">
              {NOTE_VISIBILITY_LABEL[note.visibility]}
            </Badge>
            <Text fz="xs" c="dimmed">
              {new Date(note.createdAt).toLocaleString()}
            </Text>
          </Group>
          <Text fz="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {note.body}
          </Text>
          {note.mentions.length ? (
            <Text fz="xs" c="dimmed">
              Mentioned: {note.mentions.map((m) => m.name).join(', ')}
            </Text>
          ) : null}
        </Stack>
        {note.isMine ? (
          <Menu position="bottom-end">
            <Menu.Target>
              <ActionIcon variant="subtle" aria-label="Note actions">
                <IconDots size={16} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item onClick={() => setEditing(true)}>Edit</Menu.Item>
              <Menu.Item color="red.8" onClick={() => setConfirming(true)}>
                Delete
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        ) : null}
      </Group>
      <ConfirmModal
        opened={confirming}
        title="Delete this note?"
        message="The note will be gone for everyone who could read it."
        confirmLabel="Delete note"
        pending={remove.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(note.noteId, {
            onSuccess: () => {
              setConfirming(false);
              notifySuccess('Note deleted.');
            },
          })
        }
      />
    </Paper>
  );
}

export function NotesCard({
  notes,
  canNote,
  refTo,
}: {
  notes: CandidateNote[];
  canNote: boolean;
  refTo: RecordRef;
}) {
  const add = useAddNote(refTo);
  const [formKey, setFormKey] = useState(0);
  return (
    <SectionCard title="Notes">
      {canNote ? (
        <NoteForm
          key={formKey}
          refTo={refTo}
          initial={{ body: '', visibility: 2, mentions: [] }}
          submitLabel="Add note"
          pending={add.isPending}
          error={add.error}
          allowHiringTeam={refTo.projectId !== null}
          onSubmit={(draft) =>
            add.mutate(draft, {
              onSuccess: () => {
                setFormKey((k) => k + 1);
                notifySuccess('Note added.');
              },
            })
          }
        />
      ) : null}
      {notes.length === 0 ? (
        <Text fz="sm" c="dimmed">
          No notes you can read yet.
        </Text>
      ) : (
        <Stack gap="xs">
          {notes.map((note) => (
            <NoteItem key={note.noteId} note={note} refTo={refTo} />
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
