import { Stack } from '@mantine/core';
import { PageHeader } from '../../components/page-header';
import { TemplateList } from '../../features/engage-templates/components/template-list';

export const ADMIN_ENGAGE_TEMPLATES_PATH = '/admin/sourcing/engage/templates';

/** Admin › Sourcing › Team templates: every template of the team, private ones included, read-only. */
export function AdminEngageTemplatesPage() {
  return (
    <Stack gap="md">
      <PageHeader
        title="Team templates"
        description="Every email template your team's members wrote. Read-only."
      />
      <TemplateList team />
    </Stack>
  );
}
