import {
  Autocomplete,
  Button,
  Card,
  Group,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import {
  type AtsSourceTracking,
  atsSourceTrackingSchema,
  KNOWN_ATS_PROVIDERS,
  SOURCE_OVERRIDES_MAX,
  SOURCE_TEXT_MAX,
} from '@talentbase/shared';
import { useState } from 'react';
import { PageHeader } from '../../components/page-header';
import { useSaveTeamSettings, useTeamSettings } from '../../features/organization/api';
import { SaveBar, SettingsFrame } from '../../features/organization/settings-form';
import { issuesByPath, serverFields } from '../../features/organization/source-tracking-form';
import { notifySuccess } from '../../lib/notify';

const PROVIDER_IDS = KNOWN_ATS_PROVIDERS.map((p) => p.id);
const labelOf = (id: string) => KNOWN_ATS_PROVIDERS.find((p) => p.id === id)?.label ?? id;

function AtsSourceForm({ initial }: { initial: AtsSourceTracking }) {
  const save = useSaveTeamSettings('ats-source-tracking');
  const [value, setValue] = useState(initial);
  const [checked, setChecked] = useState<Record<string, string>>({});
  const errors = { ...serverFields(save.error), ...checked };
  const setOverride = (i: number, patch: Partial<AtsSourceTracking['overrides'][number]>) =>
    setValue((v) => ({ ...v, overrides: v.overrides.map((o, j) => (j === i ? { ...o, ...patch } : o)) }));
  const example = value.overrides[0];

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const result = atsSourceTrackingSchema.safeParse(value);
        setChecked(issuesByPath(result));
        if (result.success)
          save.mutate(result.data, { onSuccess: () => notifySuccess('ATS source tracking saved') });
      }}
    >
      <Stack gap="md">
        <TextInput
          label="Source name"
          description="Written as the candidate's source in your ATS, for example Talentbase."
          required
          maxLength={SOURCE_TEXT_MAX}
          value={value.sourceName}
          onChange={(e) => {
            const sourceName = e.currentTarget.value;
            setValue((v) => ({ ...v, sourceName }));
          }}
          error={errors.sourceName}
        />
        <TextInput
          label="Medium"
          description="How the candidate was reached, for example Sourcing or Outbound."
          required
          maxLength={SOURCE_TEXT_MAX}
          value={value.sourceMedium}
          onChange={(e) => {
            const sourceMedium = e.currentTarget.value;
            setValue((v) => ({ ...v, sourceMedium }));
          }}
          error={errors.sourceMedium}
        />

        <Stack gap="xs">
          <Title order={2} fz="h4">
            Exceptions per ATS
          </Title>
          <Text fz="sm" c="dimmed">
            When your team pushes to more than one ATS, one of them can receive its own source and medium.
          </Text>
          {value.overrides.length === 0 ? (
            <Text fz="sm">No exceptions: every ATS receives the source and medium above.</Text>
          ) : null}
          {value.overrides.map((o, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id until saved; order is stable
            <Card key={i} withBorder padding="sm" component="fieldset" style={{ margin: 0 }}>
              <VisuallyHidden component="legend">Exception {i + 1}</VisuallyHidden>
              <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
                <Autocomplete
                  label="ATS"
                  placeholder="e.g. greenhouse_harvest"
                  data={PROVIDER_IDS}
                  value={o.providerId}
                  onChange={(providerId) => setOverride(i, { providerId })}
                  error={errors[`overrides.${i}.providerId`]}
                />
                <TextInput
                  label="Source name"
                  maxLength={SOURCE_TEXT_MAX}
                  value={o.sourceName}
                  onChange={(e) => setOverride(i, { sourceName: e.currentTarget.value })}
                  error={errors[`overrides.${i}.sourceName`]}
                />
                <TextInput
                  label="Medium"
                  maxLength={SOURCE_TEXT_MAX}
                  value={o.sourceMedium}
                  onChange={(e) => setOverride(i, { sourceMedium: e.currentTarget.value })}
                  error={errors[`overrides.${i}.sourceMedium`]}
                />
              </SimpleGrid>
              <Group justify="flex-end" mt="xs">
                <Button
                  variant="subtle"
                  color="red"
                  size="compact-sm"
                  onClick={() =>
                    setValue((v) => ({ ...v, overrides: v.overrides.filter((_, j) => j !== i) }))
                  }
                >
                  Remove<VisuallyHidden> exception {i + 1}</VisuallyHidden>
                </Button>
              </Group>
            </Card>
          ))}
          {errors.overrides ? (
            <Text c="red" fz="sm" role="alert">
              {errors.overrides}
            </Text>
          ) : null}
          <Group>
            <Button
              variant="light"
              disabled={value.overrides.length >= SOURCE_OVERRIDES_MAX}
              onClick={() =>
                setValue((v) => ({
                  ...v,
                  overrides: [
                    ...v.overrides,
                    { providerId: '', sourceName: v.sourceName, sourceMedium: v.sourceMedium },
                  ],
                }))
              }
            >
              Add an exception
            </Button>
          </Group>
        </Stack>

        <Card withBorder padding="sm" bg="var(--mantine-color-gray-0)">
          <Text fz="sm" data-testid="source-example">
            A candidate pushed to any ATS is written with source <strong>{value.sourceName || '…'}</strong>{' '}
            and medium <strong>{value.sourceMedium || '…'}</strong>
            {example?.providerId ? (
              <>
                ; to {labelOf(example.providerId)} with source <strong>{example.sourceName || '…'}</strong>{' '}
                and medium <strong>{example.sourceMedium || '…'}</strong>
              </>
            ) : null}
            .
          </Text>
        </Card>
        <SaveBar loading={save.isPending} error={save.error} fieldsShown={Object.keys(errors).length > 0} />
      </Stack>
    </form>
  );
}

/** Team settings › ATS source tracking (`/admin/team-settings/ats-source-tracking`). */
export function AdminTeamSettingsAtsSourceTrackingPage() {
  const settings = useTeamSettings('ats-source-tracking');
  return (
    <Stack gap="md" maw={860}>
      <PageHeader
        title="ATS source tracking"
        description="The source name and medium written into your applicant-tracking system for every candidate Talentbase pushes."
      />
      <SettingsFrame query={settings} what="ATS source tracking">
        {(answer) => <AtsSourceForm key={answer.updatedAt ?? 'defaults'} initial={answer.data} />}
      </SettingsFrame>
    </Stack>
  );
}
