import { Alert, Button, Group, List, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertTriangle, IconSearch } from '@tabler/icons-react';
import { MAX_KEYWORDS_LENGTH } from '@talentbase/shared';
import { SEARCH_PLACEHOLDER } from '@talentbase/shared/domain/limits';
import { useEffect, useState } from 'react';
import { SEARCH_FIELD } from '../../../lib/shortcuts/search-field';
import { useParseBoolean } from '../api/parse-boolean';

export const PARSE_DEBOUNCE_MS = 300;

/**
 * Keywords or a Boolean string. While the recruiter types, the server's reading of it shows
 * underneath (how it is understood, mistakes, words it widens); Enter or Search runs it.
 */
export function SearchBar({
  keywords,
  onSearch,
  searching,
}: {
  keywords: string;
  onSearch: (keywords: string) => void;
  searching: boolean;
}) {
  const [text, setText] = useState(keywords);
  // Back/Forward and re-runs from the history change the keywords from outside.
  useEffect(() => setText(keywords), [keywords]);
  const [debounced] = useDebouncedValue(text, PARSE_DEBOUNCE_MS);
  const { data: parsed } = useParseBoolean(debounced);
  const showParsed = parsed && debounced.trim() !== '' && text.trim() !== '';
  const tooLong = text.length > MAX_KEYWORDS_LENGTH;

  const submit = () => {
    if (!tooLong) onSearch(text.trim());
  };

  return (
    <Stack gap={6} role="search">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <TextInput
          aria-label="Keywords or Boolean search"
          placeholder={SEARCH_PLACEHOLDER}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              submit();
            }
          }}
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          error={tooLong ? `At most ${MAX_KEYWORDS_LENGTH} characters` : undefined}
          style={{ flex: 1 }}
          size="md"
          data-testid="keywords-input"
          {...SEARCH_FIELD}
        />
        {/* Not Mantine's `loading`, which disables the button: a click while the previous search
            loads (a filter just changed) must still run the keywords typed since. */}
        <Button
          size="md"
          onClick={submit}
          disabled={tooLong}
          aria-busy={searching}
          rightSection={searching ? <Loader size={14} color="white" aria-hidden="true" /> : undefined}
        >
          Search
        </Button>
      </Group>
      {showParsed ? (
        <Stack gap={4} aria-live="polite" data-testid="boolean-explanation">
          {parsed.explanation ? (
            <Text fz="sm" c="dimmed">
              {parsed.explanation}
            </Text>
          ) : null}
          {parsed.expansions.length > 0 ? (
            <Text fz="xs" c="dimmed">
              {parsed.expansions
                .map(
                  (e) =>
                    `${e.term} also finds ${e.matches.slice(0, 4).join(', ')}${e.matches.length > 4 ? '…' : ''}`,
                )
                .join(' · ')}
            </Text>
          ) : null}
          {parsed.warnings.length > 0 ? (
            <Alert color="yellow" variant="light" p="xs" icon={<IconAlertTriangle size={16} />}>
              <List size="sm" spacing={2}>
                {parsed.warnings.map((w) => (
                  <List.Item key={`${w.code}-${w.position ?? ''}-${w.message}`}>{w.message}</List.Item>
                ))}
              </List>
            </Alert>
          ) : null}
        </Stack>
      ) : null}
    </Stack>
  );
}
