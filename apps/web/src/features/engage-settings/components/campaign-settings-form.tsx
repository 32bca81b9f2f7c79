/**
 * The team's campaign settings: the sending window (days and hours), its time zone, and the daily
 * cap and spacing new mailboxes start from. A window that never opens is refused before sending.
 */
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  TextInput,
} from '@mantine/core';
import {
  type TeamSendingSettings,
  updateTeamSendingSettingsRequestSchema,
} from '@talentbase/shared/contracts/engage-mailboxes';
import { useMemo, useState } from 'react';
import { LoadError } from '../../../components/load-error';
import { splitServerError, zodFieldErrors } from '../../../lib/form-errors';
import { notifySuccess } from '../../../lib/notify';
import { useTeamSendingSettings, useUpdateTeamSendingSettings } from '../api/engage-settings-calls';

const DAYS = [
  { value: 1, label: 'Monday' },
  { value: 2, label: 'Tuesday' },
  { value: 3, label: 'Wednesday' },
  { value: 4, label: 'Thursday' },
  { value: 5, label: 'Friday' },
  { value: 6, label: 'Saturday' },
  { value: 0, label: 'Sunday' },
];

function timeZones(current: string): string[] {
  const all = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set(['UTC', current, ...all])];
}

export function CampaignSettings() {
  const current = useTeamSendingSettings();
  if (!current.data) {
    if (current.isError)
      return (
        <LoadError
          title="The campaign settings could not be loaded"
          error={current.error}
          onRetry={() => current.refetch()}
        />
      );
    return <Skeleton height={360} data-testid="campaign-settings-loading" />;
  }
  return <CampaignSettingsForm key={current.data.updatedAt ?? 'defaults'} settings={current.data} />;
}

function CampaignSettingsForm({ settings }: { settings: TeamSendingSettings }) {
  const update = useUpdateTeamSendingSettings();
  const [days, setDays] = useState<string[]>(settings.sendingWindow.days.map(String));
  const [start, setStart] = useState(settings.sendingWindow.start);
  const [end, setEnd] = useState(settings.sendingWindow.end);
  const [timezone, setTimezone] = useState(settings.timezone);
  const [dailyCap, setDailyCap] = useState<number | string>(settings.dailyCap);
  const [spacing, setSpacing] = useState<number | string>(settings.minSpacingSeconds);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const zones = useMemo(() => timeZones(settings.timezone), [settings.timezone]);

  const request = () => ({
    sendingWindow: { days: days.map(Number), start, end },
    timezone,
    dailyCap: typeof dailyCap === 'number' ? dailyCap : Number.NaN,
    minSpacingSeconds: typeof spacing === 'number' ? spacing : Number.NaN,
  });

  return (
    <Card withBorder padding="lg" maw={760}>
      <form
        aria-label="Campaign settings"
        noValidate
        onSubmit={async (e) => {
          e.preventDefault();
          setFormMessage(null);
          const body = request();
          const found = zodFieldErrors(updateTeamSendingSettingsRequestSchema, body);
          setErrors(found);
          if (Object.keys(found).length > 0) return;
          try {
            await update.mutateAsync(body);
            notifySuccess('New sequences use these settings.', { title: 'Campaign settings saved' });
          } catch (error) {
            const split = splitServerError(error, [
              'sendingWindow',
              'timezone',
              'dailyCap',
              'minSpacingSeconds',
            ]);
            setErrors(split.fields);
            setFormMessage(split.formMessage);
          }
        }}
      >
        <Stack gap="lg">
          <Checkbox.Group
            label="Sending days"
            description="Steps due outside the window wait for it to open."
            value={days}
            onChange={setDays}
            error={errors.sendingWindow ?? errors['sendingWindow.days']}
          >
            <Group gap="md" mt="xs" wrap="wrap">
              {DAYS.map((d) => (
                <Checkbox key={d.value} value={String(d.value)} label={d.label} />
              ))}
            </Group>
          </Checkbox.Group>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput
              label="From"
              type="time"
              value={start}
              onChange={(e) => setStart(e.currentTarget.value)}
              error={errors['sendingWindow.start']}
              required
            />
            <TextInput
              label="Until"
              type="time"
              value={end}
              onChange={(e) => setEnd(e.currentTarget.value)}
              error={errors['sendingWindow.end']}
              required
            />
            <Select
              label="Time zone"
              searchable
              allowDeselect={false}
              data={zones}
              value={timezone}
              onChange={(v) => v && setTimezone(v)}
              error={errors.timezone}
              required
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NumberInput
              label="Emails a day per mailbox"
              description="Where new mailboxes start; 400 is safe for Google Workspace."
              min={1}
              max={100000}
              allowDecimal={false}
              allowNegative={false}
              value={dailyCap}
              onChange={setDailyCap}
              error={errors.dailyCap}
              required
            />
            <NumberInput
              label="Seconds between two emails"
              description="Where new mailboxes start; 45 s by default."
              min={0}
              max={86400}
              allowDecimal={false}
              allowNegative={false}
              value={spacing}
              onChange={setSpacing}
              error={errors.minSpacingSeconds}
              required
            />
          </SimpleGrid>
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
