/**
 * The team's plan: the current plan with its renewal date, seats and credits; the plans on offer
 * with what each opens; trial, upgrade, downgrade, cancel and reactivate for the team's admins.
 * Refusals are shown above the plans with the way to fix them (a downgrade over the seat limit
 * links to the member table).
 */
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  List,
  Modal,
  Progress,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconCheck, IconInfoCircle } from '@tabler/icons-react';
import { FEATURE_GATE_NAMES, type PlanOfferView, type Subscription } from '@talentbase/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { isApiError } from '../../../lib/api-client';
import { GATE_LABEL } from '../../../lib/labels';
import { errorMessage } from '../../../lib/notify';
import { type SubscriptionAction, useSubscription, useSubscriptionAction } from '../api/subscription';

const fmtDate = (iso: string | null) =>
  iso
    ? new Date(iso).toLocaleDateString('en-US', {
        year: 'numeric',
        month: 'long',
        day: 'numeric',
        timeZone: 'UTC',
      })
    : '—';
const money = (n: number) => `$${n.toLocaleString('en-US')}`;

const STATUS_BADGE: Record<Subscription['status'], { label: string; color: string }> = {
  active: { label: 'Active', color: 'teal' },
  trialing: { label: 'Trial', color: 'violet' },
  canceled: { label: 'Ended', color: 'red' },
  expired: { label: 'Trial ended', color: 'gray' },
};

function periodLine(s: Subscription, plans: PlanOfferView[]): string {
  const label = (id: string | null) => plans.find((p) => p.id === id)?.label ?? 'Starter';
  if (s.status === 'trialing')
    return s.cancelAtPeriodEnd
      ? `Trial ends on ${fmtDate(s.trialEndsAt)}; your team then returns to ${label(s.trialFromPlanId)}.`
      : `Trial ends on ${fmtDate(s.trialEndsAt)}. Upgrade before then to keep ${s.planLabel}.`;
  if (s.status === 'canceled')
    return `Your ${label(s.subscribedPlanId)} subscription has ended; your team is on ${s.planLabel}. Reactivate to return to ${label(s.subscribedPlanId)}.`;
  if (s.cancelAtPeriodEnd)
    return `Cancelled: ends on ${fmtDate(s.renewsAt)}. Everything stays open until then.`;
  return `Renews on ${fmtDate(s.renewsAt)}.`;
}

function Meter({
  label,
  used,
  total,
  unit,
  warn = false,
}: {
  label: string;
  used: number;
  total: number;
  unit: string;
  /** Colour the bar as it nears the end (credits); a full seat count is normal. */
  warn?: boolean;
}) {
  const pct = total > 0 ? Math.min(100, Math.round((used / total) * 100)) : used > 0 ? 100 : 0;
  const color = !warn ? 'violet' : pct >= 100 ? 'red' : pct >= 90 ? 'orange' : 'violet';
  return (
    <Stack gap={4}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text fz="sm" fw={500}>
          {label}
        </Text>
        <Text fz="sm" c="dimmed">
          {used.toLocaleString('en-US')} of {total.toLocaleString('en-US')} {unit}
        </Text>
      </Group>
      <Progress value={pct} color={color} aria-label={`${label}: ${used} of ${total} ${unit}`} />
    </Stack>
  );
}

function CurrentPlan({
  s,
  plans,
  busy,
  onAction,
}: {
  s: Subscription;
  plans: PlanOfferView[];
  busy: boolean;
  onAction: (a: SubscriptionAction) => void;
}) {
  const badge = STATUS_BADGE[s.status];
  const offer = plans.find((p) => p.id === s.planId);
  const canReactivate = s.cancelAtPeriodEnd || s.status === 'canceled';
  return (
    <Card withBorder padding="lg" radius="md" data-testid="current-plan">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <div>
            <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
              Current plan
            </Text>
            <Group gap="xs">
              <Title order={2} fz="h3">
                {s.planLabel}
              </Title>
              <Badge color={badge.color} variant="light">
                {badge.label}
              </Badge>
            </Group>
            <Text fz="sm" mt={4}>
              {periodLine(s, plans)}
            </Text>
            {offer?.listPriceMonthly != null && (
              <Text fz="sm" c="dimmed">
                List price {money(offer.listPriceMonthly)} a month for the team.
              </Text>
            )}
          </div>
          {s.canManage && (
            <Group gap="xs">
              {canReactivate ? (
                <Button onClick={() => onAction({ kind: 'reactivate' })} loading={busy}>
                  Reactivate
                </Button>
              ) : (
                <Button variant="default" onClick={() => onAction({ kind: 'cancel' })} disabled={busy}>
                  {s.status === 'trialing' ? 'Cancel trial' : 'Cancel subscription'}
                </Button>
              )}
            </Group>
          )}
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          {s.seats.map((seat) => (
            <Meter
              key={seat.license}
              label={`${seat.license} seats`}
              used={seat.inUse}
              total={seat.purchased}
              unit="in use"
            />
          ))}
          <Meter label="Reveal credits" used={s.credits.used} total={s.credits.contract} unit="used" warn />
        </SimpleGrid>
        {!s.canManage && (
          <Text fz="sm" c="dimmed">
            Only your team's admins can change the plan.
          </Text>
        )}
      </Stack>
    </Card>
  );
}

function PlanCard({
  plan,
  s,
  current,
  busy,
  onAction,
}: {
  plan: PlanOfferView;
  s: Subscription;
  current: PlanOfferView | undefined;
  busy: boolean;
  onAction: (a: SubscriptionAction) => void;
}) {
  const isCurrent = plan.id === s.planId;
  const rank = current?.rank ?? 0;
  const trialing = s.status === 'trialing';
  const up = plan.rank > rank || (trialing && isCurrent);
  const down = plan.rank < rank;
  // What the team gets: the gates its admin or its recruiters have on this plan.
  const gates = FEATURE_GATE_NAMES.filter(
    (g) =>
      g !== 'subscriptionManage' &&
      g !== 'signedIn' &&
      (plan.gates.admin.includes(g) || plan.gates.recruiter.includes(g)),
  );
  return (
    <Card withBorder padding="md" radius="md" data-testid={`plan-${plan.id}`}>
      <Stack gap="sm" h="100%" justify="space-between">
        <Stack gap="xs">
          <Group justify="space-between" gap="xs">
            <Title order={3} fz="h4">
              {plan.label}
            </Title>
            {isCurrent && (
              <Badge variant="filled" color="violet">
                Your plan
              </Badge>
            )}
          </Group>
          <Text fz="lg" fw={600}>
            {plan.listPriceMonthly == null ? 'Ask our sales team' : `${money(plan.listPriceMonthly)} / month`}
          </Text>
          <Text fz="sm" c="dimmed">
            {plan.summary}
          </Text>
          <List size="sm" spacing={2} icon={<IconCheck size={14} aria-hidden />}>
            <List.Item>
              {plan.seats.Recruiter} Recruiter and {plan.seats.Collaborator} Collaborator seats
            </List.Item>
            <List.Item>{plan.monthlyCredits.toLocaleString('en-US')} reveal credits a month</List.Item>
            {gates.map((g) => (
              <List.Item key={g}>{GATE_LABEL[g as keyof typeof GATE_LABEL]}</List.Item>
            ))}
          </List>
        </Stack>
        {s.canManage && plan.selfServe && (
          <Stack gap={6}>
            {up && (
              <Button
                fullWidth
                onClick={() => onAction({ kind: 'upgrade', planId: plan.id })}
                disabled={busy}
              >
                {isCurrent ? 'Keep this plan' : 'Upgrade'}
                <VisuallyHidden>{isCurrent ? ` (${plan.label})` : ` to ${plan.label}`}</VisuallyHidden>
              </Button>
            )}
            {up && !isCurrent && !trialing && plan.trialAvailable && (
              <Button
                fullWidth
                variant="light"
                onClick={() => onAction({ kind: 'trial', planId: plan.id })}
                disabled={busy}
              >
                Start 14-day trial<VisuallyHidden> of {plan.label}</VisuallyHidden>
              </Button>
            )}
            {down && (
              <Button
                fullWidth
                variant="default"
                onClick={() => onAction({ kind: 'downgrade', planId: plan.id })}
                disabled={busy}
              >
                Downgrade<VisuallyHidden> to {plan.label}</VisuallyHidden>
              </Button>
            )}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

const CONFIRM: Record<SubscriptionAction['kind'], { title: string; body: string; confirm: string }> = {
  trial: {
    title: 'Start trial',
    body: 'Every feature of the plan opens now for 14 days. A team can try a plan once.',
    confirm: 'Start trial',
  },
  upgrade: {
    title: 'Upgrade',
    body: 'The features open for your team at once. The change is billed on your next invoice.',
    confirm: 'Upgrade',
  },
  downgrade: {
    title: 'Downgrade',
    body: "Features outside the smaller plan close for your team at once, and the plan's seats apply.",
    confirm: 'Downgrade',
  },
  cancel: {
    title: 'Cancel',
    body: 'Your plan stays as it is until the end of the current period; you can reactivate any time before.',
    confirm: 'Cancel at period end',
  },
  reactivate: {
    title: 'Reactivate',
    body: 'Your subscription renews automatically again.',
    confirm: 'Reactivate',
  },
};

export function SubscriptionSettings() {
  const query = useSubscription();
  const action = useSubscriptionAction();
  const [pending, setPending] = useState<SubscriptionAction | null>(null);

  if (query.isPending)
    return (
      <Stack gap="md" data-testid="subscription-loading">
        <Skeleton h={180} radius="md" />
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
          {[1, 2, 3, 4].map((n) => (
            <Skeleton key={n} h={260} radius="md" />
          ))}
        </SimpleGrid>
      </Stack>
    );
  if (query.isError)
    return (
      <LoadError
        title="Your subscription could not be loaded"
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );

  const { subscription: s, plans } = query.data;
  const current = plans.find((p) => p.id === s.planId);
  const shown = plans.filter((p) => p.selfServe || p.id === s.planId);
  const error = action.error;
  const fixPath =
    isApiError(error) && typeof error.details?.fixPath === 'string' ? error.details.fixPath : null;
  const upgradeTo =
    isApiError(error) && typeof error.details?.upgradePlanId === 'string'
      ? error.details.upgradePlanId
      : null;
  const run = (a: SubscriptionAction) => {
    action.reset();
    setPending(a);
  };
  const confirm = pending ? CONFIRM[pending.kind] : null;
  const pendingPlan = pending && 'planId' in pending ? plans.find((p) => p.id === pending.planId) : null;

  return (
    <Stack gap="lg">
      <CurrentPlan s={s} plans={plans} busy={action.isPending} onAction={run} />
      {error && (
        <Alert
          color="red"
          variant="light"
          title="The plan was not changed"
          role="alert"
          withCloseButton
          onClose={() => action.reset()}
        >
          <Stack gap="xs" align="flex-start">
            <Text fz="sm">{errorMessage(error)}</Text>
            {fixPath && (
              <Anchor component={Link} to={fixPath} fz="sm" underline="always">
                Manage seats in Admin › Users
              </Anchor>
            )}
            {upgradeTo && s.canManage && (
              <Button size="xs" onClick={() => run({ kind: 'upgrade', planId: upgradeTo as never })}>
                Upgrade instead
              </Button>
            )}
          </Stack>
        </Alert>
      )}
      <Stack gap="xs">
        <Title order={2} fz="h4">
          Plans
        </Title>
        <Group gap={6} wrap="nowrap" align="flex-start">
          <IconInfoCircle size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
          <Text fz="sm" c="dimmed">
            Upgrades open their features at once and are billed on your next invoice. Prices are list prices
            per month for the whole team; your invoice shows what you pay.
          </Text>
        </Group>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: Math.min(4, shown.length) }} spacing="md">
        {shown.map((plan) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            s={s}
            current={current}
            busy={action.isPending}
            onAction={run}
          />
        ))}
      </SimpleGrid>
      <Modal
        opened={Boolean(pending)}
        onClose={() => setPending(null)}
        title={confirm ? `${confirm.title}${pendingPlan ? `: ${pendingPlan.label}` : ''}` : ''}
        centered
      >
        <Stack gap="md">
          <Text fz="sm">{confirm?.body}</Text>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={() => setPending(null)}>
              Not now
            </Button>
            <Button
              loading={action.isPending}
              onClick={() => {
                if (!pending) return;
                action.mutate(pending, { onSettled: () => setPending(null) });
              }}
            >
              {confirm?.confirm}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
