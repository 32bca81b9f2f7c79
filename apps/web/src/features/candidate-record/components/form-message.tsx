import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

/** A server answer that belongs to no single field, shown at the top of the form. */
export function FormMessage({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle size={16} />} role="alert">
      {message}
    </Alert>
  );
}
