import { Button, Group, Select, SimpleGrid, Text, TextInput } from '@mantine/core';
import { IconDownload, IconFilterOff } from '@tabler/icons-react';
import { AUDIT_KIND_LABEL, AUDIT_KINDS, type AuditKind } from '@talentbase/shared';
import type { AuditFilters } from '../api/query-keys';

export type FilterErrors = Partial<Record<keyof AuditFilters, string>>;

const KIND_OPTIONS = [
  { value: '', label: 'All kinds' },
  ...AUDIT_KINDS.map((kind) => ({ value: kind, label: AUDIT_KIND_LABEL[kind] })),
];

/** Kind, member and days (inclusive, UTC); the CSV export takes the same filters. */
export function AuditFiltersBar({
  filters,
  members,
  errors,
  exporting,
  onChange,
  onExport,
}: {
  filters: AuditFilters;
  members: readonly { userId: string; name: string }[];
  errors: FilterErrors;
  exporting: boolean;
  onChange: (next: AuditFilters) => void;
  onExport: () => void;
}) {
  const set = (key: keyof AuditFilters, value: string | null) =>
    onChange({ ...filters, [key]: value ? value : undefined });
  const active = Object.values(filters).some(Boolean);
  return (
    <form aria-label="Filter the audit log" onSubmit={(e) => e.preventDefault()}>
      <SimpleGrid cols={{ base: 2, lg: 4 }} spacing="sm">
        <Select
          label="Kind"
          data={KIND_OPTIONS}
          value={filters.kind ?? ''}
          onChange={(value) => set('kind', value as AuditKind | null)}
          allowDeselect={false}
          error={errors.kind}
        />
        <Select
          label="Member"
          data={[
            { value: '', label: 'Everyone' },
            ...members.map((m) => ({ value: m.userId, label: m.name })),
          ]}
          value={filters.userId ?? ''}
          onChange={(value) => set('userId', value)}
          allowDeselect={false}
          searchable
          nothingFoundMessage="No member by that name"
          error={errors.userId}
        />
        <TextInput
          type="date"
          label="From"
          value={filters.from ?? ''}
          onChange={(e) => set('from', e.currentTarget.value)}
          error={errors.from}
        />
        <TextInput
          type="date"
          label="To"
          value={filters.to ?? ''}
          onChange={(e) => set('to', e.currentTarget.value)}
          error={errors.to}
        />
      </SimpleGrid>
      <Group gap="sm" mt="sm" justify="space-between">
        <Text fz="xs" c="dimmed">
          Days run in UTC; the last day is included.
        </Text>
        <Group gap="sm" ml="auto">
          {active ? (
            <Button variant="subtle" leftSection={<IconFilterOff size={16} />} onClick={() => onChange({})}>
              Clear filters
            </Button>
          ) : null}
          <Button
            variant="light"
            leftSection={<IconDownload size={16} />}
            loading={exporting}
            onClick={onExport}
            disabled={Object.keys(errors).length > 0}
          >
            Export CSV
          </Button>
        </Group>
      </Group>
    </form>
  );
}
