/**
 * The user's calendar in this workspace: Calendly (a personal access token, checked with Calendly
 * when saved and never shown again) or the link of a Google, Outlook or other calendar. What is
 * saved becomes `{{meetingLink}}` in the user's sequence emails.
 */
import {
  Alert,
  Anchor,
  Button,
  Card,
  Checkbox,
  Group,
  PasswordInput,
  Select,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import type { MeetingAccountResponse, SaveCalendarAccount } from '@talentbase/shared/contracts/meetings';
import {
  CALENDAR_TYPE_LABEL,
  CALENDAR_TYPES,
  type CalendarType,
} from '@talentbase/shared/domain/calendar-status';
import { useEffect, useState } from 'react';
import { LoadError } from '../../../components/load-error';
import { splitServerError } from '../../../lib/form-errors';
import { errorMessage, notifySuccess } from '../../../lib/notify';
import { useDeleteCalendarAccount, useMeetingAccount, useSaveCalendarAccount } from '../api/meetings-calls';
import { CalendarStatusBadge } from './calendar-status-badge';

type Values = {
  type: CalendarType;
  token: string;
  link: string;
  location: string;
  shared: boolean;
  sharedTeamIds: string[];
};
const FIELDS = ['type', 'token', 'link', 'location', 'sharedTeamIds'] as const;

function valuesOf(data: MeetingAccountResponse): Values {
  const a = data.account && !data.account.fromOtherWorkspace ? data.account : null;
  return {
    type: a?.type ?? 'calendly',
    token: '',
    link: a && a.type !== 'calendly' ? (a.link ?? '') : '',
    location: a?.location ?? '',
    shared: a?.shareStatus === 'shared',
    sharedTeamIds: a?.sharedTeamIds ?? [],
  };
}

function toRequest(v: Values, hasToken: boolean): SaveCalendarAccount {
  const sharing = {
    shareStatus: v.shared ? ('shared' as const) : ('private' as const),
    sharedTeamIds: v.shared ? v.sharedTeamIds : [],
  };
  if (v.type === 'calendly')
    return {
      type: 'calendly',
      location: v.location.trim(),
      ...(v.token.trim() || !hasToken ? { token: v.token.trim() } : {}),
      ...sharing,
    };
  return { type: v.type, link: v.link.trim(), location: v.location.trim(), ...sharing };
}

export function CalendarAccountCard() {
  const current = useMeetingAccount();
  if (!current.data) {
    if (current.isError)
      return (
        <LoadError
          title="Your calendar could not be loaded"
          error={current.error}
          onRetry={() => current.refetch()}
        />
      );
    return <Skeleton height={240} data-testid="calendar-loading" />;
  }
  return <CalendarAccountForm data={current.data} />;
}

function CalendarAccountForm({ data }: { data: MeetingAccountResponse }) {
  const save = useSaveCalendarAccount();
  const remove = useDeleteCalendarAccount();
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const account = data.account;
  const hasToken = !!account?.hasToken && account.type === 'calendly';
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: valuesOf(data),
    validate: {
      token: (v, all) =>
        all.type === 'calendly' && !hasToken && !v.trim()
          ? 'Enter your Calendly personal access token'
          : null,
      link: (v, all) => {
        if (all.type === 'calendly') return null;
        try {
          return new URL(v.trim()).protocol === 'https:' ? null : 'Enter a full https:// link';
        } catch {
          return 'Enter the link candidates book you with';
        }
      },
    },
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the saved account changes
  useEffect(() => {
    const next = valuesOf(data);
    form.setValues(next);
    form.resetDirty(next);
  }, [account?.updatedAt, account?.id]);

  const submit = form.onSubmit(async (values) => {
    setFormMessage(null);
    try {
      await save.mutateAsync(toRequest(values, hasToken));
      notifySuccess('Your calendar is connected.', { title: 'Calendar saved' });
    } catch (error) {
      const split = splitServerError(error, FIELDS);
      form.setErrors(split.fields);
      setFormMessage(split.formMessage);
    }
  });

  const disconnect = async () => {
    setFormMessage(null);
    try {
      await remove.mutateAsync();
      notifySuccess('Your calendar is disconnected.', { title: 'Calendar removed' });
    } catch (error) {
      setFormMessage(errorMessage(error));
    }
  };

  const type = form.getValues().type;
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="calendar-title">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Title order={2} fz="h4" id="calendar-title">
              Your calendar
            </Title>
            <CalendarStatusBadge status={data.status} />
          </Group>
          {data.meetingLink ? (
            <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
              Candidates book you at{' '}
              <Anchor href={data.meetingLink} target="_blank" rel="noreferrer" underline="always">
                {data.meetingLink}
              </Anchor>
              . Sequence emails use it wherever a step says {'{{meetingLink}}'}.
            </Text>
          ) : (
            <Text fz="sm" c="dimmed">
              Connect Calendly or a calendar link so your emails can offer a time to meet.
            </Text>
          )}
          {account?.pollStatus === 'failed' && account.lastError ? (
            <Alert color="red" variant="light" title="Calendly could not be read">
              <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
                {account.lastError}
              </Text>
            </Alert>
          ) : null}
          <Select
            label="Calendar"
            data={CALENDAR_TYPES.map((t) => ({ value: t, label: CALENDAR_TYPE_LABEL[t] }))}
            allowDeselect={false}
            {...form.getInputProps('type')}
          />
          {type === 'calendly' ? (
            <PasswordInput
              label="Calendly personal access token"
              description={
                hasToken
                  ? 'A token is saved. Leave this empty to keep it.'
                  : 'In Calendly: Integrations, API and webhooks, personal access tokens.'
              }
              autoComplete="off"
              {...form.getInputProps('token')}
            />
          ) : (
            <TextInput
              label="Booking link"
              description="The https:// link where candidates pick a time with you"
              placeholder="https://"
              inputMode="url"
              {...form.getInputProps('link')}
            />
          )}
          <TextInput
            label="Location"
            description="Where meetings happen: a video link, a phone number or an address"
            {...form.getInputProps('location')}
          />
          {data.otherWorkspaces.length > 0 ? (
            <Stack gap={6}>
              <Checkbox
                label="Share this calendar with my other workspaces"
                {...form.getInputProps('shared', { type: 'checkbox' })}
              />
              {form.getValues().shared ? (
                <Checkbox.Group
                  label="Workspaces that may use it"
                  description="Elsewhere it shows as not connected until you share it there"
                  {...form.getInputProps('sharedTeamIds')}
                >
                  <Stack gap={4} mt={4}>
                    {data.otherWorkspaces.map((w) => (
                      <Checkbox key={w.teamId} value={w.teamId} label={w.name} />
                    ))}
                  </Stack>
                </Checkbox.Group>
              ) : null}
            </Stack>
          ) : null}
          {formMessage ? (
            <Alert color="red" variant="light" role="alert">
              {formMessage}
            </Alert>
          ) : null}
          <Group gap="sm" wrap="wrap">
            <Button type="submit" loading={save.isPending}>
              {account ? 'Save calendar' : 'Connect calendar'}
            </Button>
            {account && !account.fromOtherWorkspace ? (
              <Button variant="default" color="red" onClick={disconnect} loading={remove.isPending}>
                Disconnect
              </Button>
            ) : null}
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
