import {
  Alert,
  Button,
  Card,
  Group,
  PasswordInput,
  SimpleGrid,
  Stack,
  Switch,
  TagsInput,
  TextInput,
  Title,
} from '@mantine/core';
import { type SsoSettings, ssoDomainSchema, updateSsoSettingsRequestSchema } from '@talentbase/shared';
import { useState } from 'react';
import { splitServerError, zodFieldErrors } from '../../../lib/form-errors';
import { notifySuccess } from '../../../lib/notify';
import { useUpdateSsoSettings } from '../api/sso-settings';

const FIELDS = [
  'slug',
  'domains',
  'ssoRequired',
  'jitProvisioning',
  'samlEnabled',
  'oidcEnabled',
  'oidcIssuer',
  'oidcClientId',
  'oidcClientSecret',
] as const;

/** Sign-in name, domains, the protocols, just-in-time provisioning and "SSO required". */
export function SsoSettingsForm({ settings }: { settings: SsoSettings }) {
  const update = useUpdateSsoSettings();
  const [values, setValues] = useState({
    slug: settings.slug,
    domains: settings.domains,
    ssoRequired: settings.ssoRequired,
    jitProvisioning: settings.jitProvisioning,
    samlEnabled: settings.saml.enabled,
    oidcEnabled: settings.oidc.enabled,
    oidcIssuer: settings.oidc.issuer ?? '',
    oidcClientId: settings.oidc.clientId ?? '',
    oidcClientSecret: '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const set = <K extends keyof typeof values>(k: K, v: (typeof values)[K]) =>
    setValues((s) => ({ ...s, [k]: v }));

  const body = () => ({
    slug: values.slug,
    domains: values.domains,
    ssoRequired: values.ssoRequired,
    jitProvisioning: values.jitProvisioning,
    samlEnabled: values.samlEnabled,
    oidcEnabled: values.oidcEnabled,
    oidcIssuer: values.oidcIssuer.trim() || null,
    oidcClientId: values.oidcClientId.trim() || null,
    ...(values.oidcClientSecret ? { oidcClientSecret: values.oidcClientSecret } : {}),
  });

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setFormMessage(null);
    const found = zodFieldErrors(updateSsoSettingsRequestSchema, body());
    const badDomain = values.domains.find((d) => !ssoDomainSchema.safeParse(d).success);
    if (badDomain) found.domains = `${badDomain} is not a domain such as example.com`;
    setErrors(found);
    if (Object.keys(found).length) return;
    try {
      await update.mutateAsync(updateSsoSettingsRequestSchema.parse(body()));
      set('oidcClientSecret', '');
      notifySuccess('Single sign-on settings saved');
    } catch (error) {
      const split = splitServerError(error, FIELDS);
      setErrors(split.fields);
      setFormMessage(split.formMessage ?? (Object.keys(split.fields).length ? null : 'Settings not saved'));
    }
  };

  return (
    <Card withBorder padding="lg">
      <form onSubmit={submit} noValidate aria-label="Single sign-on settings">
        <Stack gap="md">
          <Title order={2} fz="lg">
            Sign-in settings
          </Title>
          {formMessage ? (
            <Alert color="red" variant="light" role="alert" title="Settings not saved">
              {formMessage}
            </Alert>
          ) : null}
          <TextInput
            label="Sign-in name"
            description="Your organisation's slug, used in its SSO sign-in link; the same value as in organisation settings"
            value={values.slug}
            onChange={(e) => set('slug', e.currentTarget.value)}
            error={errors.slug}
            required
          />
          <TagsInput
            label="Email domains"
            description="Your organisation's email domains, the same list as in organisation settings: people with these addresses sign in through your identity provider. A domain belongs to one organisation only. Press Enter after each."
            placeholder="example.com"
            value={values.domains}
            onChange={(v) =>
              set(
                'domains',
                v.map((d) => d.trim().toLowerCase()),
              )
            }
            error={errors.domains}
            splitChars={[',', ' ']}
          />
          <Switch
            label="Sign in with SAML 2.0"
            description="Needs the identity provider metadata above"
            checked={values.samlEnabled}
            onChange={(e) => set('samlEnabled', e.currentTarget.checked)}
            error={errors.samlEnabled}
          />
          <Switch
            label="Sign in with OpenID Connect"
            checked={values.oidcEnabled}
            onChange={(e) => set('oidcEnabled', e.currentTarget.checked)}
            error={errors.oidcEnabled}
          />
          <TextInput
            label="OpenID issuer URL"
            placeholder="https://login.example.com"
            value={values.oidcIssuer}
            onChange={(e) => set('oidcIssuer', e.currentTarget.value)}
            error={errors.oidcIssuer}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label="Client ID"
              value={values.oidcClientId}
              onChange={(e) => set('oidcClientId', e.currentTarget.value)}
              error={errors.oidcClientId}
            />
            <PasswordInput
              label="Client secret"
              placeholder={settings.oidc.clientSecretSet ? 'Saved. Type to replace it' : ''}
              value={values.oidcClientSecret}
              onChange={(e) => set('oidcClientSecret', e.currentTarget.value)}
              error={errors.oidcClientSecret}
              autoComplete="new-password"
            />
          </SimpleGrid>
          <Switch
            label="Create accounts on first sign-in (just-in-time)"
            description="New people from your domains get a Recruiter seat in this team. Off: only invited members sign in."
            checked={values.jitProvisioning}
            onChange={(e) => set('jitProvisioning', e.currentTarget.checked)}
          />
          <Switch
            label="Require single sign-on for these domains"
            description="Password sign-in is refused for these addresses; they use Sign in with SSO."
            checked={values.ssoRequired}
            onChange={(e) => set('ssoRequired', e.currentTarget.checked)}
            error={errors.ssoRequired}
          />
          <Group>
            <Button type="submit" loading={update.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
