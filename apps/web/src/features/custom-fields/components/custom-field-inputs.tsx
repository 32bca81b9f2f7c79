/**
 * Inputs for custom field values, one per field by its type, and their read-only display. The
 * form checks each value with the shared `parseCustomValue` (the server's own rule) before it
 * sends anything; a server message for a field shows under it.
 */
import {
  Anchor,
  MultiSelect,
  NumberInput,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  type CustomField,
  type CustomValues,
  type CustomValuesInput,
  formatCustomValue,
  parseCustomValue,
} from '@talentbase/shared';

/** Editable values: what the inputs hold (strings for text, date and url; '' for empty). */
export type FieldDrafts = Record<string, unknown>;

export function draftsOf(fields: readonly CustomField[], values: CustomValues): FieldDrafts {
  return Object.fromEntries(
    fields.map((f) => [
      f.id,
      values[f.id] ?? (f.type === 'multi_select' ? [] : f.type === 'yes_no' ? null : ''),
    ]),
  );
}

/** The change to send (every field shown, cleared ones as null) or the messages per field. */
export function checkDrafts(
  fields: readonly CustomField[],
  drafts: FieldDrafts,
  requireRequired: boolean,
): { values: CustomValuesInput; errors: Record<string, string> } {
  const values: CustomValuesInput = {};
  const errors: Record<string, string> = {};
  for (const field of fields) {
    const raw = drafts[field.id];
    const parsed = parseCustomValue(field, raw === '' ? null : raw);
    if (!parsed.ok) errors[field.id] = parsed.message;
    else if (requireRequired && field.required && parsed.value === null)
      errors[field.id] = `${field.name} is required`;
    else values[field.id] = parsed.value as CustomValuesInput[string];
  }
  return { values, errors };
}

export function CustomFieldInput({
  field,
  value,
  error,
  onChange,
}: {
  field: CustomField;
  value: unknown;
  error?: string;
  onChange: (value: unknown) => void;
}) {
  const common = {
    label: field.name,
    description: field.helpText ?? undefined,
    error,
    required: field.required,
  };
  switch (field.type) {
    case 'text':
      return (
        <Textarea
          {...common}
          minRows={1}
          maxLength={2000}
          value={String(value ?? '')}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      );
    case 'url':
      return (
        <TextInput
          {...common}
          type="url"
          placeholder="https://"
          maxLength={2000}
          value={String(value ?? '')}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      );
    case 'number':
      return (
        <NumberInput
          {...common}
          value={typeof value === 'number' ? value : ''}
          onChange={(v) => onChange(v === '' ? null : typeof v === 'number' ? v : Number(v))}
          thousandSeparator=","
          decimalScale={6}
        />
      );
    case 'date':
      return (
        <TextInput
          {...common}
          type="date"
          value={String(value ?? '')}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      );
    case 'single_select':
      return (
        <Select
          {...common}
          clearable
          placeholder="Please select"
          data={field.options.map((o) => ({ value: o.id, label: o.label }))}
          value={typeof value === 'string' && value ? value : null}
          onChange={(v) => onChange(v ?? null)}
        />
      );
    case 'multi_select':
      return (
        <MultiSelect
          {...common}
          clearable
          placeholder="Please select"
          data={field.options.map((o) => ({ value: o.id, label: o.label }))}
          value={Array.isArray(value) ? (value as string[]) : []}
          onChange={onChange}
        />
      );
    case 'yes_no':
      return (
        <Stack gap={4}>
          <Text fz="sm" fw={500} component="span" id={`cf-${field.id}-label`}>
            {field.name}
            {field.required ? ' *' : ''}
          </Text>
          {field.helpText ? (
            <Text fz="xs" c="dimmed">
              {field.helpText}
            </Text>
          ) : null}
          <SegmentedControl
            aria-labelledby={`cf-${field.id}-label`}
            data={[
              { value: '', label: 'Not set' },
              { value: 'yes', label: 'Yes' },
              { value: 'no', label: 'No' },
            ]}
            value={value === true ? 'yes' : value === false ? 'no' : ''}
            onChange={(v) => onChange(v === 'yes' ? true : v === 'no' ? false : null)}
            style={{ alignSelf: 'flex-start' }}
          />
          {error ? (
            <Text fz="xs" c="red" role="alert">
              {error}
            </Text>
          ) : null}
        </Stack>
      );
  }
}

/** A value as people read it; links open in a new tab. */
export function CustomFieldValue({ field, value }: { field: CustomField; value: unknown }) {
  if (value === undefined || value === null || value === '') return <Text c="dimmed">—</Text>;
  if (field.type === 'url' && typeof value === 'string')
    return (
      <Anchor
        href={value}
        target="_blank"
        rel="noopener noreferrer"
        underline="always"
        style={{ overflowWrap: 'anywhere' }}
      >
        {value}
      </Anchor>
    );
  if (field.type === 'number' && typeof value === 'number')
    return <Text>{value.toLocaleString('en-US')}</Text>;
  return (
    <Text style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
      {formatCustomValue(field, value)}
    </Text>
  );
}

/** The fields as a form: one input each, in the team's order. */
export function CustomFieldInputs({
  fields,
  drafts,
  errors,
  onChange,
}: {
  fields: readonly CustomField[];
  drafts: FieldDrafts;
  errors: Record<string, string>;
  onChange: (drafts: FieldDrafts) => void;
}) {
  return (
    <Stack gap="sm">
      {fields.map((field) => (
        <CustomFieldInput
          key={field.id}
          field={field}
          value={drafts[field.id]}
          error={errors[field.id]}
          onChange={(v) => onChange({ ...drafts, [field.id]: v })}
        />
      ))}
    </Stack>
  );
}
