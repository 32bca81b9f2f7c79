/**
 * Settings › Hiring: the user's own hiring preferences — the role they get when added to a hiring
 * team, how a project's pipeline opens, and their working days and hours with a time zone (what
 * scheduling offers candidates), with the usual meeting length.
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
  type HiringPreferences,
  hiringPreferencesSchema,
} from '@talentbase/shared/contracts/notification-settings';
import { useMemo, useState } from 'react';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';
import {
  useHiringPreferences,
  useSaveHiringPreferences,
} from '../../features/team-settings/api/team-settings-calls';
import { splitServerError, zodFieldErrors } from '../../lib/form-errors';
import { notifySuccess } from '../../lib/notify';

export const HIRING_SETTINGS_PATH = '/admin/settings/hiring';

const DAYS = [
  { value: 1, label: 'Monday' },
  { value: 2, label: 'Tuesday' },
  { value: 3, label: 'Wednesday' },
  { value: 4, label: 'Thursday' },
  { value: 5, label: 'Friday' },
  { value: 6, label: 'Saturday' },
  { value: 7, label: 'Sunday' },
];
const ROLES = [
  { value: '1', label: 'Recruiter' },
  { value: '2', label: 'Hiring manager' },
  { value: '4', label: 'Sourcer' },
  { value: '0', label: 'Collaborator' },
];

export function SettingsHiringPage() {
  const current = useHiringPreferences();
  return (
    <Stack gap="md" maw={900}>
      <PageHeader
        title="Hiring preferences"
        description="How projects open for you, and when you are available for interviews."
      />
      {current.data ? (
        <HiringForm preferences={current.data.data.preferences} />
      ) : current.isError ? (
        <LoadError
          title="Your hiring preferences could not be loaded"
          error={current.error}
          onRetry={() => current.refetch()}
        />
      ) : (
        <Skeleton height={360} data-testid="hiring-loading" />
      )}
    </Stack>
  );
}

function HiringForm({ preferences }: { preferences: HiringPreferences }) {
  const save = useSaveHiringPreferences();
  const [role, setRole] = useState(String(preferences.defaultProjectRole));
  const [view, setView] = useState<string>(preferences.defaultPipelineView);
  const [timeZone, setTimeZone] = useState(preferences.timeZone);
  const [days, setDays] = useState(preferences.workingDays.map(String));
  const [start, setStart] = useState(preferences.workStart);
  const [end, setEnd] = useState(preferences.workEnd);
  const [minutes, setMinutes] = useState<number | string>(preferences.meetingMinutes);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const zones = useMemo(() => {
    const all = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
    return [...new Set(['UTC', preferences.timeZone, ...all])];
  }, [preferences.timeZone]);
  return (
    <Card withBorder padding="lg">
      <form
        aria-label="Hiring preferences"
        noValidate
        onSubmit={async (e) => {
          e.preventDefault();
          setFormMessage(null);
          const body = {
            defaultProjectRole: Number(role),
            defaultPipelineView: view,
            timeZone,
            workingDays: days.map(Number),
            workStart: start,
            workEnd: end,
            meetingMinutes: typeof minutes === 'number' ? minutes : Number.NaN,
          };
          const found = zodFieldErrors(hiringPreferencesSchema, body);
          setErrors(found);
          if (Object.keys(found).length > 0) return;
          try {
            await save.mutateAsync(body as HiringPreferences);
            notifySuccess('Your hiring preferences are saved.', { title: 'Saved' });
          } catch (error) {
            const split = splitServerError(error, [
              'defaultProjectRole',
              'defaultPipelineView',
              'timeZone',
              'workingDays',
              'workStart',
              'workEnd',
              'meetingMinutes',
            ]);
            setErrors(split.fields);
            setFormMessage(split.formMessage);
          }
        }}
      >
        <Stack gap="lg">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label="Default project role"
              description="The role you get when a teammate adds you to a hiring team."
              data={ROLES}
              value={role}
              allowDeselect={false}
              onChange={(v) => v && setRole(v)}
              error={errors.defaultProjectRole}
            />
            <Select
              label="Pipeline opens as"
              data={[
                { value: 'board', label: 'Board (columns per stage)' },
                { value: 'list', label: 'List' },
              ]}
              value={view}
              allowDeselect={false}
              onChange={(v) => v && setView(v)}
              error={errors.defaultPipelineView}
            />
          </SimpleGrid>
          <Checkbox.Group
            label="Working days"
            value={days}
            onChange={setDays}
            error={errors.workingDays}
            description="Interview slots are offered on these days only."
          >
            <Group gap="md" mt="xs" wrap="wrap">
              {DAYS.map((d) => (
                <Checkbox key={d.value} value={String(d.value)} label={d.label} />
              ))}
            </Group>
          </Checkbox.Group>
          <SimpleGrid cols={{ base: 1, sm: 4 }}>
            <TextInput
              label="From"
              type="time"
              value={start}
              onChange={(e) => setStart(e.currentTarget.value)}
              error={errors.workStart}
              required
            />
            <TextInput
              label="Until"
              type="time"
              value={end}
              onChange={(e) => setEnd(e.currentTarget.value)}
              error={errors.workEnd}
              required
            />
            <Select
              label="Time zone"
              searchable
              allowDeselect={false}
              data={zones}
              value={timeZone}
              onChange={(v) => v && setTimeZone(v)}
              error={errors.timeZone}
              required
            />
            <NumberInput
              label="Meeting length (minutes)"
              min={5}
              max={480}
              step={5}
              allowDecimal={false}
              allowNegative={false}
              value={minutes}
              onChange={setMinutes}
              error={errors.meetingMinutes}
              required
            />
          </SimpleGrid>
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
