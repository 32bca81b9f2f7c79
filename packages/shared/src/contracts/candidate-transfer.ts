/**
 * Moving candidates in and out of Talentbase: CSV import (upload, map, start, progress, report),
 * CSV export through the team's download templates, PDF export with the team watermark.
 */
import { z } from 'zod';

// ---------------------------------------------------------------------------------------------
// CSV import

export const IMPORT_MAX_FILE_BYTES = 20 * 1024 * 1024;
/** Rows shown in the mapping step's preview. */
export const IMPORT_PREVIEW_ROWS = 20;
/** Problems kept with the import's progress; the downloadable report has all of them. */
export const IMPORT_REPORT_LIMIT = 1000;
export const IMPORT_MAX_COLUMNS = 200;

/** Where a CSV column can go: the fields of a new candidate, plus first and last name. */
export const IMPORT_FIELDS = [
  'fullName',
  'firstName',
  'lastName',
  'title',
  'company',
  'location',
  'emails',
  'phones',
  'linkedinUrl',
  'otherUrls',
  'skills',
  'notes',
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

export const IMPORT_FIELD_LABEL: Record<ImportField, string> = {
  fullName: 'Full name',
  firstName: 'First name',
  lastName: 'Last name',
  title: 'Job title',
  company: 'Company',
  location: 'Location',
  emails: 'Emails',
  phones: 'Phones',
  linkedinUrl: 'LinkedIn URL',
  otherUrls: 'Other links',
  skills: 'Skills',
  notes: 'Notes',
};

/**
 * Fields that hold a list: several columns may feed them (a "Work email" and a "Personal email"
 * column both go to emails). Every other field takes at most one column.
 */
export const MULTI_COLUMN_IMPORT_FIELDS: readonly ImportField[] = ['emails', 'phones', 'otherUrls', 'skills'];

export const importFieldSchema = z.enum(IMPORT_FIELDS);
/** One entry per CSV column, in the file's order: the field it feeds, or null to ignore it. */
export const importMappingSchema = z.array(importFieldSchema.nullable()).min(1).max(IMPORT_MAX_COLUMNS);
export type ImportMapping = z.infer<typeof importMappingSchema>;

export const MAPPING_MESSAGES = {
  nameRequired: 'Map a column to Full name, or to First name and Last name',
  mappedTwice: (label: string) => `${label} is mapped to more than one column`,
  fullAndParts: 'Map either Full name or First and Last name, not both',
  wrongLength: 'The mapping must have one entry per column of the file',
} as const;

/** The first problem with a mapping, or undefined. Used by the mapping step and by the server. */
export function mappingProblem(mapping: ImportMapping, columnCount: number): string | undefined {
  if (mapping.length !== columnCount) return MAPPING_MESSAGES.wrongLength;
  const seen = new Set<ImportField>();
  for (const field of mapping) {
    if (field === null) continue;
    if (seen.has(field) && !MULTI_COLUMN_IMPORT_FIELDS.includes(field)) {
      return MAPPING_MESSAGES.mappedTwice(IMPORT_FIELD_LABEL[field]);
    }
    seen.add(field);
  }
  const hasParts = seen.has('firstName') || seen.has('lastName');
  if (seen.has('fullName') && hasParts) return MAPPING_MESSAGES.fullAndParts;
  if (!seen.has('fullName') && !hasParts) return MAPPING_MESSAGES.nameRequired;
  return undefined;
}

export const DUPLICATE_POLICIES = ['skip', 'create'] as const;
export type DuplicatePolicy = (typeof DUPLICATE_POLICIES)[number];

export const CSV_DELIMITERS = [',', ';', '\t'] as const;
export type CsvDelimiter = (typeof CSV_DELIMITERS)[number];

const idString = z.string().regex(/^\d{1,15}$/, 'Enter a valid id');

export const importUploadResponseSchema = z.object({
  importId: z.string(),
  fileName: z.string(),
  delimiter: z.enum(CSV_DELIMITERS),
  totalRows: z.number().int(),
  headers: z.array(z.string()),
  rows: z.array(z.array(z.string())),
  suggestedMapping: importMappingSchema,
});
export type ImportUploadResponse = z.infer<typeof importUploadResponseSchema>;

export const startImportRequestSchema = z.strictObject({
  importId: idString,
  mapping: importMappingSchema,
  duplicatePolicy: z.enum(DUPLICATE_POLICIES),
  projectId: idString.nullish(),
});
export type StartImportRequest = z.infer<typeof startImportRequestSchema>;

/** uploaded: waiting to be mapped; queued: started, waiting for the worker. */
export const IMPORT_STATUSES = ['uploaded', 'queued', 'running', 'done', 'failed'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

export const importProblemSchema = z.object({
  /** The row's line in the spreadsheet: the header is row 1, the first candidate row 2. */
  row: z.number().int(),
  /** The CSV header of the column at fault, or empty when the whole row is at fault. */
  column: z.string(),
  message: z.string(),
});
export type ImportProblem = z.infer<typeof importProblemSchema>;

export const importProgressSchema = z.object({
  importId: z.string(),
  fileName: z.string(),
  status: z.enum(IMPORT_STATUSES),
  projectId: z.string().nullable(),
  duplicatePolicy: z.enum(DUPLICATE_POLICIES),
  totalRows: z.number().int(),
  processedRows: z.number().int(),
  createdCount: z.number().int(),
  duplicateCount: z.number().int(),
  errorCount: z.number().int(),
  /** Rows skipped because the person is on the team's suppression list (erased at their request). */
  suppressedCount: z.number().int().default(0),
  report: z.array(importProblemSchema),
  /** Whether the report holds more problems than the first IMPORT_REPORT_LIMIT shown here. */
  reportTruncated: z.boolean(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type ImportProgress = z.infer<typeof importProgressSchema>;

// ---------------------------------------------------------------------------------------------
// CSV download templates and CSV export

/** The columns an export can write, in the order the template editor offers them. */
export const EXPORT_COLUMNS = [
  'name',
  'firstName',
  'lastName',
  'title',
  'company',
  'location',
  'emails',
  'phones',
  'linkedin',
  'skills',
  'tags',
  'stage',
  'label',
  'projects',
  'source',
  'addedDate',
  'notesCount',
  'candidateId',
] as const;
export type ExportColumn = (typeof EXPORT_COLUMNS)[number];

export const EXPORT_COLUMN_LABEL: Record<ExportColumn, string> = {
  name: 'Name',
  firstName: 'First name',
  lastName: 'Last name',
  title: 'Title',
  company: 'Company',
  location: 'Location',
  emails: 'Emails',
  phones: 'Phones',
  linkedin: 'LinkedIn',
  skills: 'Skills',
  tags: 'Tags',
  stage: 'Stage',
  label: 'Label',
  projects: 'Projects',
  source: 'Source',
  addedDate: 'Added date',
  notesCount: 'Notes',
  candidateId: 'Candidate ID',
};

/** What an export writes when the team has no default template and none is chosen. */
export const DEFAULT_EXPORT_COLUMNS: readonly ExportColumn[] = [
  'name',
  'title',
  'company',
  'location',
  'emails',
  'phones',
  'linkedin',
  'skills',
  'tags',
  'stage',
  'label',
  'source',
  'addedDate',
];

export const CSV_TEMPLATE_NAME_MAX = 80;
export const CSV_TEMPLATES_PER_TEAM = 50;

const templateName = z
  .string()
  .trim()
  .min(1, 'Enter a template name')
  .max(CSV_TEMPLATE_NAME_MAX, `Template name must be at most ${CSV_TEMPLATE_NAME_MAX} characters`);
const templateColumns = z
  .array(z.enum(EXPORT_COLUMNS, { error: 'Choose columns from the list' }))
  .min(1, 'Choose at least one column')
  .max(EXPORT_COLUMNS.length)
  .refine((cols) => new Set(cols).size === cols.length, 'Each column can appear only once');

export const csvTemplateSchema = z.object({
  id: z.string(),
  name: z.string(),
  columns: z.array(z.enum(EXPORT_COLUMNS)),
  isDefault: z.boolean(),
  createdAt: z.string(),
});
export type CsvTemplate = z.infer<typeof csvTemplateSchema>;

export const csvTemplateListSchema = z.object({
  data: z.array(csvTemplateSchema),
  /** The columns used when no template is chosen and none is the default. */
  builtInColumns: z.array(z.enum(EXPORT_COLUMNS)),
});
export type CsvTemplateList = z.infer<typeof csvTemplateListSchema>;

export const createCsvTemplateRequestSchema = z.strictObject({
  name: templateName,
  columns: templateColumns,
  isDefault: z.boolean().optional(),
});
export type CreateCsvTemplateRequest = z.infer<typeof createCsvTemplateRequestSchema>;

/** Rename, set the columns (and their order) or make the template the default; any subset. */
export const updateCsvTemplateRequestSchema = z.strictObject({
  name: templateName.optional(),
  columns: templateColumns.optional(),
  isDefault: z.boolean().optional(),
});
export type UpdateCsvTemplateRequest = z.infer<typeof updateCsvTemplateRequestSchema>;

/** Most rows an export writes: the spec's 10000 limit. */
export const EXPORT_MAX_CANDIDATES = 10_000;

export const csvExportRequestSchema = z
  .strictObject({
    candidateIds: z
      .array(z.number().int().positive())
      .min(1, 'Choose at least one candidate')
      .max(EXPORT_MAX_CANDIDATES, `Export at most ${EXPORT_MAX_CANDIDATES} candidates at a time`)
      .optional(),
    projectId: idString.optional(),
    categoryId: z.number().int().min(0).max(32767).optional(),
    stageId: z.number().int().min(0).max(32767).optional(),
    templateId: idString.optional(),
  })
  .refine((v) => v.candidateIds !== undefined || v.projectId !== undefined, {
    message: 'Choose candidates or a project to export',
    path: ['candidateIds'],
  })
  .refine((v) => v.projectId !== undefined || (v.categoryId === undefined && v.stageId === undefined), {
    message: 'A category or stage needs a project',
    path: ['categoryId'],
  });
export type CsvExportRequest = z.infer<typeof csvExportRequestSchema>;

// ---------------------------------------------------------------------------------------------
// PDF export and the team watermark

export const PDF_EXPORT_MAX_CANDIDATES = 50;
export const WATERMARK_MAX_LENGTH = 60;

export const pdfExportRequestSchema = z.strictObject({
  candidateIds: z
    .array(z.number().int().positive())
    .min(1, 'Choose at least one candidate')
    .max(
      PDF_EXPORT_MAX_CANDIDATES,
      `Export at most ${PDF_EXPORT_MAX_CANDIDATES} candidates as PDF at a time`,
    ),
  projectId: idString.optional(),
});
export type PdfExportRequest = z.infer<typeof pdfExportRequestSchema>;

export const pdfWatermarkSchema = z.object({
  enabled: z.boolean(),
  text: z.string().nullable(),
});
export type PdfWatermark = z.infer<typeof pdfWatermarkSchema>;

export const updatePdfWatermarkRequestSchema = z
  .strictObject({
    enabled: z.boolean(),
    text: z
      .string()
      .trim()
      .max(WATERMARK_MAX_LENGTH, `Watermark text must be at most ${WATERMARK_MAX_LENGTH} characters`)
      .nullable(),
  })
  .refine((v) => !v.enabled || (v.text !== null && v.text.length > 0), {
    message: 'Enter the watermark text',
    path: ['text'],
  });
export type UpdatePdfWatermarkRequest = z.infer<typeof updatePdfWatermarkRequestSchema>;
