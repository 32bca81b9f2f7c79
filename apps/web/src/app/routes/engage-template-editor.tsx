import { Anchor, Center, Loader, Stack } from '@mantine/core';
import { Link, useNavigate, useParams } from 'react-router';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';
import { useTemplate } from '../../features/engage-templates/api/templates';
import { TemplateEditor } from '../../features/engage-templates/components/template-editor';
import { ENGAGE_TEMPLATES_PATH } from './engage-templates';

/** `/engage/templates/new` and `/engage/templates/{id}`: write or change a template beside its live preview. */
export function EngageTemplateEditorPage() {
  const { templateId } = useParams();
  const isNew = !templateId || templateId === 'new';
  const navigate = useNavigate();
  const template = useTemplate(isNew ? null : (templateId ?? null));
  const back = (
    <Anchor component={Link} to={ENGAGE_TEMPLATES_PATH} fz="sm">
      Back to templates
    </Anchor>
  );
  if (!isNew && template.isLoading)
    return (
      <Center py="xl">
        <Loader role="status" aria-label="Loading the template" />
      </Center>
    );
  if (!isNew && (template.isError || !template.data))
    return (
      <Stack gap="md">
        <PageHeader title="Template" />
        <LoadError
          title="The template could not be loaded"
          error={template.error}
          onRetry={() => template.refetch()}
        />
        {back}
      </Stack>
    );
  const current = isNew ? null : (template.data ?? null);
  return (
    <Stack gap="md">
      {back}
      <PageHeader
        title={current ? current.name : 'New template'}
        documentTitle={current ? `Template ${current.name}` : 'New template'}
        description="Insert variables from the list; problems show as you type and the preview uses a real candidate."
      />
      <TemplateEditor
        key={current?.id ?? 'new'}
        template={current}
        onSaved={() => navigate(ENGAGE_TEMPLATES_PATH)}
      />
    </Stack>
  );
}
