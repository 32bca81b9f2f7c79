/**
 * Settings › Invoices (/admin/settings/invoice): every invoice of the team, newest first, with its
 * status and a PDF to download.
 */
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Pagination,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { formatMoney, type Invoice } from '@talentbase/shared/contracts/billing';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';
import {
  INVOICE_PAGE_SIZE,
  invoicePdfUrl,
  useInvoices,
  useStartCheckout,
} from '../../features/billing/api/billing-calls';
import { BillingAdminOnly } from '../../features/billing/components/admin-only-note';
import { ScrollRegion } from '../../features/billing/components/scroll-region';
import { errorMessage } from '../../lib/notify';
import { useCan } from '../../lib/permissions';

const STATUS_SHORT: Record<Invoice['status'], string> = {
  open: 'Open',
  paid: 'Paid',
  payment_declined: 'Payment declined',
};
const STATUS_COLOR: Record<Invoice['status'], string> = {
  open: 'blue',
  paid: 'teal',
  payment_declined: 'red',
};

export function AdminSettingsInvoicePage() {
  const admin = useCan('billingAdmin');
  return (
    <Stack gap="md" maw={1000}>
      <PageHeader
        title="Invoices"
        description="Every purchase and renewal of your team, each with its invoice to download."
      />
      {admin && <PaymentReturn />}
      {admin ? <InvoicesBody /> : <BillingAdminOnly />}
    </Stack>
  );
}

/** Back from the card payment page: Stripe sends the buyer here with the invoice's number. */
function PaymentReturn() {
  const [params] = useSearchParams();
  const paid = params.get('paid');
  const canceled = params.get('canceled');
  if (paid)
    return (
      <Alert color="teal" title="Thank you for your payment">
        Invoice {paid} shows as paid as soon as the card payment is confirmed, usually within a minute.
      </Alert>
    );
  if (canceled)
    return (
      <Alert color="yellow" title="Payment not finished">
        Invoice {canceled} is still open. Choose Pay now to pay it by card when you are ready.
      </Alert>
    );
  return null;
}

function InvoicesBody() {
  const [page, setPage] = useState(1);
  const invoices = useInvoices(page);
  const checkout = useStartCheckout();
  if (invoices.isError)
    return (
      <LoadError
        title="Your invoices could not be loaded"
        error={invoices.error}
        onRetry={() => invoices.refetch()}
      />
    );
  if (!invoices.data) return <Skeleton height={240} data-testid="invoices-loading" />;
  const { data, totalNum } = invoices.data;
  const pages = Math.max(1, Math.ceil(totalNum / INVOICE_PAGE_SIZE));
  return (
    <Card withBorder padding="lg">
      {checkout.error && (
        <Alert color="red" mb="sm" title="The card payment could not be started" role="alert">
          {errorMessage(checkout.error)}
        </Alert>
      )}
      {data.length === 0 ? (
        <Text c="dimmed">
          No invoices yet. Each purchase of credits or seats, and each renewal of your plan, makes one.
        </Text>
      ) : (
        <>
          {/* A phone gets one small card per invoice: a table of five columns does not fit 390 px. */}
          <Stack gap="xs" hiddenFrom="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {data.map((i) => (
              <Paper component="li" key={i.invoiceId} withBorder p="sm" radius="sm">
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Text fw={600} fz="sm">
                    {i.number}
                  </Text>
                  <Text fw={600} fz="sm" style={{ whiteSpace: 'nowrap' }}>
                    {formatMoney(i.totalCents, i.currency)}
                  </Text>
                </Group>
                <Text fz="xs" c="dimmed" mt={2}>
                  {i.createdAt.slice(0, 10)} · {itemsOf(i)}
                </Text>
                <Group justify="space-between" mt="xs" wrap="nowrap">
                  <StatusBadge invoice={i} />
                  <Group gap="sm" wrap="nowrap">
                    <PayNow invoice={i} checkout={checkout} />
                    <PdfLink invoice={i} />
                  </Group>
                </Group>
              </Paper>
            ))}
          </Stack>
          <ScrollRegion label="Invoices" visibleFrom="sm">
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Invoice</Table.Th>
                  <Table.Th>Date</Table.Th>
                  <Table.Th>Items</Table.Th>
                  <Table.Th ta="right">Total</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Invoice PDF</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.map((i) => (
                  <Table.Tr key={i.invoiceId}>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{i.number}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{i.createdAt.slice(0, 10)}</Table.Td>
                    <Table.Td>{itemsOf(i)}</Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                      {formatMoney(i.totalCents, i.currency)}
                    </Table.Td>
                    <Table.Td>
                      <StatusBadge invoice={i} />
                    </Table.Td>
                    <Table.Td>
                      <Group gap="sm" wrap="nowrap">
                        <PdfLink invoice={i} />
                        <PayNow invoice={i} checkout={checkout} />
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollRegion>
        </>
      )}
      {pages > 1 && (
        <Group justify="center" mt="sm" component="nav" aria-label="Invoice pages">
          <Pagination total={pages} value={page} onChange={setPage} />
        </Group>
      )}
    </Card>
  );
}

/** What an invoice is for, in a few words: "2 × Recruiter seat, 100 × credit", "Growth plan". */
function itemsOf(invoice: Invoice): string {
  return invoice.lines
    .map((l) => {
      if (l.type === 'plan') return l.description.split(',')[0] ?? l.description;
      const what = l.license ? `${l.license} seat` : 'credit';
      return `${l.quantity.toLocaleString('en-US')} × ${what}`;
    })
    .join(', ');
}

function StatusBadge({ invoice }: { invoice: Invoice }) {
  return (
    <Badge color={STATUS_COLOR[invoice.status]} variant="light" style={{ flexShrink: 0, maxWidth: 'none' }}>
      {STATUS_SHORT[invoice.status]}
    </Badge>
  );
}

function PdfLink({ invoice }: { invoice: Invoice }) {
  return (
    <Anchor
      href={invoicePdfUrl(invoice.invoiceId)}
      download={`${invoice.number}.pdf`}
      underline="always"
      style={{ whiteSpace: 'nowrap' }}
    >
      Download PDF<VisuallyHidden> of {invoice.number}</VisuallyHidden>
    </Anchor>
  );
}

/** Card invoices (Stripe) not paid yet can be paid from here; bank-transfer ones cannot. */
function PayNow({ invoice, checkout }: { invoice: Invoice; checkout: ReturnType<typeof useStartCheckout> }) {
  if (invoice.provider !== 'stripe' || invoice.status === 'paid') return null;
  return (
    <Button
      size="compact-sm"
      onClick={() => checkout.mutate(invoice.invoiceId)}
      loading={checkout.isPending && checkout.variables === invoice.invoiceId}
    >
      Pay now<VisuallyHidden> {invoice.number}</VisuallyHidden>
    </Button>
  );
}
