import { Button, Card, Skeleton, Stack } from '@mantine/core';
import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { useCustomFields } from '../../features/custom-fields/api/custom-fields';
import { useTeamSettings } from '../../features/organization/api';
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
  // The team's project settings preselect who sees the project and mark the fields it requires;
  // without them (an error) the form starts empty, and the server still enforces the rule.
  const settings = useTeamSettings('projects');
  const defaultVisibility = settings.data?.data.defaultVisibility;
  const initialValues = useMemo(
    () => ({
      ...emptyProjectFormValues(),
      ...(defaultVisibility === undefined ? {} : { projectStatus: String(defaultVisibility) }),
    }),
    [defaultVisibility],
  );

  return (
    <Stack gap={0} maw={880}>
      <PageHeader
        title="Create project"
        description="One project per job you hire for. Job title, project status and project name are required; the rest can wait."
      />
      <Card>
        {settings.isPending ? (
          <Stack gap="sm" aria-busy="true">
            <Skeleton height={36} />
            <Skeleton height={36} />
          </Stack>
        ) : (
          <ProjectForm
            key={String(defaultVisibility)}
            requiredFields={settings.data?.data.requiredFields}
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
              notifySuccess(`“${data.projectName}” is ready. You are its owner.`, {
                title: 'Project created',
              });
              navigate(projectPath(data.projectId));
            }}
            secondaryAction={
              <Button variant="default" component={Link} to={PROJECT_LIST_PATH}>
                Cancel
              </Button>
            }
          />
        )}
      </Card>
    </Stack>
  );
}
