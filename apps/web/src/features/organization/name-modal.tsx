import { Alert, Button, Group, Modal, NumberInput, Stack, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { isApiError } from '../../lib/api-client';
import { errorMessage } from '../../lib/notify';

export type NameModalValue = { name: string; seatLimit?: number | null };

/**
 * A name (and, for teams, a seat limit) in a small dialog: create and rename share it. Problems
 * from the server land under their field, or above the buttons.
 */
export function NameModal({
  opened,
  title,
  label,
  submitLabel,
  initial,
  withSeats = false,
  maxLength,
  onClose,
  onSubmit,
}: {
  opened: boolean;
  title: string;
  label: string;
  submitLabel: string;
  initial?: NameModalValue;
  withSeats?: boolean;
  maxLength: number;
  onClose: () => void;
  onSubmit: (value: NameModalValue) => Promise<unknown>;
}) {
  const [name, setName] = useState(initial?.name ?? '');
  const [seats, setSeats] = useState<number | string>(initial?.seatLimit ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (opened) {
      setName(initial?.name ?? '');
      setSeats(initial?.seatLimit ?? '');
      setErrors({});
      setProblem(null);
    }
  }, [opened, initial?.name, initial?.seatLimit]);

  const submit = async () => {
    if (!name.trim()) return setErrors({ name: `Enter a ${label.toLowerCase()}` });
    setBusy(true);
    try {
      await onSubmit({
        name: name.trim(),
        ...(withSeats ? { seatLimit: seats === '' ? null : Number(seats) } : {}),
      });
      onClose();
    } catch (error) {
      const fields = isApiError(error) ? error.fields : {};
      setErrors(fields);
      setProblem(Object.keys(fields).length ? null : errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="md">
          <TextInput
            label={label}
            value={name}
            onChange={(e) => {
              setName(e.currentTarget.value);
              setErrors({});
            }}
            error={errors.name}
            required
            maxLength={maxLength}
            data-autofocus
          />
          {withSeats ? (
            <NumberInput
              label="Seats"
              description="Members and pending invitations the team may hold. Leave empty for no limit."
              value={seats}
              onChange={setSeats}
              min={0}
              max={100000}
              allowDecimal={false}
              allowNegative={false}
              error={errors.seatLimit}
            />
          ) : null}
          {problem ? (
            <Alert color="red" variant="light" role="alert">
              {problem}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** "Are you sure?" with the consequence spelled out; the server's refusal shows in the dialog. */
export function ConfirmModal({
  opened,
  title,
  children,
  confirmLabel,
  color = 'red',
  onClose,
  onConfirm,
}: {
  opened: boolean;
  title: string;
  children: React.ReactNode;
  confirmLabel: string;
  color?: string;
  onClose: () => void;
  onConfirm: () => Promise<unknown>;
}) {
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (opened) setProblem(null);
  }, [opened]);
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Stack gap="md">
        {children}
        {problem ? (
          <Alert color="red" variant="light" role="alert">
            {problem}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            color={color}
            loading={busy}
            onClick={async () => {
              setBusy(true);
              try {
                await onConfirm();
                onClose();
              } catch (error) {
                setProblem(errorMessage(error));
              } finally {
                setBusy(false);
              }
            }}
          >
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
