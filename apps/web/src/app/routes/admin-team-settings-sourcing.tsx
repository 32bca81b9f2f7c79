import { Checkbox, NumberInput, Select, Stack, Text, Title } from '@mantine/core';
import {
  REVEAL_POLICIES,
  REVEAL_POLICY_LABELS,
  type RevealPolicy,
  SOURCING_RADIUS_MILES,
  type SourcingSettings,
} from '@talentbase/shared';
import { useState } from 'react';
import { PageHeader } from '../../components/page-header';
import { useSaveTeamSettings, useTeamSettings } from '../../features/organization/api';
import { SaveBar, SettingsFrame, saveErrors } from '../../features/organization/settings-form';
import { BetaFeaturesSection } from '../../features/team-settings/beta-features-section';
import { notifySuccess } from '../../lib/notify';

const KM: Record<number, number> = { 5: 8, 10: 16, 15: 25, 30: 50, 50: 80, 100: 160 };
const NO_RADIUS = 'none';

function SourcingForm({ initial }: { initial: SourcingSettings }) {
  const save = useSaveTeamSettings('sourcing');
  const [value, setValue] = useState(initial);
  const errors = saveErrors(save.error);
  const set = <F extends keyof SourcingSettings>(field: F, v: SourcingSettings[F]) =>
    setValue((current) => ({ ...current, [field]: v }));

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(value, { onSuccess: () => notifySuccess('Sourcing settings saved') });
      }}
    >
      <Stack gap="lg">
        <Stack gap="sm">
          <Title order={2} fz="lg">
            Default search filters
          </Title>
          <Select
            label="Default location radius"
            description="A city added to a search starts with this radius; the recruiter can change it."
            value={value.defaultRadiusMiles === null ? NO_RADIUS : String(value.defaultRadiusMiles)}
            onChange={(v) => set('defaultRadiusMiles', !v || v === NO_RADIUS ? null : Number(v))}
            allowDeselect={false}
            data={[
              { value: NO_RADIUS, label: 'No default radius' },
              ...SOURCING_RADIUS_MILES.map((m) => ({ value: String(m), label: `${m} miles (${KM[m]} km)` })),
            ]}
            error={errors.defaultRadiusMiles}
          />
          <Text fz="sm" c="dimmed">
            Each new search starts with the exclusions ticked here; a recruiter can take them off under People
            we know.
          </Text>
          <Checkbox
            label="Exclude candidates already in one of the team's projects"
            checked={value.excludeInProjects}
            onChange={(e) => set('excludeInProjects', e.currentTarget.checked)}
          />
          <Checkbox
            label="Exclude candidates the team has already contacted"
            checked={value.excludeContacted}
            onChange={(e) => set('excludeContacted', e.currentTarget.checked)}
          />
          <Checkbox
            label="Exclude profiles the recruiter has already viewed"
            checked={value.excludeViewed}
            onChange={(e) => set('excludeViewed', e.currentTarget.checked)}
          />
        </Stack>
        <Stack gap="sm">
          <Title order={2} fz="lg">
            Contact reveals
          </Title>
          <Select
            label="Who may reveal contact details"
            description="Each reveal uses one of the team's credits."
            value={value.revealPolicy}
            onChange={(v) => v && set('revealPolicy', v as RevealPolicy)}
            allowDeselect={false}
            data={REVEAL_POLICIES.map((p) => ({ value: p, label: REVEAL_POLICY_LABELS[p] }))}
            error={errors.revealPolicy}
          />
          <NumberInput
            label="Monthly reveals per member"
            description="Leave empty for no cap."
            value={value.monthlyRevealCapPerMember ?? ''}
            onChange={(v) => set('monthlyRevealCapPerMember', v === '' ? null : Number(v))}
            min={0}
            max={100000}
            allowDecimal={false}
            allowNegative={false}
            error={errors.monthlyRevealCapPerMember}
          />
        </Stack>
        <SaveBar loading={save.isPending} error={save.error} fieldsShown={Object.keys(errors).length > 0} />
      </Stack>
    </form>
  );
}

/** Team settings › Sourcing (`/admin/team-settings/sourcing`): default filters and the reveal-credit policy. */
export function AdminTeamSettingsSourcingPage() {
  const settings = useTeamSettings('sourcing');
  return (
    <Stack gap="md" maw={760}>
      <PageHeader
        title="Sourcing settings"
        description="Defaults for your team's searches and who may spend reveal credits."
      />
      <SettingsFrame query={settings} what="Sourcing settings">
        {(answer) => <SourcingForm key={answer.updatedAt ?? 'defaults'} initial={answer.data} />}
      </SettingsFrame>
      <BetaFeaturesSection />
    </Stack>
  );
}
