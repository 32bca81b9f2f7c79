import { Button, Card, Center, EmptyState, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconListSearch } from '@tabler/icons-react';
import { AUDIT_KINDS, type AuditKind, auditQuerySchema } from '@talentbase/shared';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { isApiError } from '../../../lib/api-client';
import { zodFieldErrors } from '../../../lib/form-errors';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useAuditExport, useAuditList } from '../api/audit';
import type { AuditFilters } from '../api/query-keys';
import { AuditFiltersBar, type FilterErrors } from './audit-filters';
import { AuditTable } from './audit-table';

const FILTER_KEYS = ['kind', 'userId', 'from', 'to'] as const;

/** The filters live in the address, so a filtered view can be reloaded or sent to a colleague. */
function useFiltersInUrl(): [AuditFilters, (next: AuditFilters) => void] {
  const [params, setParams] = useSearchParams();
  const filters = useMemo<AuditFilters>(() => {
    const kind = params.get('kind');
    return {
      kind: AUDIT_KINDS.includes(kind as AuditKind) ? (kind as AuditKind) : undefined,
      userId: params.get('userId') || undefined,
      from: params.get('from') || undefined,
      to: params.get('to') || undefined,
    };
  }, [params]);
  const set = (next: AuditFilters) => {
    const out = new URLSearchParams();
    for (const key of FILTER_KEYS) {
      const value = next[key];
      if (value) out.set(key, value);
    }
    setParams(out, { replace: true });
  };
  return [filters, set];
}

function checkFilters(filters: AuditFilters): FilterErrors {
  const errors = zodFieldErrors(auditQuerySchema, filters) as FilterErrors;
  for (const key of Object.keys(errors) as (keyof FilterErrors)[])
    if (!FILTER_KEYS.includes(key)) delete errors[key];
  return errors;
}

/** Every contact reveal, export, share, erasure and retention change of the team: who, what, when. */
export function AuditPanel() {
  const [filters, setFilters] = useFiltersInUrl();
  const clientErrors = checkFilters(filters);
  const valid = Object.keys(clientErrors).length === 0;
  const query = useAuditList(filters, valid);
  const exportCsv = useAuditExport();
  const [members, setMembers] = useState<{ userId: string; name: string }[]>([]);

  const pages = query.data?.pages;
  const firstMembers = pages?.[0]?.members;
  useEffect(() => {
    if (firstMembers) setMembers(firstMembers);
  }, [firstMembers]);

  const serverErrors: FilterErrors =
    isApiError(query.error) && query.error.hasFieldErrors ? (query.error.fields as FilterErrors) : {};
  const errors = { ...serverErrors, ...clientErrors };
  const entries = pages?.flatMap((p) => p.entries) ?? [];
  const filtered = Object.values(filters).some(Boolean);

  let body: React.ReactNode;
  if (!valid) body = null;
  else if (!pages) {
    body = query.isError ? (
      Object.keys(serverErrors).length > 0 ? null : (
        <LoadError
          title="The audit log could not be loaded"
          error={query.error}
          onRetry={() => query.refetch()}
        />
      )
    ) : (
      <Stack gap={8} data-testid="audit-loading" aria-busy="true">
        {['a', 'b', 'c', 'd', 'e'].map((k) => (
          <Skeleton key={k} height={30} />
        ))}
      </Stack>
    );
  } else if (entries.length === 0) {
    body = (
      <EmptyState
        variant="light"
        color="gray"
        py="xl"
        icon={<IconListSearch size={28} stroke={1.6} />}
        title={filtered ? 'Nothing matches these filters' : 'Nothing recorded yet'}
        description={
          filtered
            ? 'Try another kind, member or a wider range of days.'
            : 'Contact reveals, exports, shares and erasures of your team appear here as they happen.'
        }
        data-testid="audit-empty"
      />
    );
  } else {
    body = (
      <Stack gap="md">
        <AuditTable entries={entries} dimmed={query.isPlaceholderData} />
        {query.isFetchNextPageError ? (
          <LoadError
            title="More entries could not be loaded"
            error={query.error}
            onRetry={() => query.fetchNextPage()}
          />
        ) : null}
        {query.hasNextPage ? (
          <Center>
            <Button
              variant="default"
              loading={query.isFetchingNextPage}
              onClick={() => query.fetchNextPage()}
            >
              Load more
            </Button>
          </Center>
        ) : (
          <Text fz="sm" c="dimmed" ta="center">
            {entries.length === 1 ? 'One entry' : `All ${entries.length.toLocaleString()} entries`} shown.
          </Text>
        )}
      </Stack>
    );
  }

  return (
    <Card>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} fz="xl">
            Audit log
          </Title>
          <Text fz="sm" c="dimmed">
            Every contact reveal, export, share, erasure and retention change of your team, newest first.
          </Text>
        </Stack>
        <AuditFiltersBar
          filters={filters}
          members={members}
          errors={errors}
          exporting={exportCsv.isPending}
          onChange={setFilters}
          onExport={() =>
            exportCsv.mutate(filters, {
              onSuccess: (fileName) =>
                notifySuccess(`Saved as ${fileName}.`, { title: 'Audit log exported' }),
              onError: (error) => notifyError(error),
            })
          }
        />
        {body}
      </Stack>
    </Card>
  );
}
