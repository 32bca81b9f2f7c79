import { CloseButton, Group, SegmentedControl, Select, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import {
  ALL_PROJECT_ROLES,
  isProjectRole,
  PROJECT_LIST_SORTS,
  PROJECT_ROLE_LABEL,
  type ProjectListSort,
  type ProjectRole,
} from '@talentbase/shared';
import { SEARCH_PLACEHOLDER } from '@talentbase/shared/domain/limits';
import { useEffect, useRef, useState } from 'react';
import { SEARCH_FIELD } from '../../../lib/shortcuts/search-field';
import { KEYWORD_MAX, type ProjectListScope } from '../lib/list-url';

const SEARCH_DEBOUNCE_MS = 300;

const SORT_LABEL: Record<ProjectListSort, string> = {
  lastViewed: 'Last viewed',
  updated: 'Last updated',
  created: 'Created',
  name: 'Name',
};
const SORT_DATA = PROJECT_LIST_SORTS.map((s) => ({ value: s, label: SORT_LABEL[s] }));
const ROLE_DATA = ALL_PROJECT_ROLES.map((r) => ({ value: String(r), label: PROJECT_ROLE_LABEL[r] }));
const SCOPE_DATA: { value: ProjectListScope; label: string }[] = [
  { value: 'mine', label: 'My projects' },
  { value: 'team', label: 'Team projects' },
];

/**
 * Search (debounced; Enter searches at once), whose projects, your role on them, and the order.
 * The box follows the URL when it changes from elsewhere (Back, a link), not while typing.
 */
export function ProjectListToolbar({
  keyword,
  scope,
  role,
  sort,
  onKeyword,
  onScope,
  onRole,
  onSort,
}: {
  keyword: string;
  scope: ProjectListScope;
  role: ProjectRole | null;
  sort: ProjectListSort;
  onKeyword: (keyword: string) => void;
  onScope: (scope: ProjectListScope) => void;
  onRole: (role: ProjectRole | null) => void;
  onSort: (sort: ProjectListSort) => void;
}) {
  const [text, setText] = useState(keyword);
  const [debounced] = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  // The keyword this box last sent: a different one in the URL came from somewhere else.
  const sent = useRef(keyword);

  const send = (value: string) => {
    const next = value.trim();
    if (next === sent.current) return;
    sent.current = next;
    onKeyword(next);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the typing pauses
  useEffect(() => send(debounced), [debounced]);

  useEffect(() => {
    if (keyword === sent.current) return;
    sent.current = keyword;
    setText(keyword);
  }, [keyword]);

  return (
    <Group gap="sm" wrap="wrap" align="center">
      <TextInput
        style={{ flex: '1 1 240px' }}
        aria-label="Search projects"
        {...SEARCH_FIELD}
        placeholder={SEARCH_PLACEHOLDER}
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        value={text}
        maxLength={KEYWORD_MAX}
        onChange={(event) => setText(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') send(text);
          if (event.key === 'Escape' && text) {
            setText('');
            send('');
          }
        }}
        rightSection={
          text ? (
            <CloseButton
              size="sm"
              aria-label="Clear search"
              onClick={() => {
                setText('');
                send('');
              }}
            />
          ) : null
        }
      />
      <SegmentedControl
        aria-label="Whose projects"
        data={SCOPE_DATA}
        value={scope}
        onChange={(v) => onScope(v === 'team' ? 'team' : 'mine')}
      />
      <Select
        w={170}
        aria-label="Your role"
        placeholder="Any role"
        data={ROLE_DATA}
        value={role === null ? null : String(role)}
        clearable
        onChange={(v) => {
          const n = v === null ? null : Number(v);
          onRole(isProjectRole(n) ? n : null);
        }}
        comboboxProps={{ withinPortal: true }}
      />
      <Select
        w={160}
        aria-label="Sort by"
        data={SORT_DATA}
        value={sort}
        allowDeselect={false}
        onChange={(v) => onSort(PROJECT_LIST_SORTS.find((s) => s === v) ?? 'lastViewed')}
        comboboxProps={{ withinPortal: true }}
      />
    </Group>
  );
}
