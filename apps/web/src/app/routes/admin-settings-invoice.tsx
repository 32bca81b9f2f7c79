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
        <ScrollRegion label="Invoices">
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Invoice</Table.Th>
                <Table.Th visibleFrom="sm">Date</Table.Th>
                <Table.Th visibleFrom="sm">Items</Table.Th>
                <Table.Th ta="right">Total</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>PDF</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.map((i) => (
                <Table.Tr key={i.invoiceId}>
                  {/* On a phone: the number, total, status and the PDF fit without scrolling. */}
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{i.number}</Table.Td>
                  <Table.Td visibleFrom="sm">{i.createdAt.slice(0, 10)}</Table.Td>
                  <Table.Td visibleFrom="sm">
                    {i.lines
                      .map(
                        (l) =>
                          `${l.quantity.toLocaleString('en-US')} × ${l.license ? `${l.license} seat` : 'credit'}`,
                      )
                      .join(', ')}
                  </Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {formatMoney(i.totalCents, i.currency)}
                  </Table.Td>
                  <Table.Td>
                    <Badge
                      color={STATUS_COLOR[i.status]}
                      variant="light"
                      style={{ flexShrink: 0, maxWidth: 'none' }}
                    >
                      {STATUS_SHORT[i.status]}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Anchor href={invoicePdfUrl(i.invoiceId)} download={`${i.number}.pdf`} underline="always">
                      Download<VisuallyHidden> {i.number}</VisuallyHidden>
                    </Anchor>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollRegion>
      )}
      {pages > 1 && (
        <Group justify="center" mt="sm" component="nav" aria-label="Invoice pages">
          <Pagination total={pages} value={page} onChange={setPage} />
        </Group>
      )}
    </Card>
  );
}
