import { Button, Center, Loader, Modal } from '@mantine/core';
import type { ProjectInformation } from '@talentbase/shared';
import { useMemo } from 'react';
import { notifySuccess } from '../../../lib/notify';
import { useProjectCustomValues } from '../../custom-fields/api/custom-fields';
import { useUpdateBasicInfo } from '../api/update-basic-info';
import { projectFormValuesOf } from '../lib/form-values';
import { ProjectForm } from './project-form';

/** The create form, prefilled, saving through updateBasicInfo (owner only). */
export function EditProjectModal({
  project,
  opened,
  onClose,
}: {
  project: ProjectInformation;
  opened: boolean;
  onClose: () => void;
}) {
  const update = useUpdateBasicInfo();
  const custom = useProjectCustomValues(project.projectId, opened);
  // Seeded when the dialog opens; a refetch meanwhile does not overwrite what is being typed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-seed on opening only
  const initialValues = useMemo(() => projectFormValuesOf(project), [opened]);
  return (
    <Modal opened={opened} onClose={onClose} title="Edit project" size="xl">
      {opened && !custom.data && !custom.isError ? (
        <Center py="xl">
          <Loader size="sm" role="status" aria-label="Loading the project's fields" />
        </Center>
      ) : null}
      {opened && (custom.data || custom.isError) ? (
        <ProjectForm
          customFields={custom.data?.fields}
          customValues={custom.data?.values}
          mode="edit"
          initialValues={initialValues}
          archived={project.archived}
          submitLabel="Save changes"
          pending={update.isPending}
          onSubmit={async (fields, customFields) => {
            const { data } = await update.mutateAsync({
              projectId: project.projectId,
              ...fields,
              ...(customFields ? { customFields } : {}),
            });
            notifySuccess(`“${data.projectName}” was saved.`, { title: 'Project updated' });
            onClose();
          }}
          secondaryAction={
            <Button variant="default" onClick={onClose} disabled={update.isPending}>
              Cancel
            </Button>
          }
        />
      ) : null}
    </Modal>
  );
}
