import { Stack } from '@mantine/core';
import { ScopeControl } from './scope-control';
import type { SectionProps } from './section-props';
import { SuggestTagsInput } from './suggest-tags-input';

export function TitlesSection({ filters, set, config }: SectionProps) {
  return (
    <Stack gap="sm">
      <SuggestTagsInput
        kind="title"
        label="Include job titles"
        placeholder="e.g. Software Engineer"
        value={filters.titles ?? []}
        onChange={(titles) => set({ titles })}
        maxTags={20}
      />
      <ScopeControl
        label="Title held"
        value={filters.titleScope ?? config?.defaults.titleScope ?? 'current'}
        onChange={(titleScope) => set({ titleScope })}
      />
      <SuggestTagsInput
        kind="title"
        label="Exclude job titles"
        placeholder="e.g. Intern"
        value={filters.excludeTitles ?? []}
        onChange={(excludeTitles) => set({ excludeTitles })}
        maxTags={20}
      />
    </Stack>
  );
}

export function SkillsSection({ filters, set }: SectionProps) {
  return (
    <Stack gap="sm">
      <SuggestTagsInput
        kind="skill"
        label="Must have"
        description="Every one is required; synonyms count."
        placeholder="e.g. Java"
        value={filters.skills ?? []}
        onChange={(skills) => set({ skills })}
        maxTags={20}
      />
      <SuggestTagsInput
        kind="skill"
        label="Nice to have"
        description="Ranks candidates higher; filters no one out."
        placeholder="e.g. Kubernetes"
        value={filters.niceToHaveSkills ?? []}
        onChange={(niceToHaveSkills) => set({ niceToHaveSkills })}
        maxTags={20}
      />
    </Stack>
  );
}
