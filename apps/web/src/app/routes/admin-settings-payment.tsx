/**
 * Settings › Payment (/admin/settings/payment): how the team pays. This installation takes bank
 * transfers against invoices (the operator records them as paid); the page gives the account to
 * pay, what is still open, the payment-declined state, and buying credits and seats.
 */
import { Anchor, Card, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { formatMoney, type PaymentSettings } from '@talentbase/shared/contracts/billing';
import { useId } from 'react';
import { Link } from 'react-router';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';
import { usePaymentSettings } from '../../features/billing/api/billing-calls';
import { BillingAdminOnly } from '../../features/billing/components/admin-only-note';
import { BuyPanel } from '../../features/billing/components/buy-panel';
import { useCan } from '../../lib/permissions';

export function AdminSettingsPaymentPage() {
  const admin = useCan('billingAdmin');
  return (
    <Stack gap="md" maw={1000}>
      <PageHeader title="Payment" description="How your team pays for its seats and credits." />
      {admin ? <PaymentBody /> : <BillingAdminOnly />}
    </Stack>
  );
}

function PaymentBody() {
  const payment = usePaymentSettings();
  return (
    <>
      {payment.data ? (
        <Method settings={payment.data.data} />
      ) : payment.isError ? (
        <LoadError
          title="The payment details could not be loaded"
          error={payment.error}
          onRetry={() => payment.refetch()}
        />
      ) : (
        <Skeleton height={220} data-testid="payment-loading" />
      )}
      <BuyPanel />
    </>
  );
}

function Method({ settings }: { settings: PaymentSettings }) {
  const headingId = useId();
  const b = settings.bankTransfer;
  const rows: [string, string][] = [
    ['Account holder', b.accountHolder],
    ['IBAN', b.iban],
    ['BIC', b.bic],
    ['Bank', b.bankName],
    ['Payment term', `${b.paymentTermDays} days from the invoice date`],
  ];
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={headingId}>
      <Title order={2} fz="lg" id={headingId} mb="xs">
        Payment method: {settings.providerLabel}
      </Title>
      <Text fz="sm" mb="sm">
        {settings.provider === 'stripe'
          ? 'Each purchase is added at once and invoiced, then paid by card on the secure payment page that opens. An invoice left open can be paid from Invoices with Pay now, or by bank transfer to the account below, quoting the invoice number.'
          : 'Each purchase is added at once and invoiced. Pay the invoice by bank transfer to the account below, quoting the invoice number.'}
      </Text>
      <Table variant="vertical" withTableBorder layout="fixed">
        <Table.Tbody>
          {rows
            .filter(([, v]) => v)
            .map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th w={{ base: 120, sm: 180 }}>{label}</Table.Th>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
              </Table.Tr>
            ))}
        </Table.Tbody>
      </Table>
      <Text mt="sm" data-testid="open-invoices">
        {settings.openInvoices === 0
          ? 'Nothing to pay: every invoice is paid.'
          : `${settings.openInvoices} invoice${settings.openInvoices === 1 ? '' : 's'} to pay, ${formatMoney(settings.openTotalCents, settings.currency)} in all.`}{' '}
        <Anchor component={Link} to="/admin/settings/invoice" underline="always">
          See your invoices
        </Anchor>
      </Text>
    </Card>
  );
}
