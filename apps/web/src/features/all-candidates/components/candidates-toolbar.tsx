import { Button, Group, Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { SEARCH_FIELD } from '../../../lib/shortcuts/search-field';
import { CustomFieldFilters } from '../../custom-fields/components/custom-field-filters';
import type { ListState } from '../lib/list-url';

const SOURCES = [
  { value: '', label: 'Any source' },
  { value: 'import', label: 'Imported' },
  { value: 'ats', label: 'ATS' },
  { value: 'event_form', label: 'Event form' },
  { value: 'hiretual', label: 'Open web' },
];

export function CandidatesToolbar({
  state,
  onChange,
}: {
  state: ListState;
  onChange: (patch: Partial<ListState>, replace?: boolean) => void;
}) {
  const [keyword, setKeyword] = useState(state.keyword);
  const [tag, setTag] = useState(state.tag);
  useEffect(() => setKeyword(state.keyword), [state.keyword]);
  useEffect(() => setTag(state.tag), [state.tag]);
  const pushKeyword = useDebouncedCallback((value: string) => onChange({ keyword: value }, true), 300);
  const pushTag = useDebouncedCallback((value: string) => onChange({ tag: value }, true), 300);
  const filtered = Boolean(
    state.keyword ||
      state.source ||
      state.tag ||
      state.hasContact ||
      state.addedFrom ||
      state.addedTo ||
      state.customFields.length > 0,
  );
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        label="Search"
        placeholder="Type To Search"
        {...SEARCH_FIELD}
        leftSection={<IconSearch size={16} />}
        value={keyword}
        onChange={(e) => {
          setKeyword(e.currentTarget.value);
          pushKeyword(e.currentTarget.value);
        }}
        w={240}
      />
      <Select
        label="Source"
        data={SOURCES}
        value={state.source}
        onChange={(v) => onChange({ source: v ?? '' })}
        w={150}
        allowDeselect={false}
      />
      <TextInput
        label="Tag"
        placeholder="Any tag"
        value={tag}
        onChange={(e) => {
          setTag(e.currentTarget.value);
          pushTag(e.currentTarget.value);
        }}
        w={140}
      />
      <Select
        label="Contact info"
        data={[
          { value: '', label: 'Any' },
          { value: 'true', label: 'Has contact info' },
          { value: 'false', label: 'No contact info' },
        ]}
        value={state.hasContact}
        onChange={(v) => onChange({ hasContact: (v ?? '') as ListState['hasContact'] })}
        w={170}
        allowDeselect={false}
      />
      <TextInput
        label="Added from"
        type="date"
        value={state.addedFrom}
        onChange={(e) => onChange({ addedFrom: e.currentTarget.value })}
        w={160}
      />
      <TextInput
        label="Added to"
        type="date"
        value={state.addedTo}
        onChange={(e) => onChange({ addedTo: e.currentTarget.value })}
        w={160}
      />
      <Select
        label="Sort"
        data={[
          { value: 'recent', label: 'Newest first' },
          { value: 'oldest', label: 'Oldest first' },
          { value: 'name', label: 'Name' },
        ]}
        value={state.sort}
        onChange={(v) => onChange({ sort: (v ?? 'recent') as ListState['sort'] })}
        w={150}
        allowDeselect={false}
      />
      <CustomFieldFilters
        value={state.customFields}
        onChange={(customFields) => onChange({ customFields })}
      />
      {filtered ? (
        <Button
          variant="subtle"
          onClick={() =>
            onChange({
              keyword: '',
              source: '',
              tag: '',
              hasContact: '',
              addedFrom: '',
              addedTo: '',
              customFields: [],
            })
          }
        >
          Clear filters
        </Button>
      ) : null}
    </Group>
  );
}
