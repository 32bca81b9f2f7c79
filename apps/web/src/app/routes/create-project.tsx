import { Button, Card, Stack } from '@mantine/core';
import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { useCustomFields } from '../../features/custom-fields/api/custom-fields';
import { useCreateProject } from '../../features/projects/api/create-project';
import { ProjectForm } from '../../features/projects/components/project-form';
import { emptyProjectFormValues } from '../../features/projects/lib/form-values';
import { PROJECT_LIST_PATH, projectPath } from '../../features/projects/lib/paths';
import { notifySuccess } from '../../lib/notify';

/** Create project (`/v5/create-project`, gate projectCreate): the ten default fields, then the new project. */
export function CreateProjectPage() {
  const create = useCreateProject();
  const custom = useCustomFields('project');
  const navigate = useNavigate();
  const initialValues = useMemo(emptyProjectFormValues, []);

  return (
    <Stack gap={0} maw={880}>
      <PageHeader
        title="Create project"
        description="One project per job you hire for. Job title, project status and project name are required; the rest can wait."
      />
      <Card>
        <ProjectForm
          mode="create"
          initialValues={initialValues}
          submitLabel="Create project"
          pending={create.isPending}
          customFields={custom.data?.data}
          onSubmit={async (fields, customFields) => {
            const { data } = await create.mutateAsync({
              ...fields,
              ...(customFields ? { customFields } : {}),
            });
            notifySuccess(`“${data.projectName}” is ready. You are its owner.`, { title: 'Project created' });
            navigate(projectPath(data.projectId));
          }}
          secondaryAction={
            <Button variant="default" component={Link} to={PROJECT_LIST_PATH}>
              Cancel
            </Button>
          }
        />
      </Card>
    </Stack>
  );
}
