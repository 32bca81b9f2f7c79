import {
  Alert,
  Button,
  Group,
  Radio,
  ScrollArea,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import {
  type DuplicatePolicy,
  IMPORT_FIELD_LABEL,
  IMPORT_FIELDS,
  type ImportField,
  type ImportMapping,
  type ImportUploadResponse,
  mappingProblem,
} from '@talentbase/shared';
import { useMemo, useState } from 'react';
import { errorMessage } from '../../../lib/notify';
import { useImportProjects } from '../api/import-calls';
import { previewRows } from '../lib/mapping-preview';

const IGNORE = '__ignore__';
const FIELD_OPTIONS = [
  { value: IGNORE, label: "Don't import" },
  ...IMPORT_FIELDS.map((f) => ({ value: f, label: IMPORT_FIELD_LABEL[f] })),
];

export type ImportChoices = {
  mapping: ImportMapping;
  duplicatePolicy: DuplicatePolicy;
  projectId: string | null;
};

/** Step 2: a field per CSV column, the first rows as they will be imported, duplicates, project. */
export function MappingStep({
  upload,
  starting,
  startError,
  onBack,
  onStart,
  initialProjectId = null,
}: {
  upload: ImportUploadResponse;
  starting: boolean;
  startError: unknown;
  onBack: () => void;
  onStart: (choices: ImportChoices) => void;
  initialProjectId?: string | null;
}) {
  const [mapping, setMapping] = useState<ImportMapping>(upload.suggestedMapping);
  const [duplicatePolicy, setDuplicatePolicy] = useState<DuplicatePolicy>('skip');
  const [projectId, setProjectId] = useState<string | null>(initialProjectId);
  const projects = useImportProjects();
  const problem = mappingProblem(mapping, upload.headers.length);
  const preview = useMemo(() => previewRows(upload.rows, mapping), [upload.rows, mapping]);

  const setField = (column: number, value: string | null) =>
    setMapping((current) =>
      current.map((f, i) =>
        i === column ? (value === null || value === IGNORE ? null : (value as ImportField)) : f,
      ),
    );

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={3} fz="lg">
          Match your columns
        </Title>
        <Text fz="sm" c="dimmed">
          {upload.fileName}: {upload.totalRows.toLocaleString()} {upload.totalRows === 1 ? 'row' : 'rows'}.
          Choose what each column holds; several columns can feed Emails, Phones, Other links and Skills.
        </Text>
      </Stack>
      <Table withTableBorder verticalSpacing="xs" aria-label="Column mapping">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Column in your file</Table.Th>
            <Table.Th>First value</Table.Th>
            <Table.Th w={240}>Import as</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {upload.headers.map((header, column) => (
            // Columns are positional: the same header may appear twice.
            // biome-ignore lint/suspicious/noArrayIndexKey: a column is its position
            <Table.Tr key={column}>
              <Table.Td fw={500}>{header || <Text c="dimmed">Column {column + 1}</Text>}</Table.Td>
              <Table.Td>
                <Text fz="sm" c="dimmed" lineClamp={1} style={{ overflowWrap: 'anywhere' }}>
                  {upload.rows[0]?.[column] ?? ''}
                </Text>
              </Table.Td>
              <Table.Td>
                <Select
                  aria-label={`Import ${header || `column ${column + 1}`} as`}
                  data={FIELD_OPTIONS}
                  value={mapping[column] ?? IGNORE}
                  onChange={(value) => setField(column, value)}
                  allowDeselect={false}
                  comboboxProps={{ withinPortal: true }}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>

      <Stack gap="xs">
        <Title order={4} fz="md">
          Preview
        </Title>
        {preview.columns.length === 0 ? (
          <Text fz="sm" c="dimmed">
            Choose a field for at least one column to see how the rows will be imported.
          </Text>
        ) : (
          <ScrollArea type="auto">
            <Table striped withTableBorder fz="sm" aria-label="Import preview">
              <Table.Thead>
                <Table.Tr>
                  {preview.columns.map((c) => (
                    <Table.Th key={c.field}>{c.label}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {preview.rows.map((row, r) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: preview rows have no identity
                  <Table.Tr key={r}>
                    {row.map((cell, c) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional
                      <Table.Td key={c} style={{ maxWidth: 260, overflowWrap: 'anywhere' }}>
                        {cell}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
        )}
      </Stack>

      <Radio.Group
        label="Rows that match an existing candidate (same email, phone, profile link, or name and company)"
        value={duplicatePolicy}
        onChange={(v) => setDuplicatePolicy(v as DuplicatePolicy)}
      >
        <Stack gap="xs" mt="xs">
          <Radio value="skip" label="Skip them (recommended): keep the existing candidate" />
          <Radio value="create" label="Import them anyway as new candidates" />
        </Stack>
      </Radio.Group>

      {projects.isPending ? (
        <Skeleton height={56} maw={420} />
      ) : (
        <Select
          label="Add the candidates to a project (optional)"
          placeholder={projects.isError ? 'Projects could not be loaded' : 'No project'}
          description={projects.isError ? errorMessage(projects.error) : undefined}
          data={(projects.data ?? []).map((p) => ({ value: p.projectId, label: p.projectName }))}
          value={projectId}
          onChange={setProjectId}
          clearable
          searchable
          maw={420}
          nothingFoundMessage="No open project you can add candidates to"
        />
      )}

      {problem ? (
        <Alert color="yellow" variant="light" icon={<IconAlertCircle size={18} />} role="status">
          {problem}
        </Alert>
      ) : null}
      {startError ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle size={18} />}
          title="The import could not start"
          role="alert"
        >
          {errorMessage(startError)}
        </Alert>
      ) : null}
      <Group justify="space-between">
        <Button variant="default" onClick={onBack}>
          Choose another file
        </Button>
        <Button
          onClick={() => onStart({ mapping, duplicatePolicy, projectId })}
          disabled={problem !== undefined}
          loading={starting}
        >
          Import {upload.totalRows.toLocaleString()} {upload.totalRows === 1 ? 'row' : 'rows'}
        </Button>
      </Group>
    </Stack>
  );
}
