/**
 * Team settings › Offer management: the stages an offer moves through (engagement codes 34–38),
 * the approval chain (in order: named members, the project owner, the hiring manager), whether an
 * offer needs approval before it is sent, and the fields a new offer starts with.
 */
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import {
  type OfferApprover,
  type OfferSettingsInput,
  offerSettingsInputSchema,
} from '@talentbase/shared/contracts/offer-settings';
import { useState } from 'react';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';
import {
  type OfferSettings,
  useOfferSettings,
  useSaveOfferSettings,
  useTeamMembers,
} from '../../features/team-settings/api/team-settings-calls';
import { splitServerError, zodFieldErrors } from '../../lib/form-errors';
import { notifySuccess } from '../../lib/notify';

export const OFFER_MANAGEMENT_PATH = '/admin/team-settings/offer-management';

type Named = OfferApprover & { name: string };

export function AdminOfferManagementPage() {
  const current = useOfferSettings();
  return (
    <Stack gap="md" maw={900}>
      <PageHeader
        title="Offer management"
        description="Who approves an offer, in which order, and what a new offer starts with."
      />
      {current.data ? (
        <OfferForm key={current.data.data.updatedAt ?? 'defaults'} settings={current.data.data} />
      ) : current.isError ? (
        <LoadError
          title="The offer settings could not be loaded"
          error={current.error}
          onRetry={() => current.refetch()}
        />
      ) : (
        <Skeleton height={480} data-testid="offer-loading" />
      )}
    </Stack>
  );
}

function OfferForm({ settings }: { settings: OfferSettings }) {
  const save = useSaveOfferSettings();
  const members = useTeamMembers();
  const [required, setRequired] = useState(settings.approvalRequired);
  const [chain, setChain] = useState<Named[]>(
    settings.approvers.map((a) =>
      a.kind === 'member'
        ? { kind: 'member', userId: a.userId ?? '', name: a.name }
        : { kind: a.kind, name: a.name },
    ),
  );
  const [defaults, setDefaults] = useState(settings.defaults);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const keyOf = (a: Named) => (a.kind === 'member' ? a.userId : a.kind);
  const choices = [
    { value: 'project_owner', label: 'The project owner' },
    { value: 'hiring_manager', label: 'The hiring manager' },
    ...(members.data?.data.members ?? []).map((m) => ({ value: m.userId, label: m.name })),
  ].filter((c) => !chain.some((a) => keyOf(a) === c.value));
  const setDefault = <K extends keyof OfferSettings['defaults']>(
    key: K,
    value: OfferSettings['defaults'][K],
  ) => setDefaults((d) => ({ ...d, [key]: value }));
  const moveBy = (i: number, by: -1 | 1) =>
    setChain((list) => {
      const next = [...list];
      const [item] = next.splice(i, 1);
      if (item) next.splice(i + by, 0, item);
      return next;
    });

  return (
    <Stack gap="md">
      <Card withBorder padding="lg">
        <Title order={2} fz="lg" mb="xs">
          Offer stages
        </Title>
        <Group gap="xs" wrap="wrap" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {settings.stages.map((s, i) => (
            <li key={s.code}>
              <Badge variant="light" size="lg">
                {i + 1}. {s.name}
              </Badge>
            </li>
          ))}
        </Group>
        <Text fz="sm" c="dimmed" mt="xs">
          An offer moves through these stages in order; with approval off it goes from Offer initiated
          straight to Approved, ready to send.
        </Text>
      </Card>
      <Card withBorder padding="lg">
        <form
          aria-label="Offer settings"
          noValidate
          onSubmit={async (e) => {
            e.preventDefault();
            setFormMessage(null);
            const body: OfferSettingsInput = {
              approvalRequired: required,
              approvers: chain.map((a) =>
                a.kind === 'member' ? { kind: 'member', userId: a.userId } : { kind: a.kind },
              ),
              defaults,
            };
            const found = zodFieldErrors(offerSettingsInputSchema, body);
            setErrors(found);
            if (Object.keys(found).length > 0) return;
            try {
              await save.mutateAsync(body);
              notifySuccess('New offers follow these settings.', { title: 'Offer settings saved' });
            } catch (error) {
              const split = splitServerError(error, ['approvers']);
              setErrors(split.fields);
              setFormMessage(split.formMessage);
            }
          }}
        >
          <Stack gap="lg">
            <Switch
              label="Offers need approval before they are sent"
              checked={required}
              onChange={(e) => setRequired(e.currentTarget.checked)}
            />
            <Stack gap="xs">
              <Title order={2} fz="lg">
                Approval chain
              </Title>
              <Text fz="sm" c="dimmed">
                Approvers are asked one after the other, top first.
              </Text>
              {chain.length === 0 ? (
                <Text fz="sm">No approvers yet.</Text>
              ) : (
                <Stack gap="xs" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                  {chain.map((a, i) => (
                    <Card key={keyOf(a)} withBorder padding="xs" component="li">
                      <Group justify="space-between" wrap="wrap" gap="xs">
                        <Text>
                          {i + 1}. {a.name}
                        </Text>
                        <Group gap="xs">
                          <Button
                            size="xs"
                            variant="default"
                            disabled={i === 0}
                            onClick={() => moveBy(i, -1)}
                          >
                            Move up
                          </Button>
                          <Button
                            size="xs"
                            variant="default"
                            disabled={i === chain.length - 1}
                            onClick={() => moveBy(i, 1)}
                          >
                            Move down
                          </Button>
                          <Button
                            size="xs"
                            variant="subtle"
                            color="red"
                            onClick={() => setChain((list) => list.filter((_, j) => j !== i))}
                          >
                            Remove
                          </Button>
                        </Group>
                      </Group>
                    </Card>
                  ))}
                </Stack>
              )}
              <Select
                label="Add an approver"
                placeholder="Choose who approves next"
                data={choices}
                value={null}
                searchable
                maw={360}
                onChange={(v) => {
                  const choice = choices.find((c) => c.value === v);
                  if (!v || !choice) return;
                  setChain((list) => [
                    ...list,
                    v === 'project_owner' || v === 'hiring_manager'
                      ? { kind: v, name: choice.label }
                      : { kind: 'member', userId: v, name: choice.label },
                  ]);
                }}
                error={errors.approvers}
              />
            </Stack>
            <Title order={2} fz="lg">
              New offers start with
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <TextInput
                label="Currency"
                value={defaults.currency}
                maxLength={3}
                onChange={(e) => setDefault('currency', e.currentTarget.value.toUpperCase())}
                error={errors['defaults.currency']}
                required
              />
              <Select
                label="Salary per"
                data={[
                  { value: 'year', label: 'Year' },
                  { value: 'month', label: 'Month' },
                  { value: 'hour', label: 'Hour' },
                ]}
                value={defaults.salaryPeriod}
                allowDeselect={false}
                onChange={(v) =>
                  v && setDefault('salaryPeriod', v as OfferSettings['defaults']['salaryPeriod'])
                }
              />
              <NumberInput
                label="Bonus (% of salary)"
                min={0}
                max={200}
                value={defaults.bonusPercent ?? ''}
                onChange={(v) => setDefault('bonusPercent', typeof v === 'number' ? v : null)}
                error={errors['defaults.bonusPercent']}
              />
              <NumberInput
                label="Start date (days after the offer)"
                min={0}
                max={365}
                allowDecimal={false}
                value={defaults.startAfterDays}
                onChange={(v) => setDefault('startAfterDays', typeof v === 'number' ? v : Number.NaN)}
                error={errors['defaults.startAfterDays']}
                required
              />
              <NumberInput
                label="Days to answer"
                min={1}
                max={90}
                allowDecimal={false}
                value={defaults.expiresAfterDays}
                onChange={(v) => setDefault('expiresAfterDays', typeof v === 'number' ? v : Number.NaN)}
                error={errors['defaults.expiresAfterDays']}
                required
              />
              <TextInput
                label="Signed by"
                value={defaults.signatory}
                onChange={(e) => setDefault('signatory', e.currentTarget.value)}
                error={errors['defaults.signatory']}
              />
            </SimpleGrid>
            <Textarea
              label="Benefits"
              minRows={3}
              value={defaults.benefits}
              onChange={(e) => setDefault('benefits', e.currentTarget.value)}
              error={errors['defaults.benefits']}
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
    </Stack>
  );
}
