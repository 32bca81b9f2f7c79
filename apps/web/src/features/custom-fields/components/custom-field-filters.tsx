/**
 * All candidates › "Custom fields" filter: one condition per candidate field, by its type (text
 * and links contain, number and date ranges, any of a select's options, yes or no). Conditions
 * are edited in a panel and applied together; the button says how many are on.
 */
import {
  Badge,
  Button,
  Group,
  MultiSelect,
  NumberInput,
  Popover,
  ScrollArea,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import type { CustomField, CustomFieldFilter } from '@talentbase/shared';
import { type FormEvent, useState } from 'react';
import { useCustomFields } from '../api/custom-fields';

type Draft = Record<string, Omit<CustomFieldFilter, 'fieldId'>>;

const toDraft = (filters: readonly CustomFieldFilter[]): Draft =>
  Object.fromEntries(filters.map(({ fieldId, ...rest }) => [fieldId, rest]));

/** Only conditions that say something are kept. */
function toFilters(fields: readonly CustomField[], draft: Draft): CustomFieldFilter[] {
  const out: CustomFieldFilter[] = [];
  for (const field of fields) {
    const d = draft[field.id];
    if (!d) continue;
    if ((field.type === 'text' || field.type === 'url') && d.contains?.trim())
      out.push({ fieldId: field.id, contains: d.contains.trim() });
    if ((field.type === 'number' || field.type === 'date') && (d.min !== undefined || d.max !== undefined))
      out.push({
        fieldId: field.id,
        ...(d.min !== undefined ? { min: d.min } : {}),
        ...(d.max !== undefined ? { max: d.max } : {}),
      });
    if ((field.type === 'single_select' || field.type === 'multi_select') && d.anyOf?.length)
      out.push({ fieldId: field.id, anyOf: d.anyOf });
    if (field.type === 'yes_no' && d.is !== undefined) out.push({ fieldId: field.id, is: d.is });
  }
  return out;
}

function Condition({
  field,
  value,
  onChange,
}: {
  field: CustomField;
  value: Omit<CustomFieldFilter, 'fieldId'>;
  onChange: (v: Omit<CustomFieldFilter, 'fieldId'>) => void;
}) {
  switch (field.type) {
    case 'text':
    case 'url':
      return (
        <TextInput
          label={`${field.name} contains`}
          maxLength={200}
          value={value.contains ?? ''}
          onChange={(e) => onChange({ contains: e.currentTarget.value || undefined })}
        />
      );
    case 'number':
      return (
        <Group gap="xs" grow>
          <NumberInput
            label={`${field.name} from`}
            value={typeof value.min === 'number' ? value.min : ''}
            onChange={(v) => onChange({ ...value, min: typeof v === 'number' ? v : undefined })}
          />
          <NumberInput
            label="to"
            aria-label={`${field.name} to`}
            value={typeof value.max === 'number' ? value.max : ''}
            onChange={(v) => onChange({ ...value, max: typeof v === 'number' ? v : undefined })}
          />
        </Group>
      );
    case 'date':
      return (
        <Group gap="xs" grow>
          <TextInput
            type="date"
            label={`${field.name} from`}
            value={typeof value.min === 'string' ? value.min : ''}
            onChange={(e) => onChange({ ...value, min: e.currentTarget.value || undefined })}
          />
          <TextInput
            type="date"
            label="to"
            aria-label={`${field.name} to`}
            value={typeof value.max === 'string' ? value.max : ''}
            onChange={(e) => onChange({ ...value, max: e.currentTarget.value || undefined })}
          />
        </Group>
      );
    case 'single_select':
    case 'multi_select':
      return (
        <MultiSelect
          label={`${field.name} is any of`}
          placeholder="Any"
          clearable
          data={field.options.map((o) => ({ value: o.id, label: o.label }))}
          value={value.anyOf ?? []}
          onChange={(v) => onChange({ anyOf: v.length ? v : undefined })}
          comboboxProps={{ withinPortal: false }}
        />
      );
    case 'yes_no':
      return (
        <Select
          label={field.name}
          data={[
            { value: '', label: 'Any' },
            { value: 'yes', label: 'Yes' },
            { value: 'no', label: 'No' },
          ]}
          allowDeselect={false}
          value={value.is === true ? 'yes' : value.is === false ? 'no' : ''}
          onChange={(v) => onChange({ is: v === 'yes' ? true : v === 'no' ? false : undefined })}
          comboboxProps={{ withinPortal: false }}
        />
      );
  }
}

export function CustomFieldFilters({
  value,
  onChange,
}: {
  value: CustomFieldFilter[];
  onChange: (filters: CustomFieldFilter[]) => void;
}) {
  const fields = useCustomFields('candidate').data?.data;
  const [opened, setOpened] = useState(false);
  const [draft, setDraft] = useState<Draft>({});
  if (!fields || fields.length === 0) return null;
  const active = value.filter((f) => fields.some((x) => x.id === f.fieldId)).length;

  const apply = (e: FormEvent) => {
    e.preventDefault();
    onChange(toFilters(fields, draft));
    setOpened(false);
  };

  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-start"
      width={340}
      trapFocus
      returnFocus
      shadow="md"
    >
      <Popover.Target>
        <Button
          variant="default"
          leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden="true" />}
          rightSection={
            active > 0 ? (
              <Badge size="sm" circle>
                {active}
              </Badge>
            ) : null
          }
          aria-expanded={opened}
          onClick={() => {
            setDraft(toDraft(value));
            setOpened((o) => !o);
          }}
        >
          Custom fields
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <form onSubmit={apply} aria-label="Custom field filters">
          <Stack gap="sm">
            <Text fz="sm" fw={600}>
              Filter by custom fields
            </Text>
            <ScrollArea.Autosize mah={360} type="auto" offsetScrollbars>
              <Stack gap="sm">
                {fields.map((field) => (
                  <Condition
                    key={field.id}
                    field={field}
                    value={draft[field.id] ?? {}}
                    onChange={(v) => setDraft({ ...draft, [field.id]: v })}
                  />
                ))}
              </Stack>
            </ScrollArea.Autosize>
            <Group justify="space-between">
              <Button variant="subtle" onClick={() => setDraft({})}>
                Reset
              </Button>
              <Button type="submit">Apply</Button>
            </Group>
          </Stack>
        </form>
      </Popover.Dropdown>
    </Popover>
  );
}
