import {
  Alert,
  Anchor,
  Card,
  Checkbox,
  Group,
  Progress,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconCheck, IconCircleDashed } from '@tabler/icons-react';
import { ONBOARDING_MODE_OPTIONS, type SetupItem } from '@talentbase/shared/contracts/admin-console';
import { useState } from 'react';
import { Link } from 'react-router';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';
import { useImplantation, useUpdateImplantation } from '../../features/team-admin/api/admin-console';
import { errorMessage, notifySuccess } from '../../lib/notify';

export const IMPLANTATION_PATH = '/admin/general/implantation';

function ItemRow({
  item,
  busy,
  onTick,
}: {
  item: SetupItem;
  busy: boolean;
  onTick: (done: boolean) => void;
}) {
  return (
    <Card withBorder padding="sm" component="li" data-testid="setup-item" aria-label={item.label}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        {item.manual ? (
          <Checkbox
            mt={2}
            checked={item.done}
            disabled={busy}
            aria-label={`${item.label}: mark as done`}
            onChange={(e) => onTick(e.currentTarget.checked)}
          />
        ) : (
          <ThemeIcon
            size={20}
            radius="xl"
            color={item.done ? 'teal' : 'gray'}
            variant={item.done ? 'filled' : 'light'}
            mt={2}
            aria-hidden="true"
          >
            {item.done ? <IconCheck size={12} /> : <IconCircleDashed size={12} />}
          </ThemeIcon>
        )}
        <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
          <Group gap="xs" wrap="wrap">
            <Text fz="sm" fw={600}>
              {item.label}
            </Text>
            <Text fz="xs" c={item.done ? 'teal.9' : 'dimmed'} data-testid="setup-item-state">
              {item.done ? 'Done' : 'To do'}
              {item.manual ? (item.done ? ' · ticked by hand' : ' · tick it when done') : ''}
            </Text>
          </Group>
          <Text fz="sm" c="dimmed">
            {item.description}
          </Text>
          <Anchor component={Link} to={item.href} fz="sm" underline="always">
            {item.done ? 'Review' : 'Do it now'}
            <VisuallyHidden>: {item.label}</VisuallyHidden>
          </Anchor>
        </Stack>
      </Group>
    </Card>
  );
}

/**
 * Admin › Setup (`/admin/general/implantation`): the team's onboarding mode (none, implantation,
 * onboarding) and the setup checklist. Most items follow the data; the `manual` ones are ticked here.
 */
export function AdminImplantationPage() {
  const implantation = useImplantation();
  const update = useUpdateImplantation();
  const [problem, setProblem] = useState<string | null>(null);
  const data = implantation.data;
  const done = data?.items.filter((i) => i.done).length ?? 0;

  const save = (body: Parameters<typeof update.mutate>[0], success: string) => {
    setProblem(null);
    update.mutate(body, {
      onSuccess: () => notifySuccess(success),
      onError: (error) => setProblem(errorMessage(error)),
    });
  };

  return (
    <Stack gap="md" maw={900}>
      <PageHeader
        title="Setup"
        description="How your team is brought on board, and what is left to set up."
      />
      {implantation.isError && !data ? (
        <LoadError
          title="The setup checklist could not be loaded"
          error={implantation.error}
          onRetry={() => void implantation.refetch()}
          testId="implantation-error"
        />
      ) : !data ? (
        <Stack gap="sm" aria-busy="true" data-testid="implantation-loading">
          <Skeleton h={36} />
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} h={64} />
          ))}
        </Stack>
      ) : (
        <>
          {problem ? (
            <Alert color="red" variant="light" role="alert" title="Not saved">
              {problem}
            </Alert>
          ) : null}
          <Card withBorder padding="md" component="section" aria-label="Onboarding mode">
            <Stack gap="sm">
              <Title order={2} fz="md" id="onboarding-mode-title">
                Onboarding mode
              </Title>
              <SegmentedControl
                aria-labelledby="onboarding-mode-title"
                fullWidth
                disabled={update.isPending}
                value={String(data.onboardingMode)}
                data={ONBOARDING_MODE_OPTIONS.map((o) => ({ value: String(o.value), label: o.label }))}
                onChange={(v) => {
                  const mode = Number(v) as 0 | 1 | 2;
                  const label = ONBOARDING_MODE_OPTIONS.find((o) => o.value === mode)?.label ?? '';
                  save({ onboardingMode: mode }, `Onboarding mode: ${label}`);
                }}
              />
              <Text fz="sm" c="dimmed" data-testid="mode-description">
                {ONBOARDING_MODE_OPTIONS.find((o) => o.value === data.onboardingMode)?.description}
              </Text>
            </Stack>
          </Card>
          <Stack gap="sm" component="section" aria-label="Setup checklist">
            <Group justify="space-between" wrap="wrap">
              <Title order={2} fz="md">
                Setup checklist
              </Title>
              <Text fz="sm" fw={600} data-testid="setup-progress">
                {done} of {data.items.length} done
              </Text>
            </Group>
            <Progress
              value={data.items.length ? (done / data.items.length) * 100 : 0}
              color="teal"
              aria-label={`${done} of ${data.items.length} setup steps done`}
            />
            {data.items.length === 0 ? (
              <Text fz="sm" c="dimmed">
                Nothing to set up.
              </Text>
            ) : (
              <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
                {data.items.map((item) => (
                  <ItemRow
                    key={item.key}
                    item={item}
                    busy={update.isPending}
                    onTick={(on) =>
                      save({ items: { [item.key]: on } }, `${item.label}: ${on ? 'done' : 'to do'}`)
                    }
                  />
                ))}
              </Stack>
            )}
          </Stack>
        </>
      )}
    </Stack>
  );
}
