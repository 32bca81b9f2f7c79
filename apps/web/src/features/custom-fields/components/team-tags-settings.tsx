/**
 * The team's tags: each with how many candidates carry it; search, sort, pages; create, edit
 * (rename, colour, description), merge several into one, delete. Renaming into a tag that
 * exists asks first, since it merges the two; deleting says how many candidates lose the tag.
 */
import {
  ActionIcon,
  Alert,
  Autocomplete,
  Badge,
  Button,
  Checkbox,
  ColorSwatch,
  Group,
  Menu,
  Modal,
  Pagination,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconArrowMerge, IconDots, IconPlus, IconSearch } from '@tabler/icons-react';
import { TAG_COLOURS, type TagColour, type TeamTag } from '@talentbase/shared';
import { type FormEvent, Fragment, useState } from 'react';
import { LoadError } from '../../../components/load-error';
import { RowDetails, RowExpander, SECONDARY, useExpandedRows } from '../../../components/responsive-table';
import { isApiError } from '../../../lib/api-client';
import { errorMessage, notifySuccess } from '../../../lib/notify';
import {
  type TagListParams,
  useCreateTag,
  useDeleteTag,
  useMergeTags,
  useTeamTags,
  useUpdateTag,
} from '../api/team-tags';

const SORTS = [
  { value: 'usage:desc', label: 'Most used' },
  { value: 'usage:asc', label: 'Least used' },
  { value: 'name:asc', label: 'Name A–Z' },
  { value: 'name:desc', label: 'Name Z–A' },
];
const PAGE_SIZE = 25;
const plural = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

export function TagBadge({ tag }: { tag: Pick<TeamTag, 'tag' | 'colour'> }) {
  return (
    <Badge variant="light" color={tag.colour ?? 'gray'} tt="none" radius="sm" style={{ maxWidth: '100%' }}>
      {tag.tag}
    </Badge>
  );
}

type Draft = { name: string; colour: TagColour | null; description: string };

function TagForm({
  title,
  initial,
  saving,
  error,
  onSubmit,
  onClose,
}: {
  title: string;
  initial: Draft;
  saving: boolean;
  error: string | null;
  onSubmit: (draft: Draft) => void;
  onClose: () => void;
}) {
  const [draft, setDraft] = useState(initial);
  const [touched, setTouched] = useState(false);
  const nameError =
    touched && draft.name.trim() === ''
      ? 'Enter a tag'
      : draft.name.trim().length > 40
        ? 'A tag must be at most 40 characters'
        : null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (draft.name.trim() === '' || draft.name.trim().length > 40) return;
    onSubmit({ ...draft, name: draft.name.trim() });
  };
  return (
    <Modal opened onClose={onClose} title={title} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label="Name"
            required
            data-autofocus
            value={draft.name}
            maxLength={60}
            error={nameError}
            onChange={(e) => setDraft({ ...draft, name: e.currentTarget.value })}
          />
          <Select
            label="Colour"
            placeholder="No colour"
            clearable
            data={TAG_COLOURS.map((c) => ({ value: c, label: c[0]?.toUpperCase() + c.slice(1) }))}
            value={draft.colour}
            onChange={(v) => setDraft({ ...draft, colour: (v as TagColour | null) ?? null })}
            renderOption={({ option }) => (
              <Group gap="xs">
                <ColorSwatch color={`var(--mantine-color-${option.value}-6)`} size={14} aria-hidden="true" />
                <span>{option.label}</span>
              </Group>
            )}
          />
          <Textarea
            label="Description"
            description="What the tag means, for the rest of the team"
            maxLength={200}
            minRows={2}
            value={draft.description}
            onChange={(e) => setDraft({ ...draft, description: e.currentTarget.value })}
          />
          {error ? (
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={saving}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

type Dialog =
  | { kind: 'create' }
  | { kind: 'edit'; tag: TeamTag }
  | { kind: 'confirmMerge'; tag: TeamTag; draft: Draft; target: TeamTag }
  | { kind: 'merge'; tags: TeamTag[] }
  | { kind: 'delete'; tag: TeamTag }
  | null;

export function TeamTagsSettings() {
  const [text, setText] = useState('');
  const [q] = useDebouncedValue(text, 250);
  const [sortValue, setSortValue] = useState('usage:desc');
  const [page, setPage] = useState(1);
  const [sort, order] = sortValue.split(':') as [TagListParams['sort'], TagListParams['order']];
  const tags = useTeamTags({ q, sort, order, page, pageSize: PAGE_SIZE });
  const [selected, setSelected] = useState<Map<string, TeamTag>>(new Map());
  const [dialog, setDialog] = useState<Dialog>(null);
  const [mergeTarget, setMergeTarget] = useState('');
  const create = useCreateTag();
  const update = useUpdateTag();
  const merge = useMergeTags();
  const remove = useDeleteTag();
  const expanded = useExpandedRows<string>();

  const close = () => {
    create.reset();
    update.reset();
    merge.reset();
    remove.reset();
    setDialog(null);
  };
  const toggle = (tag: TeamTag) =>
    setSelected((current) => {
      const next = new Map(current);
      if (next.has(tag.tag)) next.delete(tag.tag);
      else next.set(tag.tag, tag);
      return next;
    });

  const saveEdit = (tag: TeamTag, draft: Draft, confirmMerge = false) =>
    update.mutate(
      {
        tag: tag.tag,
        ...(draft.name !== tag.tag ? { name: draft.name } : {}),
        colour: draft.colour,
        description: draft.description.trim() || null,
        ...(confirmMerge ? { merge: true } : {}),
      },
      {
        onSuccess: (res) => {
          close();
          setSelected(new Map());
          notifySuccess(
            confirmMerge
              ? `“${tag.tag}” merged into “${res.tag?.tag}”`
              : draft.name !== tag.tag
                ? `Renamed to “${res.tag?.tag}” on ${plural(res.candidatesAffected, 'candidate')}`
                : 'Tag saved',
          );
        },
        onError: (error) => {
          if (isApiError(error) && error.status === 409 && error.details?.target && !confirmMerge) {
            update.reset();
            setDialog({ kind: 'confirmMerge', tag, draft, target: error.details.target as TeamTag });
          }
        },
      },
    );

  const data = tags.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const selectedList = [...selected.values()];
  const filtering = q.trim() !== '';

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Group gap="sm" align="flex-end" style={{ flex: '1 1 320px' }}>
          <TextInput
            label="Search tags"
            placeholder="Type to search"
            leftSection={<IconSearch size={16} aria-hidden="true" />}
            value={text}
            maxLength={40}
            onChange={(e) => {
              setText(e.currentTarget.value);
              setPage(1);
            }}
            style={{ flex: '1 1 200px' }}
          />
          <Select
            label="Sort by"
            data={SORTS}
            value={sortValue}
            allowDeselect={false}
            onChange={(v) => {
              if (v) setSortValue(v);
              setPage(1);
            }}
            w={160}
          />
        </Group>
        <Group gap="sm">
          <Button
            variant="default"
            leftSection={<IconArrowMerge size={16} aria-hidden="true" />}
            disabled={selectedList.length < 2}
            onClick={() => {
              setMergeTarget(selectedList[0]?.tag ?? '');
              setDialog({ kind: 'merge', tags: selectedList });
            }}
          >
            Merge{selectedList.length >= 2 ? ` ${selectedList.length} tags` : ''}
          </Button>
          <Button
            leftSection={<IconPlus size={16} aria-hidden="true" />}
            onClick={() => setDialog({ kind: 'create' })}
          >
            New tag
          </Button>
        </Group>
      </Group>

      {!data && tags.isError ? (
        <LoadError title="Tags could not be loaded" error={tags.error} onRetry={() => tags.refetch()} />
      ) : !data ? (
        <Stack gap="xs" aria-busy="true" data-testid="tags-loading">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} height={36} />
          ))}
        </Stack>
      ) : data.data.length === 0 ? (
        <Alert variant="light" color="gray" title={filtering ? 'No tag matches' : 'No tags yet'}>
          {filtering
            ? `No tag contains “${q.trim()}”.`
            : 'Tags your team adds to candidates appear here. You can also create tags in advance.'}
        </Alert>
      ) : (
        <>
          <Table.ScrollContainer minWidth={0}>
            <Table verticalSpacing="xs" highlightOnHover aria-label="Tags" aria-busy={tags.isFetching}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={40}>
                    <VisuallyHidden>Select</VisuallyHidden>
                  </Table.Th>
                  <Table.Th>Tag</Table.Th>
                  <Table.Th {...SECONDARY}>Description</Table.Th>
                  <Table.Th ta="right">Candidates</Table.Th>
                  <Table.Th w={48}>
                    <VisuallyHidden>Actions</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.data.map((tag) => (
                  <Fragment key={tag.tag}>
                    <Table.Tr>
                      <Table.Td>
                        <Checkbox
                          aria-label={`Select ${tag.tag}`}
                          checked={selected.has(tag.tag)}
                          onChange={() => toggle(tag)}
                        />
                      </Table.Td>
                      <Table.Td style={{ maxWidth: 260 }}>
                        <Group gap={4} wrap="nowrap">
                          <TagBadge tag={tag} />
                          {tag.description ? (
                            <RowExpander
                              label={tag.tag}
                              open={expanded.isOpen(tag.tag)}
                              onToggle={() => expanded.toggle(tag.tag)}
                            />
                          ) : null}
                        </Group>
                      </Table.Td>
                      <Table.Td {...SECONDARY}>
                        <Text fz="sm" c={tag.description ? undefined : 'dimmed'} lineClamp={2}>
                          {tag.description ?? '—'}
                        </Text>
                      </Table.Td>
                      <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                        {tag.count.toLocaleString('en-US')}
                      </Table.Td>
                      <Table.Td>
                        <Menu position="bottom-end" withinPortal>
                          <Menu.Target>
                            <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${tag.tag}`}>
                              <IconDots size={16} aria-hidden="true" />
                            </ActionIcon>
                          </Menu.Target>
                          <Menu.Dropdown>
                            <Menu.Item onClick={() => setDialog({ kind: 'edit', tag })}>
                              Rename or edit
                            </Menu.Item>
                            <Menu.Item color="red.8" onClick={() => setDialog({ kind: 'delete', tag })}>
                              Delete
                            </Menu.Item>
                          </Menu.Dropdown>
                        </Menu>
                      </Table.Td>
                    </Table.Tr>
                    <RowDetails
                      open={expanded.isOpen(tag.tag)}
                      colSpan={5}
                      items={[{ label: 'Description', value: tag.description ?? '—' }]}
                    />
                  </Fragment>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Group justify="space-between" gap="sm">
            <Text fz="sm" c="dimmed" aria-live="polite" data-testid="tags-range">
              {plural(data.total, 'tag')}
              {selectedList.length > 0 ? ` · ${selectedList.length} selected` : ''}
            </Text>
            {pages > 1 ? (
              <Pagination
                total={pages}
                value={Math.min(page, pages)}
                onChange={setPage}
                siblings={1}
                boundaries={1}
                getControlProps={(control) => ({ 'aria-label': `${control} page` })}
                getItemProps={(p) => ({ 'aria-label': `Page ${p}` })}
              />
            ) : null}
          </Group>
        </>
      )}

      {dialog?.kind === 'create' ? (
        <TagForm
          title="New tag"
          initial={{ name: '', colour: null, description: '' }}
          saving={create.isPending}
          error={create.error ? errorMessage(create.error) : null}
          onClose={close}
          onSubmit={(draft) =>
            create.mutate(
              { name: draft.name, colour: draft.colour, description: draft.description.trim() || null },
              {
                onSuccess: () => {
                  close();
                  notifySuccess(`Tag “${draft.name}” created`);
                },
              },
            )
          }
        />
      ) : null}

      {dialog?.kind === 'edit' ? (
        <TagForm
          title={`Edit “${dialog.tag.tag}”`}
          initial={{
            name: dialog.tag.tag,
            colour: dialog.tag.colour,
            description: dialog.tag.description ?? '',
          }}
          saving={update.isPending}
          error={update.error ? errorMessage(update.error) : null}
          onClose={close}
          onSubmit={(draft) => saveEdit(dialog.tag, draft)}
        />
      ) : null}

      {dialog?.kind === 'confirmMerge' ? (
        <Modal opened onClose={close} title="Merge into an existing tag?" centered>
          <Stack gap="md">
            <Text fz="sm">
              A tag named “{dialog.target.tag}” already exists on {plural(dialog.target.count, 'candidate')}.
              Renaming “{dialog.tag.tag}” ({plural(dialog.tag.count, 'candidate')}) merges the two into “
              {dialog.target.tag}”. This cannot be undone.
            </Text>
            {update.error ? (
              <Alert color="red" variant="light" role="alert">
                {errorMessage(update.error)}
              </Alert>
            ) : null}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button loading={update.isPending} onClick={() => saveEdit(dialog.tag, dialog.draft, true)}>
                Merge tags
              </Button>
            </Group>
          </Stack>
        </Modal>
      ) : null}

      {dialog?.kind === 'merge' ? (
        <Modal opened onClose={close} title={`Merge ${dialog.tags.length} tags`} centered>
          <form
            onSubmit={(e) => {
              e.preventDefault();
              const target = mergeTarget.trim();
              if (!target) return;
              merge.mutate(
                { sources: dialog.tags.map((t) => t.tag), target },
                {
                  onSuccess: (res) => {
                    close();
                    setSelected(new Map());
                    notifySuccess(
                      `${dialog.tags.length} tags merged into “${res.tag?.tag}” (${plural(res.candidatesAffected, 'candidate')} updated)`,
                    );
                  },
                },
              );
            }}
          >
            <Stack gap="sm">
              <Group gap={6}>
                {dialog.tags.map((t) => (
                  <TagBadge key={t.tag} tag={t} />
                ))}
              </Group>
              <Autocomplete
                label="Merge into"
                description="One of these tags, or a new name"
                required
                data-autofocus
                maxLength={40}
                data={dialog.tags.map((t) => t.tag)}
                value={mergeTarget}
                onChange={setMergeTarget}
                error={mergeTarget.trim() === '' ? 'Enter the tag to keep' : null}
              />
              <Text fz="sm" c="dimmed">
                Up to{' '}
                {plural(
                  dialog.tags.reduce((n, t) => n + t.count, 0),
                  'candidate',
                )}{' '}
                will carry “{mergeTarget.trim() || '…'}” instead. This cannot be undone.
              </Text>
              {merge.error ? (
                <Alert color="red" variant="light" role="alert">
                  {errorMessage(merge.error)}
                </Alert>
              ) : null}
              <Group justify="flex-end">
                <Button variant="default" onClick={close}>
                  Cancel
                </Button>
                <Button type="submit" loading={merge.isPending} disabled={mergeTarget.trim() === ''}>
                  Merge tags
                </Button>
              </Group>
            </Stack>
          </form>
        </Modal>
      ) : null}

      {dialog?.kind === 'delete' ? (
        <Modal opened onClose={close} title={`Delete “${dialog.tag.tag}”?`} centered>
          <Stack gap="md">
            <Text fz="sm">
              {dialog.tag.count > 0
                ? `The tag comes off ${plural(dialog.tag.count, 'candidate')}. This cannot be undone.`
                : 'No candidate carries this tag. It leaves the list.'}
            </Text>
            {remove.error ? (
              <Alert color="red" variant="light" role="alert">
                {errorMessage(remove.error)}
              </Alert>
            ) : null}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button
                color="red"
                loading={remove.isPending}
                onClick={() =>
                  remove.mutate(dialog.tag.tag, {
                    onSuccess: (res) => {
                      close();
                      setSelected((s) => {
                        const next = new Map(s);
                        next.delete(dialog.tag.tag);
                        return next;
                      });
                      notifySuccess(`Tag deleted from ${plural(res.candidatesAffected, 'candidate')}`);
                    },
                  })
                }
              >
                Delete tag
              </Button>
            </Group>
          </Stack>
        </Modal>
      ) : null}
    </Stack>
  );
}
