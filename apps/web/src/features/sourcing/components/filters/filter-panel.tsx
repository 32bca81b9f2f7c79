import { Accordion, Badge, Button, Group, Loader, Paper, ScrollArea, Text } from '@mantine/core';
import type { FilterPanelConfig, SearchFilters } from '@talentbase/shared';
import { type ComponentType, Suspense, useState } from 'react';
import { lazyNamed } from '../../../../lib/lazy-named';
import { panelFilterCount, SECTIONS, type SectionId, sectionCount } from '../../lib/filter-meta';
import { LocationFilter } from './location-filter';
import type { SectionProps } from './section-props';
import { SkillsSection, TitlesSection } from './title-skill-sections';

// Sections closed by default load when first opened: their inputs (number fields, the subject
// list, chip groups) are not part of showing the page (issue 13, initial load).
const loadCompany = () => import('./company-section');
const loadEducation = () => import('./education-section');
const loadExperience = () => import('./experience-section');
const loadOther = () => import('./other-sections');

function LocationSection({ filters, set }: SectionProps) {
  return <LocationFilter value={filters.locations ?? []} onChange={(locations) => set({ locations })} />;
}

const SECTION_BODY: Record<SectionId, ComponentType<SectionProps>> = {
  titles: TitlesSection,
  skills: SkillsSection,
  location: LocationSection,
  experience: lazyNamed(loadExperience, 'ExperienceSection'),
  seniority: lazyNamed(loadExperience, 'SenioritySection'),
  education: lazyNamed(loadEducation, 'EducationSection'),
  languages: lazyNamed(loadEducation, 'LanguagesSection'),
  companies: lazyNamed(loadCompany, 'CompaniesSection'),
  diversity: lazyNamed(loadOther, 'DiversitySection'),
  activity: lazyNamed(loadOther, 'ActivitySection'),
  eligibility: lazyNamed(loadOther, 'EligibilitySection'),
  source: lazyNamed(loadOther, 'SourceSection'),
  known: lazyNamed(loadOther, 'KnownPeopleSection'),
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
  // A section's inputs mount when it first opens and stay (a closed panel keeps what was typed).
  const [everOpen, setEverOpen] = useState<ReadonlySet<string>>(() => new Set(initiallyOpen));
  const noteOpen = (open: string[]) =>
    setEverOpen((seen) => (open.every((id) => seen.has(id)) ? seen : new Set([...seen, ...open])));

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
        <Accordion
          multiple
          defaultValue={initiallyOpen}
          onChange={noteOpen}
          variant="default"
          chevronPosition="right"
        >
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
                  {everOpen.has(section.id) ? (
                    <Suspense
                      fallback={<Loader role="status" size="xs" aria-label={`Loading ${section.label}`} />}
                    >
                      <Body filters={filters} set={set} config={config} />
                    </Suspense>
                  ) : null}
                </Accordion.Panel>
              </Accordion.Item>
            );
          })}
        </Accordion>
      </ScrollArea.Autosize>
    </Paper>
  );
}
