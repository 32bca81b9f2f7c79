/**
 * Project custom fields: the inputs inside the create and edit project form (required ones must
 * be filled before the form is sent), and the values on the project page.
 */
import { Card, Grid, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { CustomField, CustomValues, CustomValuesInput } from '@talentbase/shared';
import { useMemo, useState } from 'react';
import { isApiError } from '../../../lib/api-client';
import { useProjectCustomValues } from '../api/custom-fields';
import {
  CustomFieldInput,
  CustomFieldValue,
  checkDrafts,
  draftsOf,
  type FieldDrafts,
} from './custom-field-inputs';

export type CustomFieldDraftsState = {
  fields: readonly CustomField[];
  ids: string[];
  drafts: FieldDrafts;
  errors: Record<string, string>;
  setDraft: (id: string, value: unknown) => void;
  /** The values to send, or null (messages shown) when one is wrong or a required one is empty. */
  check: () => CustomValuesInput | undefined | null;
  showServerErrors: (error: unknown) => void;
};

export function useCustomFieldDrafts(
  fields: readonly CustomField[] | undefined,
  values: CustomValues | undefined,
): CustomFieldDraftsState {
  const list = fields ?? [];
  const seeded = useMemo(() => draftsOf(list, values ?? {}), [list, values]);
  const [edits, setEdits] = useState<FieldDrafts>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const drafts = { ...seeded, ...edits };
  return {
    fields: list,
    ids: list.map((f) => f.id),
    drafts,
    errors,
    setDraft: (id, value) => {
      setEdits((e) => ({ ...e, [id]: value }));
      setErrors(({ [id]: _, ...rest }) => rest);
    },
    check: () => {
      if (list.length === 0) return undefined;
      const checked = checkDrafts(list, drafts, true);
      setErrors(checked.errors);
      if (Object.keys(checked.errors).length > 0) {
        const first = list.find((f) => checked.errors[f.id]);
        if (first) document.getElementById(`project-cf-${first.id}`)?.focus();
        return null;
      }
      return checked.values;
    },
    showServerErrors: (error) => {
      if (!isApiError(error)) return;
      const mine = Object.fromEntries(
        Object.entries(error.fields).filter(([k]) => list.some((f) => f.id === k)),
      );
      setErrors(mine);
    },
  };
}

export function ProjectCustomFieldsSection({ state }: { state: CustomFieldDraftsState }) {
  if (state.fields.length === 0) return null;
  return (
    <Stack gap="sm" component="fieldset" m={0} p={0} style={{ border: 0 }}>
      <Text component="legend" fw={600} fz="sm" mb="xs">
        Custom fields
      </Text>
      <Grid gap="md">
        {state.fields.map((field) => (
          <Grid.Col key={field.id} span={{ base: 12, sm: field.type === 'text' ? 12 : 6 }}>
            <div id={`project-cf-${field.id}`} tabIndex={-1}>
              <CustomFieldInput
                field={field}
                value={state.drafts[field.id]}
                error={state.errors[field.id]}
                onChange={(v) => state.setDraft(field.id, v)}
              />
            </div>
          </Grid.Col>
        ))}
      </Grid>
    </Stack>
  );
}

/** The project page's custom fields (read-only; the owner edits them with the project). */
export function ProjectCustomFieldsCard({ projectId }: { projectId: string }) {
  const query = useProjectCustomValues(projectId, !projectId.startsWith('-'));
  const data = query.data;
  if (!data || data.fields.length === 0) return null;
  return (
    <Card component="section" aria-labelledby="project-custom-fields-heading">
      <Title order={2} fz="lg" id="project-custom-fields-heading" mb="sm">
        Custom fields
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="sm" component="dl" m={0}>
        {data.fields.map((field) => (
          <Stack key={field.id} gap={2}>
            <Text component="dt" fz="xs" fw={600} c="dimmed" tt="uppercase" style={{ letterSpacing: 0.4 }}>
              {field.name}
            </Text>
            <Text component="dd" m={0} fz="sm">
              <CustomFieldValue field={field} value={data.values[field.id]} />
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Card>
  );
}
