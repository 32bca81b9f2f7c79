/** The list's filters: words of the name, title or company; match levels; unread only; the order. */
import { Checkbox, Group, MultiSelect, Select, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import type { ApplicantSort } from '@talentbase/shared/contracts/applicant-match-applicants';
import { MATCH_LEVEL_OPTIONS, type MatchLevel } from '@talentbase/shared/domain/applicant-match';
import { useEffect, useState } from 'react';
import type { ApplicantListParams } from '../lib/list-request';

const SORTS: { value: ApplicantSort; label: string }[] = [
  { value: 'score', label: 'Best match first' },
  { value: 'appliedAt', label: 'Newest first' },
  { value: 'name', label: 'Name' },
];

export type FilterChange = Partial<
  Pick<ApplicantListParams, 'sort' | 'matchLevels' | 'unreadOnly' | 'keyword'>
>;

export function ApplicantFilters({
  params,
  onChange,
}: {
  params: ApplicantListParams;
  onChange: (change: FilterChange) => void;
}) {
  const [keyword, setKeyword] = useState(params.keyword);
  const [debounced] = useDebouncedValue(keyword, 300);
  useEffect(() => {
    if (debounced !== params.keyword) onChange({ keyword: debounced });
  }, [debounced, params.keyword, onChange]);

  return (
    <Group gap="sm" align="flex-end" wrap="wrap" data-testid="applicant-filters">
      <TextInput
        label="Search applicants"
        placeholder="Name, title or company"
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        value={keyword}
        onChange={(e) => setKeyword(e.currentTarget.value)}
        style={{ flex: '1 1 220px' }}
        maxLength={200}
      />
      <MultiSelect
        label="Match level"
        placeholder={params.matchLevels.length ? undefined : 'Any'}
        data={MATCH_LEVEL_OPTIONS.map((o) => ({ value: o.value, label: o.label }))}
        value={params.matchLevels}
        onChange={(values) => onChange({ matchLevels: values as MatchLevel[] })}
        clearable
        style={{ flex: '1 1 220px' }}
      />
      <Select
        label="Sort by"
        data={SORTS}
        value={params.sort}
        onChange={(value) => onChange({ sort: (value as ApplicantSort | null) ?? 'score' })}
        allowDeselect={false}
        style={{ flex: '0 1 180px' }}
      />
      <Checkbox
        label="Unread only"
        checked={params.unreadOnly}
        onChange={(e) => onChange({ unreadOnly: e.currentTarget.checked })}
        mb={8}
      />
    </Group>
  );
}
