import { Alert, Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { usePaymentSettings } from '../api/billing-calls';

/** Spec: the payment-declined flag. Shown to the team's admins while an invoice's payment was declined. */
export function PaymentDeclinedBanner({ enabled = true }: { enabled?: boolean }) {
  const payment = usePaymentSettings(enabled);
  if (!payment.data?.data.paymentDeclined) return null;
  return (
    <Alert color="red" title="Payment declined" data-testid="payment-declined" mb="md">
      The payment for one of your invoices was declined. Please pay it again, or contact us.{' '}
      <Anchor component={Link} to="/admin/settings/invoice" underline="always">
        See your invoices
      </Anchor>
    </Alert>
  );
}
