import { Stack, Textarea, TextInput } from '@mantine/core';
import type { CompanyProfile } from '@talentbase/shared';
import { useState } from 'react';
import { PageHeader } from '../../components/page-header';
import { useSaveTeamSettings, useTeamSettings } from '../../features/organization/api';
import { SaveBar, SettingsFrame, saveErrors } from '../../features/organization/settings-form';
import { notifySuccess } from '../../lib/notify';

function CompanyProfileForm({ initial }: { initial: CompanyProfile }) {
  const save = useSaveTeamSettings('company-profile');
  const [value, setValue] = useState(initial);
  const errors = saveErrors(save.error);
  const text = (field: keyof CompanyProfile) => ({
    value: value[field],
    onChange: (e: { currentTarget: { value: string } }) => {
      const v = e.currentTarget.value;
      setValue((current) => ({ ...current, [field]: v }));
    },
    error: errors[field],
  });

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(value, { onSuccess: () => notifySuccess('Company profile saved') });
      }}
    >
      <Stack gap="md">
        <TextInput label="Company name" maxLength={120} {...text('companyName')} />
        <TextInput
          label="Website"
          placeholder="https://example.com"
          type="url"
          maxLength={2000}
          {...text('website')}
        />
        <TextInput
          label="Logo URL"
          description="An image address starting with https://; shown on job pages and in emails."
          placeholder="https://example.com/logo.png"
          type="url"
          maxLength={2000}
          {...text('logoUrl')}
        />
        <Textarea label="Description" minRows={4} maxLength={2000} {...text('description')} />
        <SaveBar loading={save.isPending} error={save.error} fieldsShown={Object.keys(errors).length > 0} />
      </Stack>
    </form>
  );
}

/** Team settings › Company profile (`/admin/team-settings/company-profile`): used in emails and job pages. */
export function AdminTeamSettingsCompanyProfilePage() {
  const settings = useTeamSettings('company-profile');
  return (
    <Stack gap="md" maw={760}>
      <PageHeader
        title="Company profile"
        description="How your company appears in emails and on job pages."
      />
      <SettingsFrame query={settings} what="The company profile">
        {(answer) => <CompanyProfileForm key={answer.updatedAt ?? 'defaults'} initial={answer.data} />}
      </SettingsFrame>
    </Stack>
  );
}
