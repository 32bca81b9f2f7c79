import { Alert, Button, Card, Group, Skeleton, Stack, TagsInput, Text, TextInput } from '@mantine/core';
import { ORGANIZATION_LIMITS, type Organization } from '@talentbase/shared';
import { useState } from 'react';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';
import { useOrganization, useUpdateOrganization } from '../../features/organization/api';
import { isApiError } from '../../lib/api-client';
import { errorMessage, notifySuccess } from '../../lib/notify';

export const ORG_SETTINGS_PATH = '/admin/org/settings';

/** Server field errors by input: every `allowedDomains.N` message belongs to the domains input. */
function fieldErrors(error: unknown): Record<string, string> {
  if (!isApiError(error)) return {};
  const out: Record<string, string> = {};
  for (const [key, message] of Object.entries(error.fields)) {
    const [field, index] = key.split('.');
    if (!field || field in out) continue;
    out[field] = index === undefined ? message : `Domain ${Number(index) + 1}: ${message}`;
  }
  return out;
}

function OrganizationForm({ org }: { org: Organization }) {
  const save = useUpdateOrganization();
  const [name, setName] = useState(org.name);
  const [slug, setSlug] = useState(org.slug ?? '');
  const [domains, setDomains] = useState<string[]>(org.allowedDomains);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setErrors({});
        setProblem(null);
        save.mutate(
          { name, slug: slug === '' ? null : slug, allowedDomains: domains },
          {
            onSuccess: (saved) => {
              setDomains(saved.allowedDomains);
              notifySuccess('Organisation saved');
            },
            onError: (error) => {
              const fields = fieldErrors(error);
              setErrors(fields);
              if (!Object.keys(fields).length) setProblem(errorMessage(error));
            },
          },
        );
      }}
    >
      <Stack gap="md">
        <TextInput
          label="Organisation name"
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={errors.name}
          required
          maxLength={ORGANIZATION_LIMITS.NAME_MAX}
        />
        <TextInput
          label="Slug"
          description="Used in your organisation's web addresses and its single sign-on link: lowercase letters, digits, hyphens, underscores or slashes, starting and ending with a letter or digit. Leave empty for none."
          value={slug}
          onChange={(e) => setSlug(e.currentTarget.value)}
          error={errors.slug}
          maxLength={255}
          autoCapitalize="none"
          spellCheck={false}
        />
        <TagsInput
          label="Allowed email domains"
          description="People with an address at these domains may sign up and sign in with SSO (the same list as on the single sign-on page). A domain belongs to one organisation only. Press Enter after each domain."
          placeholder="example.com"
          value={domains}
          onChange={(values) => setDomains(values.map((v) => v.trim().toLowerCase()))}
          error={errors.allowedDomains}
          maxTags={ORGANIZATION_LIMITS.MAX_DOMAINS}
          clearable
          splitChars={[',', ' ']}
        />
        {problem ? (
          <Alert color="red" variant="light" role="alert">
            {problem}
          </Alert>
        ) : null}
        <Group>
          <Button type="submit" loading={save.isPending}>
            Save organisation
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * Organisation settings (`/admin/org/settings`, also `/admin/organization`; org admins): the
 * organisation's name, slug and the email domains allowed to sign up and use SSO.
 */
export function AdminOrgSettingsPage() {
  const org = useOrganization();
  return (
    <Stack gap="md" maw={760}>
      <PageHeader
        title="Organisation"
        description="Settings that apply to every team of your organisation."
      />
      {org.isPending ? (
        <Stack gap="sm" aria-busy="true" data-testid="org-loading">
          <Skeleton height={36} />
          <Skeleton height={36} />
          <Skeleton height={36} />
        </Stack>
      ) : org.isError ? (
        <LoadError
          title="The organisation could not be loaded"
          error={org.error}
          onRetry={() => org.refetch()}
        />
      ) : (
        <>
          <Card withBorder padding="md">
            <Text fz="sm">
              {org.data.activeTeams} active {org.data.activeTeams === 1 ? 'team' : 'teams'} ·{' '}
              {org.data.members} {org.data.members === 1 ? 'member' : 'members'}
            </Text>
          </Card>
          <OrganizationForm key={org.data.id} org={org.data} />
        </>
      )}
    </Stack>
  );
}
