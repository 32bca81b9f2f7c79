/**
 * Typed custom fields a team defines for its candidates and its projects
 * (/admin/team-settings/custom-fields-settings), and their values. A field with values is
 * archived rather than deleted (its values stay, hidden), and the same validation runs in the
 * browser and on the server: `parseCustomValue` below.
 */
import { z } from 'zod';

export const CUSTOM_FIELD_ENTITIES = ['candidate', 'project'] as const;
export type CustomFieldEntity = (typeof CUSTOM_FIELD_ENTITIES)[number];
export const CUSTOM_FIELD_TYPES = [
  'text',
  'number',
  'date',
  'single_select',
  'multi_select',
  'yes_no',
  'url',
] as const;
export type CustomFieldType = (typeof CUSTOM_FIELD_TYPES)[number];
export const CUSTOM_FIELD_TYPE_LABEL: Record<CustomFieldType, string> = {
  text: 'Text',
  number: 'Number',
  date: 'Date',
  single_select: 'Single select',
  multi_select: 'Multi select',
  yes_no: 'Yes/no',
  url: 'URL',
};
export const CUSTOM_FIELDS_PER_ENTITY = 100;
export const CUSTOM_FIELD_OPTIONS_MAX = 100;
export const CUSTOM_FIELD_NAME_MAX = 60;
export const CUSTOM_FIELD_HELP_MAX = 300;
export const CUSTOM_TEXT_MAX = 2000;
export const CUSTOM_URL_MAX = 2000;

/** True when the text holds a control character (line breaks allowed where `lines`). */
export function hasControlChars(v: string, lines = false): boolean {
  for (let i = 0; i < v.length; i++) {
    const c = v.charCodeAt(i);
    if (lines && (c === 10 || c === 13 || c === 9)) continue;
    if (c < 32 || c === 127) return true;
  }
  return false;
}

const noControls = (v: string) => !hasControlChars(v);

export const customFieldOptionSchema = z.object({ id: z.string(), label: z.string() });
export type CustomFieldOption = z.infer<typeof customFieldOptionSchema>;

export const customFieldSchema = z.object({
  id: z.string(),
  entity: z.enum(CUSTOM_FIELD_ENTITIES),
  type: z.enum(CUSTOM_FIELD_TYPES),
  name: z.string(),
  helpText: z.string().nullable(),
  /** Projects only: a project cannot be created or saved without a value. */
  required: z.boolean(),
  options: z.array(customFieldOptionSchema),
  position: z.number().int(),
  archived: z.boolean(),
  /** How many candidates or projects hold a value (decides archive versus delete). */
  valueCount: z.number().int(),
});
export type CustomField = z.infer<typeof customFieldSchema>;

export const customFieldListQuerySchema = z.strictObject({
  entity: z.enum(CUSTOM_FIELD_ENTITIES, { message: 'entity must be candidate or project' }),
  includeArchived: z.enum(['true', 'false']).optional(),
});
export const customFieldListSchema = z.object({ data: z.array(customFieldSchema) });
export type CustomFieldList = z.infer<typeof customFieldListSchema>;

const nameSchema = z
  .string({ message: 'Enter a field name' })
  .trim()
  .min(1, 'Enter a field name')
  .max(CUSTOM_FIELD_NAME_MAX, `A field name must be at most ${CUSTOM_FIELD_NAME_MAX} characters`)
  .refine(noControls, 'A field name cannot contain control characters');
const helpSchema = z
  .string()
  .trim()
  .max(CUSTOM_FIELD_HELP_MAX, `Help text must be at most ${CUSTOM_FIELD_HELP_MAX} characters`)
  .refine(noControls, 'Help text cannot contain control characters')
  .nullable();
const optionLabelSchema = z
  .string({ message: 'Enter an option' })
  .trim()
  .min(1, 'An option cannot be empty')
  .max(80, 'An option must be at most 80 characters')
  .refine(noControls, 'An option cannot contain control characters');
/** Options in order; an existing option keeps its id (so values follow a renamed option). */
const optionsInputSchema = z
  .array(z.strictObject({ id: z.string().max(20).optional(), label: optionLabelSchema }))
  .max(CUSTOM_FIELD_OPTIONS_MAX, `At most ${CUSTOM_FIELD_OPTIONS_MAX} options`)
  .refine(
    (opts) => new Set(opts.map((o) => o.label.toLowerCase())).size === opts.length,
    'Each option must be different',
  );

export const createCustomFieldRequestSchema = z
  .strictObject({
    entity: z.enum(CUSTOM_FIELD_ENTITIES, { message: 'entity must be candidate or project' }),
    type: z.enum(CUSTOM_FIELD_TYPES, { message: 'Choose a field type' }),
    name: nameSchema,
    helpText: helpSchema.optional(),
    required: z.boolean().optional(),
    options: optionsInputSchema.optional(),
  })
  .superRefine((v, ctx) => {
    const select = v.type === 'single_select' || v.type === 'multi_select';
    if (select && (v.options?.length ?? 0) === 0)
      ctx.addIssue({
        code: 'custom',
        path: ['options'],
        message: 'A select field needs at least one option',
      });
    if (!select && v.options && v.options.length > 0)
      ctx.addIssue({ code: 'custom', path: ['options'], message: 'Only select fields have options' });
    if (v.required && v.entity !== 'project')
      ctx.addIssue({ code: 'custom', path: ['required'], message: 'Only project fields can be required' });
  });
export type CreateCustomFieldRequest = z.input<typeof createCustomFieldRequestSchema>;

/** The type and the entity never change: values already stored depend on them. */
export const updateCustomFieldRequestSchema = z.strictObject({
  name: nameSchema.optional(),
  helpText: helpSchema.optional(),
  required: z.boolean().optional(),
  options: optionsInputSchema.optional(),
});
export type UpdateCustomFieldRequest = z.input<typeof updateCustomFieldRequestSchema>;

export const reorderCustomFieldsRequestSchema = z.strictObject({
  entity: z.enum(CUSTOM_FIELD_ENTITIES, { message: 'entity must be candidate or project' }),
  fieldIds: z
    .array(z.string().max(20))
    .min(1, 'Give the fields in their new order')
    .max(CUSTOM_FIELDS_PER_ENTITY * 2, 'Too many fields'),
});

export const customFieldParamsSchema = z.strictObject({ fieldId: z.string().max(20) });

// ---------------------------------------------------------------------------------------------
// Values.

/** string (text, url, date YYYY-MM-DD, single select option id), number, boolean, option ids. */
export const customValueSchema = z.union([z.string(), z.number(), z.boolean(), z.array(z.string())]);
export type CustomValue = z.infer<typeof customValueSchema>;

export const customValuesSchema = z.record(z.string(), customValueSchema);
export type CustomValues = z.infer<typeof customValuesSchema>;

/** A change: fieldId → value, or null to clear it. */
export const customValuesInputSchema = z.record(
  z.string().max(20),
  z.union([
    z.string().max(CUSTOM_TEXT_MAX * 2),
    z.number(),
    z.boolean(),
    z.array(z.string().max(20)).max(CUSTOM_FIELD_OPTIONS_MAX),
    z.null(),
  ]),
);
export type CustomValuesInput = z.infer<typeof customValuesInputSchema>;

export const customValuesResponseSchema = z.object({
  fields: z.array(customFieldSchema),
  values: customValuesSchema,
});
export type CustomValuesResponse = z.infer<typeof customValuesResponseSchema>;

export const updateCandidateCustomValuesRequestSchema = z.strictObject({
  values: customValuesInputSchema,
  projectId: z.string().max(20).optional(),
});
export const updateProjectCustomValuesRequestSchema = z.strictObject({ values: customValuesInputSchema });

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
export function isIsoDate(v: string): boolean {
  const m = DATE_RE.exec(v);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return (
    d.getUTCFullYear() === Number(m[1]) &&
    d.getUTCMonth() === Number(m[2]) - 1 &&
    d.getUTCDate() === Number(m[3])
  );
}

export type ParsedCustomValue = { ok: true; value: CustomValue | null } | { ok: false; message: string };

/**
 * Checks one value against its field and returns it as stored: trimmed text, a finite number,
 * a real calendar date, known option ids, an http(s) URL. Empty text and empty lists clear.
 */
export function parseCustomValue(
  field: Pick<CustomField, 'type' | 'options' | 'name'>,
  raw: unknown,
): ParsedCustomValue {
  if (raw === null || raw === undefined) return { ok: true, value: null };
  const fail = (message: string): ParsedCustomValue => ({ ok: false, message });
  switch (field.type) {
    case 'text': {
      if (typeof raw !== 'string') return fail(`${field.name} must be text`);
      const v = raw.trim();
      if (v.length > CUSTOM_TEXT_MAX)
        return fail(`${field.name} must be at most ${CUSTOM_TEXT_MAX} characters`);
      if (hasControlChars(v, true)) return fail(`${field.name} cannot contain control characters`);
      return { ok: true, value: v === '' ? null : v };
    }
    case 'number': {
      const n = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
      if (typeof raw === 'string' && raw.trim() === '') return { ok: true, value: null };
      if (typeof n !== 'number' || !Number.isFinite(n)) return fail(`${field.name} must be a number`);
      if (Math.abs(n) > 1e15) return fail(`${field.name} is too large`);
      return { ok: true, value: n };
    }
    case 'date': {
      if (typeof raw !== 'string') return fail(`${field.name} must be a date (YYYY-MM-DD)`);
      if (raw.trim() === '') return { ok: true, value: null };
      if (!isIsoDate(raw.trim())) return fail(`${field.name} must be a real date (YYYY-MM-DD)`);
      return { ok: true, value: raw.trim() };
    }
    case 'single_select': {
      if (typeof raw !== 'string') return fail(`${field.name} must be one of its options`);
      if (raw === '') return { ok: true, value: null };
      if (!field.options.some((o) => o.id === raw)) return fail(`${field.name}: choose one of its options`);
      return { ok: true, value: raw };
    }
    case 'multi_select': {
      if (!Array.isArray(raw) || raw.some((x) => typeof x !== 'string'))
        return fail(`${field.name} must be a list of its options`);
      const ids = [...new Set(raw as string[])];
      if (ids.some((id) => !field.options.some((o) => o.id === id)))
        return fail(`${field.name}: choose among its options`);
      // Stored in the field's option order, so exports and the page read the same.
      const ordered = field.options.filter((o) => ids.includes(o.id)).map((o) => o.id);
      return { ok: true, value: ordered.length === 0 ? null : ordered };
    }
    case 'yes_no':
      if (typeof raw !== 'boolean') return fail(`${field.name} must be yes or no`);
      return { ok: true, value: raw };
    case 'url': {
      if (typeof raw !== 'string') return fail(`${field.name} must be a web address`);
      const v = raw.trim();
      if (v === '') return { ok: true, value: null };
      if (v.length > CUSTOM_URL_MAX)
        return fail(`${field.name} must be at most ${CUSTOM_URL_MAX} characters`);
      let url: URL;
      try {
        url = new URL(v);
      } catch {
        return fail(`${field.name} must be a web address starting with http:// or https://`);
      }
      if (url.protocol !== 'http:' && url.protocol !== 'https:')
        return fail(`${field.name} must be a web address starting with http:// or https://`);
      return { ok: true, value: v };
    }
  }
}

/** A value as a person reads it (CSV export, lists). */
export function formatCustomValue(field: Pick<CustomField, 'type' | 'options'>, value: unknown): string {
  if (value === null || value === undefined) return '';
  if (field.type === 'yes_no') return value === true ? 'Yes' : value === false ? 'No' : '';
  const label = (id: unknown) => field.options.find((o) => o.id === id)?.label ?? '';
  if (field.type === 'single_select') return label(value);
  if (field.type === 'multi_select')
    return Array.isArray(value) ? value.map(label).filter(Boolean).join('; ') : '';
  return String(value);
}

// ---------------------------------------------------------------------------------------------
// All-candidates filter: one condition per field, by type.

export const customFieldFilterSchema = z.strictObject({
  fieldId: z.string().max(20),
  /** text and url: contains. */
  contains: z.string().trim().min(1).max(200).optional(),
  /** number: range; date: range as YYYY-MM-DD. */
  min: z.union([z.number(), z.string().max(20)]).optional(),
  max: z.union([z.number(), z.string().max(20)]).optional(),
  /** single or multi select: any of these option ids. */
  anyOf: z.array(z.string().max(20)).min(1).max(CUSTOM_FIELD_OPTIONS_MAX).optional(),
  /** yes/no. */
  is: z.boolean().optional(),
});
export type CustomFieldFilter = z.infer<typeof customFieldFilterSchema>;
export const MAX_CUSTOM_FIELD_FILTERS = 10;

/** The filters as one query parameter: JSON text, checked like a body. */
export const customFieldFiltersParamSchema = z
  .string()
  .max(8000, 'Too many custom field filters')
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'Custom field filters are not valid JSON' });
      return z.NEVER;
    }
  })
  .pipe(
    z
      .array(customFieldFilterSchema)
      .max(MAX_CUSTOM_FIELD_FILTERS, `Filter on at most ${MAX_CUSTOM_FIELD_FILTERS} custom fields`),
  );
