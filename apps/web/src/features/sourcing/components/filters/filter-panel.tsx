import { Accordion, Badge, Button, Group, Paper, ScrollArea, Text } from '@mantine/core';
import type { FilterPanelConfig, SearchFilters } from '@talentbase/shared';
import type { ComponentType } from 'react';
import { panelFilterCount, SECTIONS, type SectionId, sectionCount } from '../../lib/filter-meta';
import { CompaniesSection } from './company-section';
import { EducationSection, LanguagesSection } from './education-section';
import { ExperienceSection, SenioritySection } from './experience-section';
import { LocationFilter } from './location-filter';
import { ActivitySection, DiversitySection, EligibilitySection, SourceSection } from './other-sections';
import type { SectionProps } from './section-props';
import { SkillsSection, TitlesSection } from './title-skill-sections';

function LocationSection({ filters, set }: SectionProps) {
  return <LocationFilter value={filters.locations ?? []} onChange={(locations) => set({ locations })} />;
}

const SECTION_BODY: Record<SectionId, ComponentType<SectionProps>> = {
  titles: TitlesSection,
  skills: SkillsSection,
  location: LocationSection,
  experience: ExperienceSection,
  seniority: SenioritySection,
  education: EducationSection,
  languages: LanguagesSection,
  companies: CompaniesSection,
  diversity: DiversitySection,
  activity: ActivitySection,
  eligibility: EligibilitySection,
  source: SourceSection,
};

const OPEN_BY_DEFAULT: SectionId[] = ['titles', 'skills', 'location'];

/**
 * The left column: one collapsible section per group of filters, each with a badge counting its
 * active values. Every change is applied at once (the URL changes and the search runs).
 */
export function FilterPanel({
  filters,
  onChange,
  config,
}: {
  filters: SearchFilters;
  /** Gets an update of the latest filters, so quick changes in a row do not undo each other. */
  onChange: (update: (current: SearchFilters) => SearchFilters) => void;
  config: FilterPanelConfig | undefined;
}) {
  const active = panelFilterCount(filters);
  const set = (patch: Partial<SearchFilters>) => onChange((current) => ({ ...current, ...patch }));
  // Sections holding a filter open too, so a shared link shows what it filters on.
  const initiallyOpen = [
    ...new Set([
      ...OPEN_BY_DEFAULT,
      ...SECTIONS.filter((s) => sectionCount(filters, s.keys) > 0).map((s) => s.id),
    ]),
  ];

  return (
    <Paper withBorder component="aside" aria-label="Filters" data-testid="filter-panel">
      <Group
        justify="space-between"
        px="md"
        py="sm"
        style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      >
        <Group gap={6}>
          <Text fw={600}>Filters</Text>
          {active > 0 ? (
            <Badge size="sm" variant="light" aria-label={`${active} active filters`}>
              {active}
            </Badge>
          ) : null}
        </Group>
        <Button
          variant="subtle"
          size="compact-sm"
          disabled={active === 0}
          onClick={() => onChange((current) => (current.keywords ? { keywords: current.keywords } : {}))}
        >
          Clear all
        </Button>
      </Group>
      <ScrollArea.Autosize mah="calc(100vh - 190px)" type="auto" offsetScrollbars>
        <Accordion multiple defaultValue={initiallyOpen} variant="default" chevronPosition="right">
          {SECTIONS.map((section) => {
            const count = sectionCount(filters, section.keys);
            const Body = SECTION_BODY[section.id];
            return (
              <Accordion.Item key={section.id} value={section.id}>
                <Accordion.Control data-testid={`filter-section-${section.id}`}>
                  <Group gap={8} wrap="nowrap">
                    <Text fz="sm" fw={500}>
                      {section.label}
                    </Text>
                    {count > 0 ? (
                      <Badge size="xs" variant="filled" circle aria-label={`${count} active`}>
                        {count}
                      </Badge>
                    ) : null}
                  </Group>
                </Accordion.Control>
                <Accordion.Panel>
                  <Body filters={filters} set={set} config={config} />
                </Accordion.Panel>
              </Accordion.Item>
            );
          })}
        </Accordion>
      </ScrollArea.Autosize>
    </Paper>
  );
}
