import { Alert } from '@mantine/core';

export function BillingAdminOnly() {
  return (
    <Alert color="blue" title="Managed by your team's admins">
      Your team's admins buy credits and seats, see the invoices and manage how the team pays. Ask one of them
      if you need more.
    </Alert>
  );
}
