import { Alert, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import type { TeamSettingsKey } from '@talentbase/shared';
import type { ReactNode } from 'react';
import { LoadError } from '../../components/load-error';
import { isApiError } from '../../lib/api-client';
import { errorMessage } from '../../lib/notify';
import type { SettingsAnswer } from './api';

/** "Last saved 3 Mar 2026, 10:02 by Dana Demo", or that the defaults are in use. */
export function savedLine(answer: { updatedAt: string | null; updatedBy: string | null }): string {
  if (!answer.updatedAt) return 'Your team uses the defaults: nothing saved yet.';
  const at = new Date(answer.updatedAt).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
  return `Last saved ${at}${answer.updatedBy ? ` by ${answer.updatedBy}` : ''}.`;
}

/** The server's field messages of a failed save, by field name (first path segment). */
export function saveErrors(error: unknown): Record<string, string> {
  if (!isApiError(error)) return {};
  const out: Record<string, string> = {};
  for (const [key, message] of Object.entries(error.fields)) {
    const field = key.split('.')[0] ?? key;
    out[field] ??= message;
  }
  return out;
}

/** Loading, error and loaded states of a team settings page, around its form. */
export function SettingsFrame<K extends TeamSettingsKey>({
  query,
  what,
  children,
}: {
  query: {
    isPending: boolean;
    isError: boolean;
    error: unknown;
    data?: SettingsAnswer<K>;
    refetch: () => unknown;
  };
  what: string;
  children: (answer: SettingsAnswer<K>) => ReactNode;
}) {
  if (query.isPending)
    return (
      <Stack gap="sm" aria-busy="true" data-testid="settings-loading">
        <Skeleton height={36} />
        <Skeleton height={36} />
        <Skeleton height={36} />
      </Stack>
    );
  if (query.isError || !query.data)
    return (
      <LoadError title={`${what} could not be loaded`} error={query.error} onRetry={() => query.refetch()} />
    );
  return (
    <Stack gap="md">
      <Text fz="sm" c="dimmed">
        {savedLine(query.data)}
      </Text>
      {children(query.data)}
    </Stack>
  );
}

export function SaveBar({
  loading,
  error,
  fieldsShown,
  label = 'Save',
}: {
  loading: boolean;
  error: unknown;
  fieldsShown: boolean;
  label?: string;
}) {
  return (
    <Stack gap="sm">
      {error && !fieldsShown ? (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(error)}
        </Alert>
      ) : null}
      <Group>
        <Button type="submit" loading={loading}>
          {label}
        </Button>
      </Group>
    </Stack>
  );
}
