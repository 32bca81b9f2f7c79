/**
 * Team settings › Notifications: which events notify the team's members, in the app and by email,
 * and whether emails come at once or as a daily digest. Members may change their own choices under
 * /admin/settings/email-notification; what they never changed follows these defaults.
 */
import { Alert, Button, Card, Fieldset, Group, Radio, Skeleton, Stack, Switch, Text } from '@mantine/core';
import {
  NOTIFICATION_EVENT_NAMES,
  NOTIFICATION_EVENTS,
  type TeamNotificationSettings,
  teamNotificationSettingsSchema,
} from '@talentbase/shared/contracts/notification-settings';
import { useState } from 'react';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';
import {
  type TeamNotifications,
  useSaveTeamNotificationSettings,
  useTeamNotificationSettings,
} from '../../features/team-settings/api/team-settings-calls';
import { splitServerError, zodFieldErrors } from '../../lib/form-errors';
import { notifySuccess } from '../../lib/notify';

export const TEAM_NOTIFICATIONS_PATH = '/admin/team-settings/notifications';

export function AdminNotificationsPage() {
  const current = useTeamNotificationSettings();
  return (
    <Stack gap="md" maw={900}>
      <PageHeader
        title="Notifications"
        description="What notifies your team’s members by default. Each member can change their own choices in their settings."
      />
      {current.data ? (
        <TeamNotificationsForm key={current.data.data.updatedAt ?? 'defaults'} settings={current.data.data} />
      ) : current.isError ? (
        <LoadError
          title="The notification settings could not be loaded"
          error={current.error}
          onRetry={() => current.refetch()}
        />
      ) : (
        <Skeleton height={420} data-testid="team-notifications-loading" />
      )}
    </Stack>
  );
}

function TeamNotificationsForm({ settings }: { settings: TeamNotifications }) {
  const save = useSaveTeamNotificationSettings();
  const [events, setEvents] = useState(settings.events);
  const [digest, setDigest] = useState(settings.digest);
  const [formMessage, setFormMessage] = useState<string | null>(null);
  return (
    <Card withBorder padding="lg">
      <form
        aria-label="Team notification defaults"
        noValidate
        onSubmit={async (e) => {
          e.preventDefault();
          setFormMessage(null);
          const body: TeamNotificationSettings = { events, digest };
          const found = zodFieldErrors(teamNotificationSettingsSchema, body);
          if (Object.keys(found).length > 0) {
            setFormMessage(Object.values(found)[0] ?? null);
            return;
          }
          try {
            await save.mutateAsync(body);
            notifySuccess('Members who never changed their own choices get these.', {
              title: 'Notification defaults saved',
            });
          } catch (error) {
            setFormMessage(splitServerError(error, []).formMessage);
          }
        }}
      >
        <Stack gap="md">
          {NOTIFICATION_EVENTS.map((event) => (
            <Fieldset key={event} legend={NOTIFICATION_EVENT_NAMES[event].label} variant="filled">
              <Text fz="sm" c="dimmed" mb="xs">
                {NOTIFICATION_EVENT_NAMES[event].description}
              </Text>
              <Group gap="xl" wrap="wrap">
                <Switch
                  label="In the app"
                  checked={events[event].inApp}
                  onChange={(e) => {
                    const inApp = e.currentTarget.checked;
                    setEvents((all) => ({ ...all, [event]: { ...all[event], inApp } }));
                  }}
                />
                <Switch
                  label="By email"
                  checked={events[event].email}
                  onChange={(e) => {
                    const email = e.currentTarget.checked;
                    setEvents((all) => ({ ...all, [event]: { ...all[event], email } }));
                  }}
                />
              </Group>
            </Fieldset>
          ))}
          <Radio.Group
            label="Emails"
            value={digest}
            onChange={(v) => setDigest(v as typeof digest)}
            description="A daily digest gathers the day’s emails into one, sent at 8 in the morning in the time zone of your hiring preferences."
          >
            <Group mt="xs" gap="lg">
              <Radio value="instant" label="As they happen" />
              <Radio value="daily" label="Daily digest" />
            </Group>
          </Radio.Group>
          {formMessage ? (
            <Alert color="red" variant="light" role="alert">
              {formMessage}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
