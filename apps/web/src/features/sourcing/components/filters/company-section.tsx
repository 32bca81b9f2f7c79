import { MultiSelect, Stack } from '@mantine/core';
import {
  COMPANY_SIZE_BANDS,
  COMPANY_TYPE_OPTIONS,
  FUNDING_STAGE_OPTIONS,
} from '@talentbase/shared/domain/company-filters';
import { ChipChoices } from './chip-choices';
import { ScopeControl } from './scope-control';
import type { SectionProps } from './section-props';
import { SuggestTagsInput } from './suggest-tags-input';

function inOrder<T extends string>(options: readonly { value: T }[], values: string[]): T[] {
  return options.filter((o) => values.includes(o.value)).map((o) => o.value);
}

export function CompaniesSection({ filters, set, config }: SectionProps) {
  return (
    <Stack gap="sm">
      <SuggestTagsInput
        kind="company"
        label="Companies"
        placeholder="e.g. Google"
        value={filters.companies ?? []}
        onChange={(companies) => set({ companies })}
        maxTags={30}
      />
      <ScopeControl
        label="Worked there"
        value={filters.companyScope ?? config?.defaults.companyScope ?? 'current'}
        onChange={(companyScope) => set({ companyScope })}
      />
      <SuggestTagsInput
        kind="company"
        label="Exclude companies"
        value={filters.excludeCompanies ?? []}
        onChange={(excludeCompanies) => set({ excludeCompanies })}
        maxTags={30}
      />
      <ChipChoices
        label="Company size (employees)"
        options={COMPANY_SIZE_BANDS}
        value={filters.companySizes ?? []}
        onChange={(companySizes) => set({ companySizes })}
      />
      <MultiSelect
        label="Funding stage"
        placeholder={filters.fundingStages?.length ? undefined : 'Any stage'}
        data={FUNDING_STAGE_OPTIONS.map((o) => ({ value: o.value, label: o.label }))}
        value={filters.fundingStages ?? []}
        onChange={(v) => set({ fundingStages: inOrder(FUNDING_STAGE_OPTIONS, v) })}
        clearable
        comboboxProps={{ withinPortal: true }}
      />
      <ChipChoices
        label="Company type"
        options={COMPANY_TYPE_OPTIONS}
        value={filters.companyTypes ?? []}
        onChange={(companyTypes) => set({ companyTypes })}
      />
      <SuggestTagsInput
        kind="industry"
        label="Industries"
        placeholder="e.g. Computer Software"
        value={filters.industries ?? []}
        onChange={(industries) => set({ industries })}
        maxTags={20}
      />
    </Stack>
  );
}
