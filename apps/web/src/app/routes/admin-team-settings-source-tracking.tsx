import { Anchor, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import {
  CANDIDATE_ORIGIN_LABELS,
  CANDIDATE_ORIGINS,
  SOURCE_TEXT_MAX,
  type SourceTracking,
  sourceTrackingSchema,
} from '@talentbase/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { useSaveTeamSettings, useTeamSettings } from '../../features/organization/api';
import { SaveBar, SettingsFrame } from '../../features/organization/settings-form';
import { issuesByPath, serverFields } from '../../features/organization/source-tracking-form';
import { notifySuccess } from '../../lib/notify';

function SourceTrackingForm({ initial }: { initial: SourceTracking }) {
  const save = useSaveTeamSettings('source-tracking');
  const [value, setValue] = useState(initial);
  const [checked, setChecked] = useState<Record<string, string>>({});
  const errors = { ...serverFields(save.error), ...checked };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const result = sourceTrackingSchema.safeParse(value);
        setChecked(issuesByPath(result));
        if (result.success)
          save.mutate(result.data, { onSuccess: () => notifySuccess('Source tracking saved') });
      }}
    >
      <Stack gap="md">
        <Switch
          label="Write where each candidate came from as the medium"
          description="Off: every push uses the medium of ATS source tracking. On: the medium says how the candidate entered Talentbase."
          checked={value.mediumByOrigin}
          onChange={(e) => {
            const mediumByOrigin = e.currentTarget.checked;
            setValue((v) => ({ ...v, mediumByOrigin }));
          }}
        />
        <Title order={2} fz="h4">
          Medium for each origin
        </Title>
        {CANDIDATE_ORIGINS.map((origin) => (
          <TextInput
            key={origin}
            label={CANDIDATE_ORIGIN_LABELS[origin]}
            required
            maxLength={SOURCE_TEXT_MAX}
            disabled={!value.mediumByOrigin}
            value={value.originMediums[origin]}
            onChange={(e) => {
              const text = e.currentTarget.value;
              setValue((v) => ({ ...v, originMediums: { ...v.originMediums, [origin]: text } }));
            }}
            error={errors[`originMediums.${origin}`]}
          />
        ))}
        <SaveBar loading={save.isPending} error={save.error} fieldsShown={Object.keys(errors).length > 0} />
      </Stack>
    </form>
  );
}

/** Team settings › Source tracking (`/admin/team-settings/source-tracking`): the medium by candidate origin. */
export function AdminTeamSettingsSourceTrackingPage() {
  const settings = useTeamSettings('source-tracking');
  return (
    <Stack gap="md" maw={760}>
      <PageHeader
        title="Source tracking"
        description="Keep track in your ATS of where each candidate came from: found on the open web, imported, from a job board or an event form."
      />
      <Text fz="sm">
        The source name and the default medium are set in{' '}
        <Anchor component={Link} to="/admin/team-settings/ats-source-tracking" underline="always">
          ATS source tracking
        </Anchor>
        .
      </Text>
      <SettingsFrame query={settings} what="Source tracking">
        {(answer) => <SourceTrackingForm key={answer.updatedAt ?? 'defaults'} initial={answer.data} />}
      </SettingsFrame>
    </Stack>
  );
}
