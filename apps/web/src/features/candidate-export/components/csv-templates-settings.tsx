import { Badge, Button, Card, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { type CsvTemplate, EXPORT_COLUMN_LABEL } from '@talentbase/shared';
import { useState } from 'react';
import { LoadError } from '../../../components/load-error';
import { notifyError, notifySuccess } from '../../../lib/notify';
import {
  useCreateCsvTemplate,
  useCsvTemplates,
  useDeleteCsvTemplate,
  useUpdateCsvTemplate,
} from '../api/export-calls';
import { CsvTemplateEditor, type TemplateDraft } from './csv-template-editor';

function Columns({ columns }: { columns: CsvTemplate['columns'] }) {
  return (
    <Group gap={4}>
      {columns.map((c) => (
        <Badge key={c} variant="default" radius="sm" tt="none" fw={500}>
          {EXPORT_COLUMN_LABEL[c]}
        </Badge>
      ))}
    </Group>
  );
}

/** The team's CSV download templates: list, create, edit (name, columns, order), default, delete. */
export function CsvTemplatesSettings() {
  const templates = useCsvTemplates();
  const create = useCreateCsvTemplate();
  const update = useUpdateCsvTemplate();
  const remove = useDeleteCsvTemplate();
  const [editing, setEditing] = useState<CsvTemplate | 'new' | null>(null);
  const [deleting, setDeleting] = useState<CsvTemplate | null>(null);

  const save = (draft: TemplateDraft) => {
    const done = {
      onSuccess: () => {
        setEditing(null);
        notifySuccess('Template saved');
      },
    };
    if (editing === 'new') create.mutate(draft, done);
    else if (editing) update.mutate({ id: editing.id, ...draft }, done);
  };

  if (editing) {
    const mutation = editing === 'new' ? create : update;
    return (
      <CsvTemplateEditor
        template={editing === 'new' ? null : editing}
        saving={mutation.isPending}
        error={mutation.error}
        onSave={save}
        onCancel={() => {
          create.reset();
          update.reset();
          setEditing(null);
        }}
      />
    );
  }

  const list = templates.data;
  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')} disabled={!list}>
          New template
        </Button>
      </Group>
      {!list && templates.isError ? (
        <LoadError
          title="Templates could not be loaded"
          error={templates.error}
          onRetry={() => templates.refetch()}
        />
      ) : !list ? (
        <Stack gap="sm" aria-busy="true" data-testid="templates-loading">
          {[0, 1].map((i) => (
            <Skeleton key={i} height={72} />
          ))}
        </Stack>
      ) : (
        <>
          <Card withBorder padding="md">
            <Text fw={600} fz="sm">
              Standard columns{' '}
              {list.data.some((t) => t.isDefault) ? '' : '(used now: no template is the default)'}
            </Text>
            <Columns columns={list.builtInColumns} />
          </Card>
          {list.data.length === 0 ? (
            <Text c="dimmed" fz="sm">
              No templates yet. Create one to choose which columns an export writes and in which order.
            </Text>
          ) : null}
          {list.data.map((t) => (
            <Card key={t.id} withBorder padding="md" aria-label={t.name}>
              <Stack gap="xs">
                <Group justify="space-between" wrap="nowrap">
                  <Group gap="xs">
                    <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {t.name}
                    </Text>
                    {t.isDefault ? <Badge color="violet">Default</Badge> : null}
                  </Group>
                  <Group gap="xs" wrap="nowrap">
                    {!t.isDefault ? (
                      <Button
                        size="xs"
                        variant="subtle"
                        onClick={() =>
                          update.mutate(
                            { id: t.id, isDefault: true },
                            {
                              onSuccess: () => notifySuccess(`${t.name} is now the default`),
                              onError: (e) => notifyError(e),
                            },
                          )
                        }
                      >
                        Make default
                      </Button>
                    ) : null}
                    <Button size="xs" variant="light" onClick={() => setEditing(t)}>
                      Edit
                    </Button>
                    <Button size="xs" variant="subtle" color="red" onClick={() => setDeleting(t)}>
                      Delete
                    </Button>
                  </Group>
                </Group>
                <Columns columns={t.columns} />
              </Stack>
            </Card>
          ))}
        </>
      )}
      <Modal opened={deleting !== null} onClose={() => setDeleting(null)} title="Delete template?">
        <Stack>
          <Text fz="sm">
            {deleting?.name} will no longer be offered when exporting. Exports already downloaded are not
            affected.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeleting(null)}>
              Cancel
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() =>
                deleting &&
                remove.mutate(deleting.id, {
                  onSuccess: () => {
                    setDeleting(null);
                    notifySuccess('Template deleted');
                  },
                  onError: (e) => {
                    setDeleting(null);
                    notifyError(e);
                  },
                })
              }
            >
              Delete
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
