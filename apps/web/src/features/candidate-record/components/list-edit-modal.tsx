import { ActionIcon, Button, Card, Modal, Stack, Text } from '@mantine/core';
import { type UseFormReturnType, useForm } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { Fragment, type ReactNode } from 'react';
import type { z } from 'zod';
import { zodFieldErrors } from '../../../lib/form-errors';
import { notifySuccess } from '../../../lib/notify';
import type { RecordRef } from '../api/query-keys';
import { type InfoValue, useUpdateInfo } from '../api/update-info';
import { editErrors } from '../lib/server-errors';
import { FormMessage } from './form-message';
import { ModalActions } from './modal-actions';

export type RowsForm<Row> = UseFormReturnType<{ rows: Row[] }>;

type ListPart = 'experience' | 'education' | 'emails' | 'phones';

/**
 * The dialog behind every list part of a candidate record (experience, education, emails, phone
 * numbers): entries added and removed in place, the part's schema checked before saving, and the
 * server's field errors shown under the entry they belong to.
 */
export function ListEditModal<Row extends Record<string, unknown>, P extends ListPart>({
  title,
  part,
  refTo,
  initialRows,
  emptyRow,
  noun,
  emptyText,
  savedText,
  schema,
  toValue,
  renderRow,
  inCards = true,
  around = (list) => list,
  size = 'xl',
  opened,
  onClose,
}: {
  title: string;
  part: P;
  refTo: RecordRef;
  initialRows: Row[];
  /** A new entry, given the entries already there. */
  emptyRow: (rows: Row[]) => Row;
  /** What one entry is called: "Add school", "Remove school 2". */
  noun: string;
  emptyText: string;
  savedText: string;
  /** The part's schema, checked before anything is sent. */
  schema: z.ZodType;
  toValue: (rows: Row[]) => InfoValue<P>;
  /** The fields of entry i; `remove` is its remove button, placed where the layout wants it. */
  renderRow: (form: RowsForm<Row>, i: number, remove: ReactNode) => ReactNode;
  /** Each entry in a card of its own (long entries), or one line each (an address, a number). */
  inCards?: boolean;
  /** What holds the entries: the emails' choice of primary address wraps them. */
  around?: (entries: ReactNode, form: RowsForm<Row>) => ReactNode;
  size?: 'lg' | 'xl';
  opened: boolean;
  onClose: () => void;
}) {
  const save = useUpdateInfo(refTo, part);
  // TypeScript cannot resolve TanStack's argument tuple for a part that is still generic here.
  const send = save.mutateAsync as (value: InfoValue<P>) => Promise<unknown>;
  const form = useForm<{ rows: Row[] }>({ initialValues: { rows: initialRows } });
  const server = editErrors(save.error);
  const rowErrors = (errors: Record<string, string>) =>
    Object.fromEntries(Object.entries(errors).map(([k, v]) => [k ? `rows.${k}` : 'rows', v]));
  const removeButton = (i: number) => (
    <ActionIcon
      variant="subtle"
      color="red"
      mt={inCards ? undefined : 4}
      aria-label={`Remove ${noun} ${i + 1}`}
      onClick={() => form.removeListItem('rows', i)}
    >
      <IconTrash size={16} />
    </ActionIcon>
  );
  return (
    <Modal opened={opened} onClose={onClose} title={title} size={size}>
      <form
        noValidate
        onSubmit={form.onSubmit(async ({ rows }) => {
          const value = toValue(rows);
          const errors = zodFieldErrors(schema, value);
          if (Object.keys(errors).length) return form.setErrors(rowErrors(errors));
          const saved = await send(value).catch((e: unknown) => {
            form.setErrors(rowErrors(editErrors(e).fields));
            return null;
          });
          if (saved) {
            notifySuccess(savedText);
            onClose();
          }
        })}
      >
        <Stack gap="sm">
          <FormMessage message={server.message} />
          {form.values.rows.length === 0 ? (
            <Text c="dimmed" fz="sm">
              {emptyText}
            </Text>
          ) : null}
          {around(
            form.values.rows.map((_, i) =>
              inCards ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place by position
                <Card key={i} withBorder padding="sm">
                  {renderRow(form, i, removeButton(i))}
                </Card>
              ) : (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place by position
                <Fragment key={i}>{renderRow(form, i, removeButton(i))}</Fragment>
              ),
            ),
            form,
          )}
          {form.errors.rows ? (
            <Text c="red" fz="sm">
              {form.errors.rows}
            </Text>
          ) : null}
          <Button
            variant="subtle"
            leftSection={<IconPlus size={16} />}
            onClick={() => form.insertListItem('rows', emptyRow(form.values.rows))}
            style={{ alignSelf: 'flex-start' }}
          >
            Add {noun}
          </Button>
          <ModalActions pending={save.isPending} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}
