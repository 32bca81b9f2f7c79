import { Stack, TagsInput, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { SuggestKind } from '@talentbase/shared';
import { useMemo, useState } from 'react';
import { useSuggest } from '../../api/suggest';
import { formatCount } from '../../lib/format';

export const TYPEAHEAD_DEBOUNCE_MS = 200;

/**
 * A tags input fed by the suggest endpoint. The server already matched (prefix, synonym, fuzzy),
 * so the options are not filtered again here: "javscript" still offers JavaScript. What the
 * recruiter types is accepted too (Enter or comma): the search matches unknown names as words.
 */
export function SuggestTagsInput({
  kind,
  label,
  value,
  onChange,
  placeholder,
  maxTags,
  description,
  localOptions,
}: {
  kind: SuggestKind;
  label: string;
  value: readonly string[];
  onChange: (next: string[]) => void;
  placeholder?: string;
  maxTags: number;
  description?: string;
  /** Options known without asking the server (academic subjects for majors). */
  localOptions?: readonly string[];
}) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, TYPEAHEAD_DEBOUNCE_MS);
  const { data: suggestions = [] } = useSuggest(kind, debounced);

  const { data, details } = useMemo(() => {
    const details = new Map<string, string>();
    const seen = new Set<string>();
    const data: string[] = [];
    const add = (name: string, detail?: string) => {
      const key = name.toLowerCase();
      if (seen.has(key)) return;
      seen.add(key);
      data.push(name);
      if (detail) details.set(name, detail);
    };
    if (debounced.trim()) {
      for (const s of suggestions) {
        add(
          s.value,
          [s.detail, s.count > 0 ? `${formatCount(s.count)} profiles` : null].filter(Boolean).join(' · '),
        );
      }
      const q = debounced.trim().toLowerCase();
      for (const option of localOptions ?? []) {
        if (data.length >= 15) break;
        if (option.toLowerCase().includes(q)) add(option);
      }
    }
    return { data, details };
  }, [suggestions, localOptions, debounced]);

  return (
    <TagsInput
      label={label}
      description={description}
      placeholder={value.length >= maxTags ? undefined : placeholder}
      value={[...value]}
      onChange={(next) => onChange(next.map((v) => v.trim()).filter((v) => v.length > 0 && v.length <= 200))}
      searchValue={search}
      onSearchChange={setSearch}
      data={data}
      filter={({ options }) => options}
      maxTags={maxTags}
      clearable
      comboboxProps={{ withinPortal: true }}
      renderOption={({ option }) => (
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text fz="sm" truncate title={option.value}>
            {option.value}
          </Text>
          {details.get(option.value) ? (
            <Text fz="xs" c="dimmed" truncate>
              {details.get(option.value)}
            </Text>
          ) : null}
        </Stack>
      )}
    />
  );
}
