/**
 * The team's custom fields for candidates and for projects: create (name, type, help text,
 * options, required for projects), edit, put in order (move up or down, by keyboard too),
 * archive (a field with values) or delete (a field without), restore.
 */
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  Menu,
  Modal,
  Select,
  Skeleton,
  Stack,
  Tabs,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconDots, IconPlus, IconTrash } from '@tabler/icons-react';
import {
  CUSTOM_FIELD_TYPE_LABEL,
  CUSTOM_FIELD_TYPES,
  type CustomField,
  type CustomFieldEntity,
  type CustomFieldType,
} from '@talentbase/shared';
import { type FormEvent, useState } from 'react';
import { LoadError } from '../../../components/load-error';
import { isApiError } from '../../../lib/api-client';
import { errorMessage, notifyError, notifySuccess } from '../../../lib/notify';
import {
  useArchiveField,
  useCreateField,
  useCustomFields,
  useDeleteField,
  useReorderFields,
  useUpdateField,
} from '../api/custom-fields';

const isSelect = (type: CustomFieldType) => type === 'single_select' || type === 'multi_select';
const ENTITY_LABEL: Record<CustomFieldEntity, string> = { candidate: 'candidates', project: 'projects' };

type Draft = {
  name: string;
  type: CustomFieldType;
  helpText: string;
  required: boolean;
  options: { id?: string; label: string }[];
};

function FieldForm({
  entity,
  field,
  saving,
  error,
  onSubmit,
  onClose,
}: {
  entity: CustomFieldEntity;
  field: CustomField | null;
  saving: boolean;
  error: unknown;
  onSubmit: (draft: Draft) => void;
  onClose: () => void;
}) {
  const [draft, setDraft] = useState<Draft>(
    field
      ? {
          name: field.name,
          type: field.type,
          helpText: field.helpText ?? '',
          required: field.required,
          options: field.options,
        }
      : { name: '', type: 'text', helpText: '', required: false, options: [] },
  );
  const [tried, setTried] = useState(false);
  const select = isSelect(draft.type);
  const cleanOptions = draft.options.filter((o) => o.label.trim() !== '');
  const errors: Record<string, string> = {};
  if (draft.name.trim() === '') errors.name = 'Enter a field name';
  if (select && cleanOptions.length === 0) errors.options = 'A select field needs at least one option';
  const labels = cleanOptions.map((o) => o.label.trim().toLowerCase());
  if (new Set(labels).size !== labels.length) errors.options = 'Each option must be different';
  const server = isApiError(error) ? error.fields : {};
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (Object.keys(errors).length > 0) return;
    onSubmit({ ...draft, name: draft.name.trim(), options: select ? cleanOptions : [] });
  };
  return (
    <Modal
      opened
      onClose={onClose}
      title={field ? `Edit “${field.name}”` : `New ${entity} field`}
      centered
      size="lg"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label="Name"
            required
            data-autofocus
            maxLength={60}
            value={draft.name}
            error={(tried && errors.name) || server.name}
            onChange={(e) => setDraft({ ...draft, name: e.currentTarget.value })}
          />
          <Select
            label="Type"
            required
            disabled={field !== null}
            description={field ? 'The type cannot change once values may exist' : undefined}
            data={CUSTOM_FIELD_TYPES.map((t) => ({ value: t, label: CUSTOM_FIELD_TYPE_LABEL[t] }))}
            value={draft.type}
            allowDeselect={false}
            onChange={(v) =>
              v &&
              setDraft({
                ...draft,
                type: v as CustomFieldType,
                options:
                  isSelect(v as CustomFieldType) && draft.options.length === 0
                    ? [{ label: '' }]
                    : draft.options,
              })
            }
          />
          <Textarea
            label="Help text"
            description="Shown under the field where people fill it in"
            maxLength={300}
            minRows={2}
            value={draft.helpText}
            error={server.helpText}
            onChange={(e) => setDraft({ ...draft, helpText: e.currentTarget.value })}
          />
          {entity === 'project' ? (
            <Checkbox
              label="Required: a project cannot be created or saved without it"
              checked={draft.required}
              onChange={(e) => setDraft({ ...draft, required: e.currentTarget.checked })}
            />
          ) : null}
          {select ? (
            <Stack gap={6} role="group" aria-labelledby="field-options-label">
              <Text id="field-options-label" fz="sm" fw={500}>
                Options
              </Text>
              {draft.options.map((o, i) => (
                <Group key={o.id ?? `new-${i}`} gap="xs" wrap="nowrap">
                  <TextInput
                    aria-label={`Option ${i + 1}`}
                    maxLength={80}
                    value={o.label}
                    style={{ flex: 1 }}
                    onChange={(e) => {
                      const options = [...draft.options];
                      options[i] = { ...o, label: e.currentTarget.value };
                      setDraft({ ...draft, options });
                    }}
                  />
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    aria-label={`Remove option ${i + 1}`}
                    onClick={() => setDraft({ ...draft, options: draft.options.filter((_, j) => j !== i) })}
                  >
                    <IconTrash size={16} aria-hidden="true" />
                  </ActionIcon>
                </Group>
              ))}
              {(tried && errors.options) || server.options ? (
                <Text fz="xs" c="red" role="alert">
                  {(tried && errors.options) || server.options}
                </Text>
              ) : null}
              <Button
                variant="subtle"
                size="xs"
                leftSection={<IconPlus size={14} aria-hidden="true" />}
                onClick={() => setDraft({ ...draft, options: [...draft.options, { label: '' }] })}
                style={{ alignSelf: 'flex-start' }}
              >
                Add option
              </Button>
            </Stack>
          ) : null}
          {error &&
          !(isApiError(error) && Object.keys(error.fields).some((k) => k === 'name' || k === 'options')) ? (
            <Alert color="red" variant="light" role="alert">
              {errorMessage(error)}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={saving}>
              Save field
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function FieldList({ entity }: { entity: CustomFieldEntity }) {
  const fields = useCustomFields(entity, true);
  const create = useCreateField();
  const update = useUpdateField();
  const archive = useArchiveField();
  const remove = useDeleteField();
  const reorder = useReorderFields();
  const [editing, setEditing] = useState<CustomField | 'new' | null>(null);
  const [deleting, setDeleting] = useState<CustomField | null>(null);

  const close = () => {
    create.reset();
    update.reset();
    setEditing(null);
  };
  const list = fields.data?.data;
  const active = list?.filter((f) => !f.archived) ?? [];
  const archived = list?.filter((f) => f.archived) ?? [];

  const move = (index: number, by: -1 | 1) => {
    const ids = active.map((f) => f.id);
    const [id] = ids.splice(index, 1);
    if (!id) return;
    ids.splice(index + by, 0, id);
    reorder.mutate({ entity, fieldIds: ids }, { onError: (e) => notifyError(e) });
  };

  const save = (draft: Draft) => {
    const done = {
      onSuccess: () => {
        close();
        notifySuccess('Field saved');
      },
    };
    const body = {
      name: draft.name,
      helpText: draft.helpText.trim() || null,
      ...(entity === 'project' ? { required: draft.required } : {}),
      ...(isSelect(draft.type) ? { options: draft.options } : {}),
    };
    if (editing === 'new') create.mutate({ entity, type: draft.type, ...body }, done);
    else if (editing) update.mutate({ id: editing.id, ...body }, done);
  };

  const row = (field: CustomField, index: number) => (
    <Card key={field.id} withBorder padding="sm" radius="md" aria-label={field.name} component="li">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Group gap={6}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {field.name}
            </Text>
            <Badge variant="default" tt="none" radius="sm">
              {CUSTOM_FIELD_TYPE_LABEL[field.type]}
            </Badge>
            {field.required ? (
              <Badge color="orange" variant="light" tt="none" radius="sm">
                Required
              </Badge>
            ) : null}
            {field.archived ? (
              <Badge color="gray" variant="light" tt="none" radius="sm">
                Archived
              </Badge>
            ) : null}
          </Group>
          {field.helpText ? (
            <Text fz="sm" c="dimmed">
              {field.helpText}
            </Text>
          ) : null}
          {field.options.length > 0 ? (
            <Text fz="xs" c="dimmed">
              Options: {field.options.map((o) => o.label).join(', ')}
            </Text>
          ) : null}
          <Text fz="xs" c="dimmed">
            {field.valueCount === 0
              ? `Not filled in on any ${entity} yet`
              : `Filled in on ${field.valueCount.toLocaleString('en-US')} ${field.valueCount === 1 ? entity : ENTITY_LABEL[entity]}`}
          </Text>
        </Stack>
        <Group gap={4} wrap="nowrap">
          {!field.archived ? (
            <>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={`Move ${field.name} up`}
                disabled={index === 0 || reorder.isPending}
                onClick={() => move(index, -1)}
              >
                <IconArrowUp size={16} aria-hidden="true" />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={`Move ${field.name} down`}
                disabled={index === active.length - 1 || reorder.isPending}
                onClick={() => move(index, 1)}
              >
                <IconArrowDown size={16} aria-hidden="true" />
              </ActionIcon>
            </>
          ) : null}
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${field.name}`}>
                <IconDots size={16} aria-hidden="true" />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              {!field.archived ? <Menu.Item onClick={() => setEditing(field)}>Edit</Menu.Item> : null}
              <Menu.Item
                onClick={() =>
                  archive.mutate(
                    { id: field.id, archived: !field.archived },
                    {
                      onSuccess: () => notifySuccess(field.archived ? 'Field restored' : 'Field archived'),
                      onError: (e) => notifyError(e),
                    },
                  )
                }
              >
                {field.archived ? 'Restore' : 'Archive'}
              </Menu.Item>
              {field.valueCount === 0 ? (
                <Menu.Item color="red.8" onClick={() => setDeleting(field)}>
                  Delete
                </Menu.Item>
              ) : null}
            </Menu.Dropdown>
          </Menu>
        </Group>
      </Group>
    </Card>
  );

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text fz="sm" c="dimmed">
          Fields appear on every {entity} page in this order
          {entity === 'candidate' ? ', in the All candidates filters and in CSV exports' : ''}.
        </Text>
        <Button
          leftSection={<IconPlus size={16} aria-hidden="true" />}
          onClick={() => setEditing('new')}
          disabled={!list}
        >
          New field
        </Button>
      </Group>
      {!list && fields.isError ? (
        <LoadError
          title="Custom fields could not be loaded"
          error={fields.error}
          onRetry={() => fields.refetch()}
        />
      ) : !list ? (
        <Stack gap="sm" aria-busy="true" data-testid="fields-loading">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={72} radius="md" />
          ))}
        </Stack>
      ) : active.length === 0 && archived.length === 0 ? (
        <Alert variant="light" color="gray" title={`No ${entity} fields yet`}>
          Add fields for what your team records about its {ENTITY_LABEL[entity]} beyond the built-in ones.
        </Alert>
      ) : (
        <>
          <Stack
            gap="xs"
            component="ol"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label={`Active ${entity} fields`}
          >
            {active.map(row)}
          </Stack>
          {archived.length > 0 ? (
            <Stack gap="xs">
              <Text fw={600} fz="sm">
                Archived (values kept, hidden)
              </Text>
              <Stack
                gap="xs"
                component="ul"
                p={0}
                m={0}
                style={{ listStyle: 'none' }}
                aria-label={`Archived ${entity} fields`}
              >
                {archived.map(row)}
              </Stack>
            </Stack>
          ) : null}
        </>
      )}
      {editing ? (
        <FieldForm
          entity={entity}
          field={editing === 'new' ? null : editing}
          saving={create.isPending || update.isPending}
          error={create.error ?? update.error}
          onSubmit={save}
          onClose={close}
        />
      ) : null}
      {deleting ? (
        <Modal opened onClose={() => setDeleting(null)} title={`Delete “${deleting.name}”?`} centered>
          <Stack gap="md">
            <Text fz="sm">No {entity} has a value in this field. It is removed for good.</Text>
            {remove.error ? (
              <Alert color="red" variant="light" role="alert">
                {errorMessage(remove.error)}
              </Alert>
            ) : null}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setDeleting(null)}>
                Cancel
              </Button>
              <Button
                color="red"
                loading={remove.isPending}
                onClick={() =>
                  remove.mutate(deleting.id, {
                    onSuccess: () => {
                      setDeleting(null);
                      notifySuccess('Field deleted');
                    },
                  })
                }
              >
                Delete field
              </Button>
            </Group>
          </Stack>
        </Modal>
      ) : null}
    </Stack>
  );
}

export function CustomFieldsSettings() {
  const [tab, setTab] = useState<CustomFieldEntity>('candidate');
  return (
    <Tabs value={tab} onChange={(v) => v && setTab(v as CustomFieldEntity)} keepMounted={false}>
      <Tabs.List mb="md">
        <Tabs.Tab value="candidate">Candidate fields</Tabs.Tab>
        <Tabs.Tab value="project">Project fields</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="candidate">
        <FieldList entity="candidate" />
      </Tabs.Panel>
      <Tabs.Panel value="project">
        <FieldList entity="project" />
      </Tabs.Panel>
    </Tabs>
  );
}
