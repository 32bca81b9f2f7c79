/**
 * Settings › Email notification: the user's own choice per event, in the app and by email, and
 * the digest. "Team default" follows what the team's admin set, and says what that is.
 */
import { Alert, Button, Card, Fieldset, Group, Select, Skeleton, Stack, Text } from '@mantine/core';
import {
  NOTIFICATION_EVENT_NAMES,
  NOTIFICATION_EVENTS,
  type NotificationEvent,
  type UserNotificationChoicesInput,
} from '@talentbase/shared/contracts/notification-settings';
import { useState } from 'react';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';
import {
  type MyNotificationSettings,
  useMyNotificationSettings,
  useSaveMyNotificationSettings,
} from '../../features/team-settings/api/team-settings-calls';
import { splitServerError } from '../../lib/form-errors';
import { notifySuccess } from '../../lib/notify';

export const EMAIL_NOTIFICATION_PATH = '/admin/settings/email-notification';

type Choice = '' | 'on' | 'off';
const toChoice = (v: boolean | null | undefined): Choice => (v == null ? '' : v ? 'on' : 'off');
const fromChoice = (c: Choice): boolean | null => (c === '' ? null : c === 'on');
const onOff = (v: boolean) => (v ? 'on' : 'off');

export function SettingsEmailNotificationPage() {
  const current = useMyNotificationSettings();
  return (
    <Stack gap="md" maw={900}>
      <PageHeader
        title="Email notification"
        description="Choose what notifies you, in the app and by email. “Team default” follows your team’s settings."
      />
      {current.data ? (
        <MyNotificationsForm settings={current.data.data} />
      ) : current.isError ? (
        <LoadError
          title="Your notification settings could not be loaded"
          error={current.error}
          onRetry={() => current.refetch()}
        />
      ) : (
        <Skeleton height={420} data-testid="my-notifications-loading" />
      )}
    </Stack>
  );
}

function MyNotificationsForm({ settings }: { settings: MyNotificationSettings }) {
  const save = useSaveMyNotificationSettings();
  const [choices, setChoices] = useState<Record<NotificationEvent, { inApp: Choice; email: Choice }>>(
    () =>
      Object.fromEntries(
        NOTIFICATION_EVENTS.map((e) => [
          e,
          {
            inApp: toChoice(settings.own.events?.[e]?.inApp),
            email: toChoice(settings.own.events?.[e]?.email),
          },
        ]),
      ) as Record<NotificationEvent, { inApp: Choice; email: Choice }>,
  );
  const [digest, setDigest] = useState<string>(settings.own.digest ?? '');
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const channel = (event: NotificationEvent, key: 'inApp' | 'email', label: string) => (
    <Select
      label={label}
      data={[
        { value: '', label: `Team default (${onOff(settings.team.events[event][key])})` },
        { value: 'on', label: 'On' },
        { value: 'off', label: 'Off' },
      ]}
      value={choices[event][key]}
      allowDeselect={false}
      onChange={(v) =>
        setChoices((all) => ({ ...all, [event]: { ...all[event], [key]: (v ?? '') as Choice } }))
      }
      w={200}
    />
  );
  return (
    <Card withBorder padding="lg">
      <form
        aria-label="Your notification choices"
        noValidate
        onSubmit={async (e) => {
          e.preventDefault();
          setFormMessage(null);
          const body: UserNotificationChoicesInput = {
            events: Object.fromEntries(
              NOTIFICATION_EVENTS.map((ev) => [
                ev,
                { inApp: fromChoice(choices[ev].inApp), email: fromChoice(choices[ev].email) },
              ]),
            ),
            digest: digest === '' ? null : (digest as 'instant' | 'daily'),
          };
          try {
            await save.mutateAsync(body);
            notifySuccess('Your notification choices are saved.', { title: 'Saved' });
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
              <Group gap="md" wrap="wrap">
                {channel(event, 'inApp', 'In the app')}
                {channel(event, 'email', 'By email')}
              </Group>
            </Fieldset>
          ))}
          <Select
            label="Emails"
            data={[
              {
                value: '',
                label: `Team default (${settings.team.digest === 'daily' ? 'daily digest' : 'as they happen'})`,
              },
              { value: 'instant', label: 'As they happen' },
              { value: 'daily', label: 'Daily digest' },
            ]}
            value={digest}
            allowDeselect={false}
            onChange={(v) => setDigest(v ?? '')}
            maw={320}
          />
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
