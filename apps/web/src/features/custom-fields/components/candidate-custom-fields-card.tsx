/**
 * The candidate record's "Custom fields" card: the team's candidate fields with their values;
 * whoever may edit the candidate's info edits them in place (all saved together).
 */
import { Alert, Button, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { LoadError } from '../../../components/load-error';
import { isApiError } from '../../../lib/api-client';
import { errorMessage, notifySuccess } from '../../../lib/notify';
import { SectionCard } from '../../candidate-record/components/section-card';
import { useCandidateCustomValues, useSaveCandidateCustomValues } from '../api/custom-fields';
import {
  CustomFieldInputs,
  CustomFieldValue,
  checkDrafts,
  draftsOf,
  type FieldDrafts,
} from './custom-field-inputs';

export function CandidateCustomFieldsCard({
  candidateId,
  projectId,
  canEdit,
}: {
  candidateId: number;
  projectId: string | null;
  canEdit: boolean;
}) {
  const query = useCandidateCustomValues(candidateId, projectId ?? undefined);
  const save = useSaveCandidateCustomValues(candidateId, projectId ?? undefined);
  const [drafts, setDrafts] = useState<FieldDrafts | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const data = query.data;

  // A team without candidate fields sees no card at all.
  if (data && data.fields.length === 0) return null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!data || !drafts) return;
    const checked = checkDrafts(data.fields, drafts, false);
    setErrors(checked.errors);
    if (Object.keys(checked.errors).length > 0) return;
    save.mutate(checked.values, {
      onSuccess: () => {
        setDrafts(null);
        notifySuccess('Custom fields saved');
      },
      onError: (error) => {
        if (isApiError(error)) setErrors(error.fields);
      },
    });
  };

  return (
    <SectionCard
      title="Custom fields"
      onEdit={canEdit && data && !drafts ? () => setDrafts(draftsOf(data.fields, data.values)) : undefined}
      editLabel="Edit custom fields"
    >
      {!data && query.isError ? (
        <LoadError
          title="Custom fields could not be loaded"
          error={query.error}
          onRetry={() => query.refetch()}
        />
      ) : !data ? (
        <Stack gap="xs" aria-busy="true" data-testid="custom-fields-loading">
          <Skeleton height={18} />
          <Skeleton height={18} />
        </Stack>
      ) : drafts ? (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <CustomFieldInputs fields={data.fields} drafts={drafts} errors={errors} onChange={setDrafts} />
            {save.error && !(isApiError(save.error) && Object.keys(save.error.fields).length > 0) ? (
              <Alert color="red" variant="light" role="alert">
                {errorMessage(save.error)}
              </Alert>
            ) : null}
            <Group justify="flex-end">
              <Button
                variant="default"
                onClick={() => {
                  setDrafts(null);
                  setErrors({});
                  save.reset();
                }}
              >
                Cancel
              </Button>
              <Button type="submit" loading={save.isPending}>
                Save
              </Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="xs" component="dl" m={0}>
          {data.fields.map((field) => (
            <Stack key={field.id} gap={0}>
              <Text component="dt" fz="xs" c="dimmed">
                {field.name}
              </Text>
              <Text component="dd" m={0} fz="sm">
                <CustomFieldValue field={field} value={data.values[field.id]} />
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      )}
    </SectionCard>
  );
}
