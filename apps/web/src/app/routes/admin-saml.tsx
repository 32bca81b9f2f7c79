import { Anchor, Card, Skeleton, Stack, Text, Title } from '@mantine/core';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';
import { useSsoSettings } from '../../features/sso/api/sso-settings';
import { CopyField } from '../../features/sso/components/copy-field';
import { IdpMetadataCard } from '../../features/sso/components/idp-metadata-card';
import { SsoSettingsForm } from '../../features/sso/components/sso-settings-form';

export const ADMIN_SAML_PATH = '/admin/team-settings/saml';

/**
 * Team settings › SAML (`/admin/team-settings/saml`): single sign-on for the organisation.
 * What to give the identity provider (our SP details), what we read from it (its metadata),
 * OpenID Connect as the other option, and who must sign in this way.
 */
export function AdminSamlPage() {
  const settings = useSsoSettings();
  const data = settings.data;
  return (
    <Stack gap="md" maw={900}>
      <PageHeader
        title="Single sign-on"
        description="Your people sign in through your identity provider with SAML 2.0 or OpenID Connect."
      />
      {settings.isPending ? (
        <Stack gap="sm" data-testid="sso-loading" aria-busy="true">
          <Skeleton height={120} />
          <Skeleton height={200} />
        </Stack>
      ) : settings.isError ? (
        <LoadError
          title="Single sign-on settings could not be loaded"
          error={settings.error}
          onRetry={() => settings.refetch()}
        />
      ) : data ? (
        <>
          <Card withBorder padding="lg">
            <Stack gap="sm">
              <Title order={2} fz="lg">
                Details for your identity provider
              </Title>
              {!data.configured ? (
                <Text fz="sm" c="dimmed">
                  Not set up yet. Save the settings below or upload your identity provider metadata to create
                  your organisation&apos;s connection; these addresses are final once it exists.
                </Text>
              ) : null}
              <CopyField label="Entity ID (audience)" value={data.saml.spEntityId} />
              <CopyField label="Assertion consumer URL" value={data.saml.acsUrl} />
              <CopyField label="OpenID redirect URI" value={data.oidc.redirectUri} />
              {data.configured ? (
                <>
                  <CopyField label="SSO sign-in link" value={data.saml.loginUrl} />
                  <Text fz="sm">
                    <Anchor href={data.saml.metadataUrl} download td="underline">
                      Download our SAML metadata (XML)
                    </Anchor>
                  </Text>
                </>
              ) : null}
              <Text fz="xs" c="dimmed">
                Assertions must be signed. Name ID: the person&apos;s email address.
              </Text>
            </Stack>
          </Card>
          <IdpMetadataCard settings={data} />
          <SsoSettingsForm key={`${data.slug}-${data.configured}`} settings={data} />
        </>
      ) : null}
    </Stack>
  );
}
