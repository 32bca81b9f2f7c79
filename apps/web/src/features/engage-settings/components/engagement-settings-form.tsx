/**
 * The team's engagement settings: the privacy notice the first email to an EU/EEA/UK candidate
 * carries, the unsubscribe footer, the tracking domain, and (for self-hosting) whether mailboxes
 * may use SMTP servers on the private network.
 */
import {
  Alert,
  Button,
  Card,
  Group,
  Skeleton,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  type TeamSendingSettings,
  updateTeamSendingSettingsRequestSchema,
} from '@talentbase/shared/contracts/engage-mailboxes';
import { useState } from 'react';
import { LoadError } from '../../../components/load-error';
import { splitServerError, zodFieldErrors } from '../../../lib/form-errors';
import { notifySuccess } from '../../../lib/notify';
import { useTeamSendingSettings, useUpdateTeamSendingSettings } from '../api/engage-settings-calls';

const FIELDS = ['privacyNotice', 'unsubscribeFooter', 'trackingDomain', 'allowPrivateHosts'] as const;

export function EngagementSettings() {
  const current = useTeamSendingSettings();
  if (!current.data) {
    if (current.isError)
      return (
        <LoadError
          title="The engagement settings could not be loaded"
          error={current.error}
          onRetry={() => current.refetch()}
        />
      );
    return <Skeleton height={360} data-testid="engagement-settings-loading" />;
  }
  return <EngagementSettingsForm key={current.data.updatedAt ?? 'defaults'} settings={current.data} />;
}

function EngagementSettingsForm({ settings }: { settings: TeamSendingSettings }) {
  const update = useUpdateTeamSendingSettings();
  const [privacyNotice, setPrivacyNotice] = useState(settings.privacyNotice ?? '');
  const [unsubscribeFooter, setUnsubscribeFooter] = useState(settings.unsubscribeFooter ?? '');
  const [trackingDomain, setTrackingDomain] = useState(settings.trackingDomain ?? '');
  const [allowPrivateHosts, setAllowPrivateHosts] = useState(settings.allowPrivateHosts);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formMessage, setFormMessage] = useState<string | null>(null);

  return (
    <Card withBorder padding="lg" maw={760}>
      <form
        aria-label="Engagement settings"
        noValidate
        onSubmit={async (e) => {
          e.preventDefault();
          setFormMessage(null);
          const body = { privacyNotice, unsubscribeFooter, trackingDomain, allowPrivateHosts };
          const found = zodFieldErrors(updateTeamSendingSettingsRequestSchema, body);
          setErrors(found);
          if (Object.keys(found).length > 0) return;
          try {
            await update.mutateAsync(body);
            notifySuccess('Your team’s emails use these settings from now on.', {
              title: 'Engagement settings saved',
            });
          } catch (error) {
            const split = splitServerError(error, FIELDS);
            setErrors(split.fields);
            setFormMessage(split.formMessage);
          }
        }}
      >
        <Stack gap="lg">
          <Textarea
            label="Privacy notice"
            description="Added to the first email to a candidate in the EU, EEA or UK: who you are, why you write and how to object."
            rows={4}
            resize="vertical"
            maxLength={5000}
            value={privacyNotice}
            onChange={(e) => setPrivacyNotice(e.currentTarget.value)}
            error={errors.privacyNotice}
          />
          <Textarea
            label="Unsubscribe footer"
            description="Shown under every email, with the unsubscribe link."
            rows={2}
            resize="vertical"
            maxLength={2000}
            value={unsubscribeFooter}
            onChange={(e) => setUnsubscribeFooter(e.currentTarget.value)}
            error={errors.unsubscribeFooter}
          />
          <TextInput
            label="Tracking domain"
            description="Optional: a host name of yours (a CNAME to this server) for open and click links, such as links.example.com."
            placeholder="links.example.com"
            spellCheck={false}
            value={trackingDomain}
            onChange={(e) => setTrackingDomain(e.currentTarget.value)}
            error={errors.trackingDomain}
          />
          <Stack gap={4}>
            <Switch
              label="Allow SMTP servers on the private network"
              checked={allowPrivateHosts}
              onChange={(e) => setAllowPrivateHosts(e.currentTarget.checked)}
            />
            <Text fz="xs" c="dimmed">
              For self-hosting beside your own mail relay. When on, mailboxes may connect to loopback and
              private network addresses (such as 10.0.0.5 or localhost) and to relays without encryption.
              Leave it off otherwise: it stops a mailbox setting from reaching services inside your network.
              The same switch lets an integration's API address (an ATS sandbox or proxy) be on your network.
              Cloud metadata addresses stay blocked either way.
            </Text>
          </Stack>
          {formMessage ? (
            <Alert color="red" variant="light" role="alert">
              {formMessage}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button type="submit" loading={update.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
