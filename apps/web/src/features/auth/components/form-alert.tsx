import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export type FormAlertState = { title: string; message: string } | null;

export function FormAlert({ state, children }: { state: FormAlertState; children?: ReactNode }) {
  if (!state) return null;
  return (
    <Alert color="red" variant="light" title={state.title} icon={<IconAlertCircle size={18} />} mb="md">
      {state.message}
      {children}
    </Alert>
  );
}
