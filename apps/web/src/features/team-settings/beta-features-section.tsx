/**
 * Team settings › Sourcing, "Beta features": the team's admins switch features still in beta on or
 * off for the whole team. A switch saves at once; the team sees the change on its next action.
 */
import { Badge, Card, Group, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import type { TeamBetaFeatures } from '@talentbase/shared';
import type { BetaFeatureKey } from '@talentbase/shared/domain/beta-features';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LoadError } from '../../components/load-error';
import { api, isApiError } from '../../lib/api-client';
import { notifyError, notifySuccess } from '../../lib/notify';

const KEY = ['team', 'beta-features'] as const;

export function useTeamBetaFeatures() {
  return useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => api.get<TeamBetaFeatures>('/v1/team/beta-features', undefined, signal),
    retry: (failures, error) => failures < 1 && !(isApiError(error) && error.status < 500),
    retryDelay: 1000,
    meta: { inlineErrors: true },
  });
}

export function BetaFeaturesSection() {
  const features = useTeamBetaFeatures();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (enabled: BetaFeatureKey[]) =>
      api.put<TeamBetaFeatures>('/v1/team/beta-features', { enabled }),
    onSuccess: (answer) => queryClient.setQueryData(KEY, answer),
    meta: { inlineErrors: true },
  });

  // Someone who may not manage them (or a server without them) sees no section at all.
  if (features.isError && isApiError(features.error) && [403, 404].includes(features.error.status))
    return null;

  const toggle = (key: BetaFeatureKey, on: boolean) => {
    const current = features.data?.features ?? [];
    const enabled = current.filter((f) => (f.key === key ? on : f.enabled)).map((f) => f.key);
    const label = current.find((f) => f.key === key)?.label ?? key;
    if (on && !enabled.includes(key)) enabled.push(key);
    save.mutate(enabled, {
      onSuccess: () => notifySuccess(`${label} switched ${on ? 'on' : 'off'} for your team`),
      onError: (error) => notifyError(error, `${label} could not be switched ${on ? 'on' : 'off'}`),
    });
  };

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="beta-features-title">
      <Stack gap="sm">
        <Group gap="xs">
          <Title order={2} fz="lg" id="beta-features-title">
            Beta features
          </Title>
          <Badge variant="light" color="violet" size="sm">
            Beta
          </Badge>
        </Group>
        <Text fz="sm" c="dimmed">
          Try features before they are finished. A switch applies to everyone in your team at once and may
          change before the feature is final.
        </Text>
        {features.isPending ? (
          <Skeleton height={120} aria-busy="true" data-testid="beta-loading" />
        ) : features.isError ? (
          <LoadError
            title="Beta features could not be loaded"
            error={features.error}
            onRetry={() => features.refetch()}
          />
        ) : features.data.features.length === 0 ? (
          <Text fz="sm">No features are in beta right now.</Text>
        ) : (
          features.data.features.map((f) => (
            <Switch
              key={f.key}
              label={f.label}
              description={f.description}
              checked={f.enabled}
              disabled={save.isPending}
              onChange={(e) => toggle(f.key, e.currentTarget.checked)}
              data-testid={`beta-${f.key}`}
            />
          ))
        )}
      </Stack>
    </Card>
  );
}
