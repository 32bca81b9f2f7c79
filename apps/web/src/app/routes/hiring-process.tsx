import { Button, Card, Skeleton, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconPlus } from '@tabler/icons-react';
import type { HiringProcessTemplate } from '@talentbase/shared';
import { useState } from 'react';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';
import { useTemplates } from '../../features/hiring-process/api/list-templates';
import {
  useDeleteTemplate,
  useSetDefaultTemplate,
} from '../../features/hiring-process/api/template-mutations';
import { DeleteTemplateModal } from '../../features/hiring-process/components/delete-template-modal';
import { NewTemplateModal } from '../../features/hiring-process/components/new-template-modal';
import { TemplateCard } from '../../features/hiring-process/components/template-card';
import { TemplateEditor } from '../../features/hiring-process/components/template-editor';
import { errorMessage, notifyError, notifySuccess } from '../../lib/notify';

export const HIRING_PROCESS_PATH = '/admin/team-settings/hiring-process';

function ListSkeleton() {
  return (
    <Stack gap="sm" data-testid="templates-loading" aria-busy="true">
      {[0, 1, 2].map((i) => (
        <Card key={i} withBorder padding="md">
          <Skeleton height={16} width="40%" mb="xs" />
          <Skeleton height={12} width="70%" />
        </Card>
      ))}
    </Stack>
  );
}

/**
 * Team settings › Hiring process (`/admin/team-settings/hiring-process`): the team's pipelines
 * with the projects using them, which one new projects get (the default), and an editor for
 * each. The route is gated by `teamSettings`, the same gate the API's changes need.
 */
export function HiringProcessPage() {
  const templates = useTemplates();
  const setDefault = useSetDefaultTemplate();
  const remove = useDeleteTemplate();
  const [editing, setEditing] = useState<HiringProcessTemplate | null>(null);
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<HiringProcessTemplate | null>(null);
  const [deleteProblem, setDeleteProblem] = useState<string | null>(null);
  const list = templates.data;

  if (editing) {
    return (
      <Stack gap="md" maw={900}>
        <PageHeader
          documentTitle={`Edit ${editing.templateName}`}
          title={<span style={{ overflowWrap: 'anywhere' }}>Edit {editing.templateName}</span>}
          description="Categories run left to right on a project's board; stages are its columns."
          actions={
            <Button
              variant="subtle"
              leftSection={<IconArrowLeft size={16} />}
              onClick={() => setEditing(null)}
            >
              All hiring processes
            </Button>
          }
        />
        <TemplateEditor key={editing.templateId} template={editing} onDone={() => setEditing(null)} />
      </Stack>
    );
  }

  return (
    <Stack gap="md" maw={900}>
      <PageHeader
        title="Hiring process"
        description="The pipelines your projects follow. New projects use the default one."
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)} disabled={!list}>
            New hiring process
          </Button>
        }
      />
      {templates.isError && !list ? (
        <LoadError
          title="Hiring processes could not be loaded"
          error={templates.error}
          onRetry={() => void templates.refetch()}
          testId="templates-error"
        />
      ) : !list ? (
        <ListSkeleton />
      ) : list.length === 0 ? (
        <Card withBorder padding="lg" data-testid="templates-empty">
          <Stack gap="xs" align="flex-start">
            <Text fw={600}>No hiring processes yet</Text>
            <Text fz="sm" c="dimmed">
              Create one to give your projects their own categories and stages.
            </Text>
            <Button onClick={() => setCreating(true)}>New hiring process</Button>
          </Stack>
        </Card>
      ) : (
        <Stack gap="sm">
          {list.map((template) => (
            <TemplateCard
              key={template.templateId}
              template={template}
              pending={setDefault.isPending && setDefault.variables === template.templateId}
              onEdit={() => setEditing(template)}
              onSetDefault={() =>
                setDefault.mutate(template.templateId, {
                  onSuccess: (t) => notifySuccess(`${t.templateName} is now the default for new projects`),
                  onError: (error) => notifyError(error),
                })
              }
              onDelete={() => {
                setDeleteProblem(null);
                setDeleting(template);
              }}
            />
          ))}
        </Stack>
      )}
      <NewTemplateModal
        opened={creating}
        templates={list ?? []}
        onClose={() => setCreating(false)}
        onCreated={(created) => {
          notifySuccess(`Hiring process created: ${created.templateName}`);
          setEditing(created);
        }}
      />
      <DeleteTemplateModal
        target={deleting}
        pending={remove.isPending}
        problem={deleteProblem}
        onCancel={() => setDeleting(null)}
        onConfirm={(target) =>
          remove.mutate(target.templateId, {
            onSuccess: () => {
              setDeleting(null);
              notifySuccess(`Hiring process deleted: ${target.templateName}`);
            },
            onError: (error) => setDeleteProblem(errorMessage(error)),
          })
        }
      />
    </Stack>
  );
}
