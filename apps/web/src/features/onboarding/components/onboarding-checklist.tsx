/**
 * The dashboard's "Get started" card (docs/decisions.md "Onboarding checklist"): six steps, each
 * ticked because the user's data changed (a project made, a mailbox connected...), never by hand.
 * Steps open to show what to do and buttons to the real screens; a step can be skipped and the
 * card hidden (the account menu brings it back). Loaded lazily by the dashboard route.
 */
import {
  Accordion,
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  Progress,
  Radio,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import {
  IconCheck,
  IconCircleDashed,
  IconConfetti,
  IconPlayerSkipForward,
  IconPointFilled,
} from '@tabler/icons-react';
import {
  ONBOARDING_HIRING_FOR,
  ONBOARDING_ROLES,
  type OnboardingResponse,
  type OnboardingRole,
  type OnboardingSurvey,
} from '@talentbase/shared';
import {
  ONBOARDING_BUTTONS,
  type OnboardingActionButton,
  type OnboardingStep,
  type OnboardingStepView,
} from '@talentbase/shared/domain/onboarding';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { routeFor } from '../../../app/navigation-access';
import { LoadError } from '../../../components/load-error';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useMe } from '../../auth/api/get-me';
import { useOnboarding, useSaveOnboardingProgress, useSaveOnboardingSurvey } from '../api/onboarding';

const ROLE_LABELS: Record<OnboardingRole, string> = {
  recruiter: 'Recruiter',
  sourcer: 'Sourcer',
  hiring_manager: 'Hiring manager',
  admin: 'Admin',
};
const HIRING_FOR_LABELS: Record<(typeof ONBOARDING_HIRING_FOR)[number], string> = {
  engineering: 'Engineering',
  sales: 'Sales',
  marketing: 'Marketing',
  operations: 'Operations',
  healthcare: 'Healthcare',
  executive: 'Executives',
  other: 'Something else',
};

/** The URL query that brings a hidden checklist back (the account menu links to it). */
export const SHOW_CHECKLIST_PARAM = 'checklist';

function StepIcon({ state }: { state: OnboardingStepView['state'] }) {
  if (state === 'done')
    return (
      <ThemeIcon color="teal" radius="xl" size={24} aria-hidden="true">
        <IconCheck size={16} />
      </ThemeIcon>
    );
  if (state === 'skipped')
    return (
      <ThemeIcon color="gray" variant="light" radius="xl" size={24} aria-hidden="true">
        <IconPlayerSkipForward size={14} />
      </ThemeIcon>
    );
  return (
    <ThemeIcon
      color={state === 'current' ? 'blue' : 'gray'}
      variant="light"
      radius="xl"
      size={24}
      aria-hidden="true"
    >
      <IconCircleDashed size={16} />
    </ThemeIcon>
  );
}

const STATE_TEXT: Record<OnboardingStepView['state'], string> = {
  done: 'Done',
  skipped: 'Skipped',
  current: 'Up next',
  todo: 'To do',
};

function ActionButton({ button }: { button: OnboardingActionButton }) {
  const { data: me } = useMe();
  const def = ONBOARDING_BUTTONS[button];
  if (def.availability === 'soon')
    return (
      <Button size="xs" variant="default" disabled data-testid={`onboarding-action-${button}`}>
        {def.label} (coming soon)
      </Button>
    );
  const path = def.navKeys.map((key) => routeFor(key, me?.subject)).find((p) => p !== null);
  if (!path) return null;
  return (
    <Button
      size="xs"
      variant="light"
      component={Link}
      to={def.query ? `${path}?${def.query}` : path}
      data-testid={`onboarding-action-${button}`}
    >
      {def.label}
    </Button>
  );
}

function SurveyForm({ data }: { data: OnboardingResponse }) {
  const save = useSaveOnboardingSurvey();
  const [role, setRole] = useState<string>(data.survey?.role ?? '');
  const [hiringFor, setHiringFor] = useState<string[]>(data.survey?.hiringFor ?? []);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!role) return setError('Choose your role');
    if (hiringFor.length === 0) return setError('Choose at least one area you hire for');
    setError(null);
    const { onboarding: _previous, ...others } = data.surveySettings;
    save.mutate(
      { survey: { role, hiringFor } as OnboardingSurvey, others },
      {
        onSuccess: () => notifySuccess('Thanks, your answers are saved'),
        onError: (e) => notifyError(e, 'Your answers could not be saved'),
      },
    );
  };
  return (
    <form onSubmit={submit} aria-label="About your work" noValidate>
      <Stack gap="sm">
        <Radio.Group label="Your role" value={role} onChange={setRole} withAsterisk>
          <Group gap="md" mt={6}>
            {ONBOARDING_ROLES.map((r) => (
              <Radio key={r} value={r} label={ROLE_LABELS[r]} />
            ))}
          </Group>
        </Radio.Group>
        <Checkbox.Group label="What you hire for" value={hiringFor} onChange={setHiringFor} withAsterisk>
          <Group gap="md" mt={6}>
            {ONBOARDING_HIRING_FOR.map((h) => (
              <Checkbox key={h} value={h} label={HIRING_FOR_LABELS[h]} />
            ))}
          </Group>
        </Checkbox.Group>
        {error ? (
          <Text c="red.8" fz="sm" role="alert">
            {error}
          </Text>
        ) : null}
        <Group>
          <Button type="submit" size="xs" loading={save.isPending}>
            {data.survey ? 'Update answers' : 'Save answers'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function StepPanel({
  step,
  data,
  onSkip,
  busy,
}: {
  step: OnboardingStepView;
  data: OnboardingResponse;
  onSkip: (step: OnboardingStep, skip: boolean) => void;
  busy: boolean;
}) {
  const { data: me } = useMe();
  // An item links to its screen unless one of the step's buttons already goes there.
  const buttonPaths = new Set(
    step.buttons.flatMap((b) => ONBOARDING_BUTTONS[b].navKeys.map((key) => routeFor(key, me?.subject))),
  );
  return (
    <Stack gap="sm">
      <Text fz="sm">{step.description}</Text>
      <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }}>
        {step.items.map((item) => {
          const target = !item.done && item.navKey ? routeFor(item.navKey, me?.subject) : null;
          const path = target && !buttonPaths.has(target) ? target : null;
          return (
            <Group
              component="li"
              key={item.key}
              gap="xs"
              wrap="nowrap"
              data-testid={`onboarding-item-${item.key}`}
            >
              {item.done ? (
                <IconCheck size={16} color="var(--mantine-color-teal-8)" aria-hidden="true" />
              ) : (
                <IconPointFilled size={16} color="var(--mantine-color-gray-6)" aria-hidden="true" />
              )}
              <Text fz="sm" td={item.done ? 'line-through' : undefined} c={item.done ? 'dimmed' : undefined}>
                {path ? (
                  <Link
                    to={path}
                    style={{ color: 'var(--mantine-color-anchor)', textDecoration: 'underline' }}
                  >
                    {item.label}
                  </Link>
                ) : (
                  item.label
                )}
                <VisuallyHidden component="span">{item.done ? ' (done)' : ' (to do)'}</VisuallyHidden>
              </Text>
            </Group>
          );
        })}
      </Stack>
      {step.step === 'GetStarted' ? <SurveyForm data={data} /> : null}
      {step.buttons.length > 0 ? (
        <Group gap="xs">
          {step.buttons.map((b) => (
            <ActionButton key={b} button={b} />
          ))}
        </Group>
      ) : null}
      {step.state !== 'done' ? (
        <Group>
          <Button
            size="xs"
            variant="subtle"
            color="gray"
            c="gray.8"
            disabled={busy}
            onClick={() => onSkip(step.step, step.state !== 'skipped')}
          >
            {step.state === 'skipped' ? 'Undo skip' : 'Skip this step'}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}

export function OnboardingChecklist() {
  const { data: me } = useMe();
  const query = useOnboarding();
  const save = useSaveOnboardingProgress();
  const [params, setParams] = useSearchParams();
  const data = query.data;
  const [opened, setOpened] = useState<string | null>(null);
  const wantsShow = params.get(SHOW_CHECKLIST_PARAM) === 'show';
  // Asked for from the account menu ("Getting started"): shown even when hidden or not offered.
  const [forced, setForced] = useState(false);
  const { mutate } = save;
  useEffect(() => {
    if (!wantsShow || !data) return;
    setForced(true);
    if (data.dismissed) mutate({ dismissed: false, skipped: data.skipped });
    const next = new URLSearchParams(params);
    next.delete(SHOW_CHECKLIST_PARAM);
    setParams(next, { replace: true });
  }, [data, wantsShow, mutate, params, setParams]);

  if (query.isError && !data)
    return (
      <LoadError
        title="Your getting-started checklist could not be loaded"
        error={query.error}
        onRetry={() => void query.refetch()}
        testId="onboarding-error"
      />
    );
  // Someone who hid the card sees no placeholder for it while the checklist loads.
  if (!data && me?.onboardingProgress.dismissed === true && !wantsShow) return null;
  if (!data) return <Skeleton h={96} radius="md" data-testid="onboarding-loading" aria-hidden="true" />;
  if (!forced && !wantsShow && (!data.eligible || data.dismissed)) return null;

  const progress = (next: { dismissed?: boolean; skipped?: OnboardingStep[] }, done: string) =>
    save.mutate(
      { dismissed: next.dismissed ?? data.dismissed, skipped: next.skipped ?? data.skipped },
      {
        onSuccess: () => notifySuccess(done),
        onError: (e) => notifyError(e, 'Your checklist could not be saved'),
      },
    );
  const hide = () => {
    setForced(false);
    progress({ dismissed: true }, 'Checklist hidden. Bring it back from the account menu: Getting started.');
  };
  const skip = (step: OnboardingStep, on: boolean) =>
    progress(
      { skipped: on ? [...data.skipped, step] : data.skipped.filter((s) => s !== step) },
      on ? 'Step skipped' : 'Step back on your list',
    );
  const finished = data.steps.filter((s) => s.state === 'done' || s.state === 'skipped').length;
  const current = data.steps.find((s) => s.state === 'current')?.step ?? null;

  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="section"
      aria-labelledby="onboarding-title"
      data-testid="onboarding-checklist"
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Stack gap={2}>
            <Title order={2} fz="lg" id="onboarding-title">
              {data.complete ? 'You’re all set' : 'Get started'}
            </Title>
            <Text fz="sm" c="dimmed" data-testid="onboarding-summary">
              {data.complete
                ? 'You have found, managed and contacted candidates, and brought your team in.'
                : `${finished} of ${data.steps.length} steps finished`}
            </Text>
          </Stack>
          <Button size="xs" variant="subtle" color="gray" c="gray.8" onClick={hide} disabled={save.isPending}>
            Hide checklist
          </Button>
        </Group>
        <Group gap="sm" wrap="nowrap">
          <Progress
            value={data.percent}
            color={data.complete ? 'teal' : 'blue'}
            size="lg"
            radius="xl"
            style={{ flex: 1 }}
            aria-label={`Getting started: ${data.percent}% done`}
          />
          <Text fz="sm" fw={700} w={44} ta="right" data-testid="onboarding-percent">
            {data.percent}%
          </Text>
        </Group>
        {data.complete ? (
          <Group gap="xs" data-testid="onboarding-complete">
            <IconConfetti size={20} color="var(--mantine-color-teal-8)" aria-hidden="true" />
            <Text fz="sm">Every step is done. Hide this card whenever you like.</Text>
          </Group>
        ) : null}
        <Accordion
          value={opened ?? (data.complete ? null : current)}
          onChange={(v) => setOpened(v ?? '')}
          variant="separated"
          radius="md"
          chevronPosition="right"
        >
          {data.steps.map((step) => (
            <Accordion.Item key={step.step} value={step.step} data-testid={`onboarding-step-${step.step}`}>
              <Accordion.Control icon={<StepIcon state={step.state} />}>
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Text fz="sm" fw={600}>
                    {step.title}
                  </Text>
                  <Badge
                    style={{ flexShrink: 0 }}
                    size="sm"
                    variant="light"
                    color={step.state === 'done' ? 'teal' : step.state === 'current' ? 'blue' : 'gray'}
                    data-testid={`onboarding-state-${step.step}`}
                  >
                    {STATE_TEXT[step.state]}
                  </Badge>
                </Group>
              </Accordion.Control>
              <Accordion.Panel>
                <StepPanel step={step} data={data} onSkip={skip} busy={save.isPending} />
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      </Stack>
    </Card>
  );
}
