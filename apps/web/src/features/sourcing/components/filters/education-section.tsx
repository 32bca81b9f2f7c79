import { ActionIcon, Group, MultiSelect, Select, Stack, Text, Tooltip } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import {
  EDUCATION_LEVEL_OPTIONS,
  LANGUAGE_PROFICIENCY_OPTIONS,
} from '@talentbase/shared/domain/sourcing-filters';
import { ACADEMIC_SUBJECTS } from '@talentbase/shared/reference/academic-subjects';
import type { SectionProps } from './section-props';
import { SuggestTagsInput } from './suggest-tags-input';

const SUBJECT_NAMES = ACADEMIC_SUBJECTS.map((s) => s.label);
const ANY_LEVEL = 'any';
const MAX_LANGUAGES = 10;

export function EducationSection({ filters, set }: SectionProps) {
  return (
    <Stack gap="sm">
      <MultiSelect
        label="Education level"
        placeholder={filters.educationLevels?.length ? undefined : 'Any level'}
        data={EDUCATION_LEVEL_OPTIONS.map((o) => ({ value: o.value, label: o.label }))}
        value={filters.educationLevels ?? []}
        onChange={(values) =>
          set({
            educationLevels: EDUCATION_LEVEL_OPTIONS.filter((o) => values.includes(o.value)).map(
              (o) => o.value,
            ),
          })
        }
        clearable
        comboboxProps={{ withinPortal: true }}
      />
      <SuggestTagsInput
        kind="major"
        label="Majors"
        placeholder="e.g. Computer Science"
        value={filters.majors ?? []}
        onChange={(majors) => set({ majors })}
        maxTags={20}
        localOptions={SUBJECT_NAMES}
      />
      <SuggestTagsInput
        kind="school"
        label="Schools"
        placeholder="e.g. Stanford University"
        value={filters.schools ?? []}
        onChange={(schools) => set({ schools })}
        maxTags={20}
      />
    </Stack>
  );
}

export function LanguagesSection({ filters, set }: SectionProps) {
  const languages = filters.languages ?? [];
  const names = languages.map((l) => l.language);
  return (
    <Stack gap="xs">
      <SuggestTagsInput
        kind="language"
        label="Languages"
        placeholder={languages.length >= MAX_LANGUAGES ? undefined : 'e.g. Spanish'}
        value={names}
        maxTags={MAX_LANGUAGES}
        onChange={(next) =>
          set({
            // Keep each language's chosen level when another one is added or removed.
            languages: next.map((language) => languages.find((l) => l.language === language) ?? { language }),
          })
        }
      />
      {languages.map((entry, index) => (
        <Group key={entry.language} gap="xs" wrap="nowrap" justify="space-between">
          <Text fz="sm" truncate title={entry.language} style={{ flex: 1 }}>
            {entry.language}
          </Text>
          <Select
            size="xs"
            w={130}
            aria-label={`Minimum proficiency in ${entry.language}`}
            data={[
              { value: ANY_LEVEL, label: 'Any level' },
              ...LANGUAGE_PROFICIENCY_OPTIONS.map((o) => ({ value: String(o.value), label: `${o.label}+` })),
            ]}
            value={entry.minProficiency ? String(entry.minProficiency) : ANY_LEVEL}
            allowDeselect={false}
            onChange={(v) =>
              set({
                languages: languages.map((l, i) =>
                  i === index
                    ? { language: l.language, minProficiency: v && v !== ANY_LEVEL ? Number(v) : undefined }
                    : l,
                ),
              })
            }
            comboboxProps={{ withinPortal: true }}
          />
          <Tooltip label={`Remove ${entry.language}`}>
            <ActionIcon
              variant="subtle"
              color="gray"
              size="sm"
              aria-label={`Remove ${entry.language}`}
              onClick={() => set({ languages: languages.filter((_, i) => i !== index) })}
            >
              <IconX size={14} />
            </ActionIcon>
          </Tooltip>
        </Group>
      ))}
    </Stack>
  );
}
