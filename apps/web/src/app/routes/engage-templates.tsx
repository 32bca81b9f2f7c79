import { Button, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { TemplateList } from '../../features/engage-templates/components/template-list';

export const ENGAGE_TEMPLATES_PATH = '/engage/templates';
export const NEW_TEMPLATE_PATH = '/engage/templates/new';
export const TEMPLATE_EDITOR_ROUTE = '/engage/templates/:templateId';

/** Engage › Templates: the recruiter's templates and the ones the team shared. */
export function EngageTemplatesPage() {
  return (
    <Stack gap="md">
      <PageHeader
        title="Templates"
        description="Reusable emails with variables such as the candidate's first name, filled in for each person."
        actions={
          <Button
            component={Link}
            to={NEW_TEMPLATE_PATH}
            leftSection={<IconPlus size={16} aria-hidden="true" />}
          >
            New template
          </Button>
        }
      />
      <TemplateList />
    </Stack>
  );
}
