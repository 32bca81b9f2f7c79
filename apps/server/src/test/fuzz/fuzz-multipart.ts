/**
 * Upload requests for the fuzzer. The multipart routes have no body schema in the OpenAPI
 * document (their parts are read by hand), so their generators live here, keyed by operation:
 * whole and broken bodies (cut short, no closing boundary, no boundary, UTF-16 names with lone
 * surrogates, oversized fields, too many files, wrong file types).
 */
import fc from 'fast-check';
import { IdSlot, uniformPick } from './schema-arbitrary';

type FieldPlan = { name: string; value: unknown; charset?: 'utf-16le' };
type FilePlan = {
  field: string;
  name: string;
  utf16Name: boolean;
  contentType: string;
  data: string | number[];
};
export type MultipartPlan = {
  fields: FieldPlan[];
  files: FilePlan[];
  damage: 'none' | 'noClose' | 'truncate' | 'noBoundary' | 'wrongBoundary' | 'asJson' | 'bareText';
  at: number;
};

export const PDF_BYTES = '%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n';
/** The PNG signature and a few bytes: enough for the thumbnail route's magic-byte check. */
export const PNG_BYTES = [
  0x89,
  0x50,
  0x4e,
  0x47,
  0x0d,
  0x0a,
  0x1a,
  0x0a,
  ...Array.from({ length: 24 }, (_, i) => i),
];

const damage = fc.oneof(
  { weight: 6, arbitrary: fc.constant('none' as const) },
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      'noClose' as const,
      'truncate' as const,
      'noBoundary' as const,
      'wrongBoundary' as const,
      'asJson' as const,
      'bareText' as const,
    ),
  },
);
const unit = uniformPick;
const pick = (kind: 'candidate' | 'project') => unit.map((p) => new IdSlot(kind, p, 'string') as unknown);
/** Null most of the time: an optional part present now and then. */
const sometimes = <T>(arb: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 3, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: arb });
const garbageText = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.constantFrom('-1', '0', '1e9', '99999999999999999999', 'x'.repeat(2000), '\ud800', ''),
);

const fileName = (extensions: string[]) =>
  fc.oneof(
    { weight: 5, arbitrary: fc.constantFrom(...extensions.map((e) => `resume${e}`)) },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        '',
        '../../../etc/passwd.pdf',
        'a'.repeat(400) + extensions[0],
        `CV 😀 Zoë${extensions[0]}`,
        'no-extension',
        'virus.exe',
        `"quoted"; name=${extensions[0]}`,
      ),
    },
    { weight: 1, arbitrary: fc.string({ maxLength: 20 }).map((s) => `${s}${extensions[0]}`) },
  );

const fileData = fc.oneof(
  fc.constant(PDF_BYTES),
  fc.constant('Plain text resume\nSkills: python\n'),
  fc.constant(''),
  fc.array(fc.integer({ min: 0, max: 255 }), { maxLength: 64 }),
  fc.string({ unit: 'binary', maxLength: 100 }),
);

const csvCell = fc.oneof(
  fc.constantFrom('Ada Lovelace', 'ada@example.org', 'Engineer', 'Alpha Corp', '+1 415 555 0100', 'London'),
  fc.string({ maxLength: 12 }),
  fc.constantFrom('"quoted, with comma"', '=cmd|" /C calc"!A0', '\ud800', '', '😀'),
);
const CSV_HEADERS = ['Full Name', 'Email', 'Job Title', 'Company', 'Phone', 'Location', 'LinkedIn', 'Notes'];
const csvText = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .tuple(
        fc.subarray(CSV_HEADERS, { minLength: 1 }),
        fc.array(fc.array(csvCell, { minLength: 1, maxLength: 8 }), { maxLength: 5 }),
        fc.constantFrom(',', ';', '\t'),
      )
      .map(([headers, rows, sep]) => [headers, ...rows].map((r) => r.join(sep)).join('\n')),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom('', '\ufeff', 'a'.repeat(5000), 'x,'.repeat(3000), '"unclosed,quote\n1,2'),
  },
);

export const MULTIPART_OPERATIONS: Record<string, fc.Arbitrary<MultipartPlan>> = {
  'POST /api/v1/candidateFiles/uploadCandidateFiles': fc.record({
    fields: fc
      .tuple(
        fc.oneof({ weight: 4, arbitrary: pick('candidate') }, { weight: 1, arbitrary: garbageText }),
        sometimes(fc.oneof({ weight: 3, arbitrary: pick('project') }, { weight: 1, arbitrary: garbageText })),
        fc.option(fc.constantFrom('resume', 'other', 'photo', '\ud800')),
        sometimes(fc.constantFrom('unexpected', '__proto__', 'hasOwnProperty')),
        fc.integer({ min: 0, max: 5 }).map((n) => n === 0),
      )
      .map(([candidateId, projectId, kind, extra, utf16]) => {
        const fields: FieldPlan[] = [{ name: 'candidateId', value: candidateId }];
        if (projectId !== null)
          fields.push({
            name: 'projectId',
            value: projectId,
            ...(utf16 ? { charset: 'utf-16le' as const } : {}),
          });
        if (kind !== null) fields.push({ name: 'kind', value: kind });
        if (extra !== null) fields.push({ name: extra, value: 'x' });
        return fields;
      }),
    files: fc.array(
      fc.oneof(
        // A file as a browser sends it: a name, a type and bytes that agree.
        {
          weight: 3,
          arbitrary: fc.constantFrom<FilePlan>(
            {
              field: 'files',
              name: 'resume.pdf',
              utf16Name: false,
              contentType: 'application/pdf',
              data: PDF_BYTES,
            },
            {
              field: 'files',
              name: 'notes.txt',
              utf16Name: false,
              contentType: 'text/plain',
              data: 'Plain text resume\nSkills: python\n',
            },
          ),
        },
        // Or names, types and bytes that do not.
        {
          weight: 2,
          arbitrary: fc.record({
            field: fc.constantFrom('files', 'files', 'other'),
            name: fileName(['.pdf', '.txt', '.docx', '.doc']),
            utf16Name: fc.constant(false),
            contentType: fc.constantFrom(
              'application/pdf',
              'text/plain',
              'application/octet-stream',
              'image/png',
            ),
            data: fileData,
          }),
        },
      ),
      { maxLength: 7 },
    ),
    damage,
    at: unit,
  }),
  'POST /api/v1/candidates/import/upload': fc.record({
    fields: sometimes(fc.constantFrom('projectId', 'unexpected', '__proto__')).map((n) =>
      n ? [{ name: n, value: '1' }] : [],
    ),
    files: fc.array(
      fc.record({
        field: fc.constantFrom('file', 'file', 'other'),
        name: fileName(['.csv', '.txt', '.xlsx']),
        utf16Name: fc.constant(false),
        contentType: fc.constantFrom('text/csv', 'application/vnd.ms-excel', 'application/octet-stream'),
        data: fc.oneof({ weight: 4, arbitrary: csvText }, { weight: 1, arbitrary: fileData }),
      }),
      { maxLength: 3 },
    ),
    damage,
    at: unit,
  }),
  // Engage template thumbnails (issue 14): one image, recognised by its bytes.
  'POST /api/tb-v2/v1/campaigns/template/{id}/thumbnail': fc.record({
    fields: sometimes(fc.constantFrom('unexpected', '__proto__')).map((n) =>
      n ? [{ name: n, value: '1' }] : [],
    ),
    files: fc.array(
      fc.oneof(
        {
          weight: 3,
          arbitrary: fc.constant<FilePlan>({
            field: 'file',
            name: 'thumbnail.png',
            utf16Name: false,
            contentType: 'image/png',
            data: PNG_BYTES,
          }),
        },
        {
          weight: 2,
          arbitrary: fc.record({
            field: fc.constantFrom('file', 'file', 'other'),
            name: fileName(['.png', '.jpg', '.webp']),
            utf16Name: fc.constant(false),
            contentType: fc.constantFrom(
              'image/png',
              'image/jpeg',
              'image/svg+xml',
              'application/octet-stream',
            ),
            data: fileData,
          }),
        },
      ),
      { maxLength: 3 },
    ),
    damage,
    at: unit,
  }),
  // Applicant intake (issue 15): résumés and CSV lists under any field name, read one by one.
  'POST /api/tb-v2/v1/applicant-match/projects/{id}/applicants/upload': fc.record({
    fields: sometimes(fc.constantFrom('unexpected', '__proto__')).map((n) =>
      n ? [{ name: n, value: '1' }] : [],
    ),
    files: fc.array(
      fc.oneof(
        {
          weight: 3,
          arbitrary: fc.constantFrom<FilePlan>(
            {
              field: 'files',
              name: 'resume.txt',
              utf16Name: false,
              contentType: 'text/plain',
              data: 'Ada Lovelace\nada@example.org\n\nEXPERIENCE\nEngineer, Alpha Corp 2019 - 2024\n',
            },
            {
              field: 'files',
              name: 'resume.pdf',
              utf16Name: false,
              contentType: 'application/pdf',
              data: PDF_BYTES,
            },
          ),
        },
        {
          weight: 2,
          arbitrary: fc.record({
            field: fc.constantFrom('files', 'file', 'other'),
            name: fileName(['.pdf', '.txt', '.docx', '.json', '.csv', '.doc']),
            utf16Name: fc.boolean(),
            contentType: fc.constantFrom('application/pdf', 'text/plain', 'text/csv', 'application/json'),
            data: fc.oneof(
              { weight: 2, arbitrary: fileData },
              { weight: 2, arbitrary: csvText },
              {
                weight: 1,
                arbitrary: fc.constantFrom('{"basics":{"name":"Ann Lee"}}', '{nope', '[]', '{"basics":null}'),
              },
            ),
          }),
        },
      ),
      { maxLength: 6 },
    ),
    damage,
    at: unit,
  }),
  // Sequence attachments (issue 14): one PDF, DOC, DOCX or TXT, checked by its bytes.
  'POST /api/tb-v2/v1/campaigns/attachments': fc.record({
    fields: sometimes(fc.constantFrom('unexpected', '__proto__')).map((n) =>
      n ? [{ name: n, value: '1' }] : [],
    ),
    files: fc.array(
      fc.oneof(
        {
          weight: 3,
          arbitrary: fc.constant<FilePlan>({
            field: 'file',
            name: 'job-description.pdf',
            utf16Name: false,
            contentType: 'application/pdf',
            data: PDF_BYTES,
          }),
        },
        {
          weight: 2,
          arbitrary: fc.record({
            field: fc.constantFrom('file', 'file', 'other'),
            name: fileName(['.pdf', '.txt', '.docx']),
            utf16Name: fc.constant(false),
            contentType: fc.constantFrom('application/pdf', 'text/plain', 'application/octet-stream'),
            data: fileData,
          }),
        },
      ),
      { maxLength: 3 },
    ),
    damage,
    at: unit,
  }),
};

// A lone surrogate in a UTF-16 file name now and then (decoded by the part's declared charset).
for (const key of Object.keys(MULTIPART_OPERATIONS)) {
  MULTIPART_OPERATIONS[key] = (MULTIPART_OPERATIONS[key] as fc.Arbitrary<MultipartPlan>).chain((plan) =>
    fc.integer({ min: 0, max: 5 }).map((n) => ({
      ...plan,
      files: plan.files.map((f, i) => ({ ...f, utf16Name: n === 0 && i === 0 })),
    })),
  );
}

const utf16Percent = (text: string) =>
  [...Buffer.from(text, 'utf16le')].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');

/** The bytes and content type of a multipart plan, ids already resolved by `resolve`. */
export function buildMultipart(
  plan: MultipartPlan,
  resolve: (value: unknown) => unknown,
): { contentType: string; payload: Buffer } {
  const boundary = 'tbFuzzBoundary';
  const parts: Buffer[] = [];
  for (const f of plan.fields) {
    const value = String(resolve(f.value));
    const header = `--${boundary}\r\ncontent-disposition: form-data; name="${f.name}"\r\n${
      f.charset ? `content-type: text/plain; charset=${f.charset}\r\n` : ''
    }\r\n`;
    const body = f.charset
      ? Buffer.concat([Buffer.from(value, 'utf16le'), Buffer.from([0x00, 0xd8])])
      : Buffer.from(value);
    parts.push(Buffer.from(header), body, Buffer.from('\r\n'));
  }
  for (const file of plan.files) {
    const name = file.utf16Name
      ? `filename*=utf-16le''%00%D8${utf16Percent(file.name)}`
      : `filename="${file.name.replaceAll('"', '%22')}"`;
    parts.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="${file.field}"; ${name}\r\ncontent-type: ${file.contentType}\r\n\r\n`,
      ),
      typeof file.data === 'string' ? Buffer.from(file.data) : Buffer.from(file.data),
      Buffer.from('\r\n'),
    );
  }
  const whole = Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]);
  const typed = `multipart/form-data; boundary=${boundary}`;
  switch (plan.damage) {
    case 'none':
      return { contentType: typed, payload: whole };
    case 'noClose':
      return { contentType: typed, payload: Buffer.concat(parts) };
    case 'truncate':
      return { contentType: typed, payload: whole.subarray(0, Math.floor(plan.at * whole.length)) };
    case 'noBoundary':
      return { contentType: 'multipart/form-data', payload: whole };
    case 'wrongBoundary':
      return { contentType: 'multipart/form-data; boundary=somethingElse', payload: whole };
    case 'asJson':
      return { contentType: 'application/json', payload: Buffer.from(JSON.stringify({ file: 'x' })) };
    case 'bareText':
      return { contentType: typed, payload: Buffer.from('not a multipart body at all') };
  }
}
