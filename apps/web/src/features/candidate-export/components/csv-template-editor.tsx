import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconX } from '@tabler/icons-react';
import {
  CSV_TEMPLATE_NAME_MAX,
  type CsvTemplate,
  DEFAULT_EXPORT_COLUMNS,
  EXPORT_COLUMN_LABEL,
  EXPORT_COLUMNS,
  type ExportColumn,
} from '@talentbase/shared';
import { useState } from 'react';
import { isApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/notify';

export type TemplateDraft = { name: string; columns: ExportColumn[]; isDefault: boolean };

/** Moves one column up or down: the order of the list is the order of the CSV's columns. */
export function moveColumn(columns: readonly ExportColumn[], index: number, by: -1 | 1): ExportColumn[] {
  const target = index + by;
  if (target < 0 || target >= columns.length) return [...columns];
  const next = [...columns];
  [next[index], next[target]] = [next[target] as ExportColumn, next[index] as ExportColumn];
  return next;
}

/** Create or edit a template: its name, its columns in order, and whether it is the default. */
export function CsvTemplateEditor({
  template,
  saving,
  error,
  onSave,
  onCancel,
}: {
  template: CsvTemplate | null;
  saving: boolean;
  error: unknown;
  onSave: (draft: TemplateDraft) => void;
  onCancel: () => void;
}) {
  const [name, setName] = useState(template?.name ?? '');
  const [columns, setColumns] = useState<ExportColumn[]>(template?.columns ?? [...DEFAULT_EXPORT_COLUMNS]);
  const [isDefault, setIsDefault] = useState(template?.isDefault ?? false);
  const [touched, setTouched] = useState(false);
  const remaining = EXPORT_COLUMNS.filter((c) => !columns.includes(c));
  const nameProblem = name.trim() === '' ? 'Enter a template name' : undefined;
  const serverFields = isApiError(error) ? error.fields : {};

  return (
    <Card withBorder padding="lg">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          setTouched(true);
          if (!nameProblem && columns.length > 0) onSave({ name: name.trim(), columns, isDefault });
        }}
      >
        <Stack gap="md">
          <TextInput
            label="Template name"
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            maxLength={CSV_TEMPLATE_NAME_MAX}
            error={(touched && nameProblem) || serverFields.name}
            data-autofocus
            required
          />
          <Stack gap={6}>
            <Text fw={500} fz="sm">
              Columns, in order
            </Text>
            {columns.length === 0 ? (
              <Text fz="sm" c="red">
                Choose at least one column
              </Text>
            ) : null}
            {columns.map((column, index) => (
              <Group key={column} gap="xs" wrap="nowrap" data-testid="template-column">
                <Badge variant="light" w={28} p={0}>
                  {index + 1}
                </Badge>
                <Text fz="sm" style={{ flex: 1 }}>
                  {EXPORT_COLUMN_LABEL[column]}
                </Text>
                <ActionIcon
                  variant="subtle"
                  aria-label={`Move ${EXPORT_COLUMN_LABEL[column]} up`}
                  disabled={index === 0}
                  onClick={() => setColumns((c) => moveColumn(c, index, -1))}
                >
                  <IconArrowUp size={16} />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  aria-label={`Move ${EXPORT_COLUMN_LABEL[column]} down`}
                  disabled={index === columns.length - 1}
                  onClick={() => setColumns((c) => moveColumn(c, index, 1))}
                >
                  <IconArrowDown size={16} />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Remove ${EXPORT_COLUMN_LABEL[column]}`}
                  onClick={() => setColumns((c) => c.filter((x) => x !== column))}
                >
                  <IconX size={16} />
                </ActionIcon>
              </Group>
            ))}
            <Select
              aria-label="Add a column"
              placeholder={remaining.length ? 'Add a column…' : 'Every column is in the template'}
              data={remaining.map((c) => ({ value: c, label: EXPORT_COLUMN_LABEL[c] }))}
              value={null}
              onChange={(value) => value && setColumns((c) => [...c, value as ExportColumn])}
              disabled={remaining.length === 0}
              searchable
              maw={320}
            />
          </Stack>
          <Checkbox
            label="Use this template when no other is chosen (team default)"
            checked={isDefault}
            onChange={(e) => setIsDefault(e.currentTarget.checked)}
          />
          {error && !serverFields.name ? (
            <Alert color="red" variant="light" role="alert">
              {errorMessage(error)}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
            <Button type="submit" loading={saving} disabled={columns.length === 0}>
              Save template
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
