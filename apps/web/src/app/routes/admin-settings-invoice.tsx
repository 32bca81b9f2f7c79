/**
 * Settings › Invoices (/admin/settings/invoice): every invoice of the team, newest first, with its
 * status and a PDF to download.
 */
import {
  Anchor,
  Badge,
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
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';
import { INVOICE_PAGE_SIZE, invoicePdfUrl, useInvoices } from '../../features/billing/api/billing-calls';
import { BillingAdminOnly } from '../../features/billing/components/admin-only-note';
import { ScrollRegion } from '../../features/billing/components/scroll-region';
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
      <PageHeader title="Invoices" description="Every purchase of your team, with its invoice to download." />
      {admin ? <InvoicesBody /> : <BillingAdminOnly />}
    </Stack>
  );
}

function InvoicesBody() {
  const [page, setPage] = useState(1);
  const invoices = useInvoices(page);
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
      {data.length === 0 ? (
        <Text c="dimmed">No invoices yet. Each purchase of credits or seats makes one.</Text>
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
                  <PdfLink invoice={i} />
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
                  <Table.Th>PDF</Table.Th>
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
                      <PdfLink invoice={i} />
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
