import { Checkbox, Radio, Stack, Text, Title } from '@mantine/core';
import {
  ALWAYS_REQUIRED_PROJECT_FIELDS,
  type ProjectFieldName,
  type ProjectSettings,
} from '@talentbase/shared';
import { PROJECT_DEFAULT_FIELDS } from '@talentbase/shared/domain/projects';
import { useState } from 'react';
import { PageHeader } from '../../components/page-header';
import { useSaveTeamSettings, useTeamSettings } from '../../features/organization/api';
import { SaveBar, SettingsFrame, saveErrors } from '../../features/organization/settings-form';
import { notifySuccess } from '../../lib/notify';

function ProjectSettingsForm({ initial }: { initial: ProjectSettings }) {
  const save = useSaveTeamSettings('projects');
  const [required, setRequired] = useState<ProjectFieldName[]>(initial.requiredFields);
  const [visibility, setVisibility] = useState<0 | 2>(initial.defaultVisibility);
  const errors = saveErrors(save.error);

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(
          { requiredFields: required, defaultVisibility: visibility },
          { onSuccess: () => notifySuccess('Project settings saved') },
        );
      }}
    >
      <Stack gap="lg">
        <Checkbox.Group
          label={
            <Title order={2} fz="lg" component="span">
              Required on project creation
            </Title>
          }
          description="The create-project form and the API refuse a project without these fields."
          value={required}
          onChange={(v) => setRequired(v as ProjectFieldName[])}
          error={errors.requiredFields}
        >
          <Stack gap="xs" mt="xs">
            {PROJECT_DEFAULT_FIELDS.map((f) => {
              const always = ALWAYS_REQUIRED_PROJECT_FIELDS.includes(f.name);
              return (
                <Checkbox
                  key={f.name}
                  value={f.name}
                  label={always ? `${f.label} (always required)` : f.label}
                  disabled={always}
                  checked={always || required.includes(f.name)}
                />
              );
            })}
          </Stack>
        </Checkbox.Group>
        <Radio.Group
          label={
            <Title order={2} fz="lg" component="span">
              Who sees new projects
            </Title>
          }
          description="The choice the create-project form starts with."
          value={String(visibility)}
          onChange={(v) => setVisibility(v === '2' ? 2 : 0)}
          error={errors.defaultVisibility}
        >
          <Stack gap="xs" mt="xs">
            <Radio value="0" label="The whole team" />
            <Radio value="2" label="Only the project's hiring team" />
          </Stack>
        </Radio.Group>
        <SaveBar loading={save.isPending} error={save.error} fieldsShown={Object.keys(errors).length > 0} />
      </Stack>
    </form>
  );
}

/**
 * Team settings › Project settings (`/admin/team-settings/project-settings`, also `projects` and
 * `project-setting`): the default fields required on creation and the visibility of new projects.
 */
export function AdminTeamSettingsProjectsPage() {
  const settings = useTeamSettings('projects');
  return (
    <Stack gap="md" maw={760}>
      <PageHeader title="Project settings" description="Defaults for every new project of your team." />
      <SettingsFrame query={settings} what="Project settings">
        {(answer) => <ProjectSettingsForm key={answer.updatedAt ?? 'defaults'} initial={answer.data} />}
      </SettingsFrame>
      <Text fz="xs" c="dimmed">
        Job title, project status and project name are part of every project.
      </Text>
    </Stack>
  );
}
