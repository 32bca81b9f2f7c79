/**
 * The operator's side of bank-transfer payments (customer console): invoices not yet paid, newest
 * first, each marked paid when the transfer arrives or payment declined when it does not.
 */
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Skeleton,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { formatMoney } from '@talentbase/shared/contracts/billing';
import { useId } from 'react';
import { LoadError } from '../../../components/load-error';
import { errorMessage } from '../../../lib/notify';
import { useOperatorInvoices, useSetInvoiceStatus } from '../api/billing-calls';
import { ScrollRegion } from './scroll-region';

export function OperatorInvoices() {
  const headingId = useId();
  const invoices = useOperatorInvoices();
  const setStatus = useSetInvoiceStatus();
  const awaiting = (invoices.data?.data ?? []).filter((i) => i.status !== 'paid');
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={headingId}>
      <Title order={2} fz="lg" id={headingId} mb="xs">
        Invoices awaiting payment
      </Title>
      {invoices.isError ? (
        <LoadError
          title="The invoices could not be loaded"
          error={invoices.error}
          onRetry={() => invoices.refetch()}
        />
      ) : !invoices.data ? (
        <Skeleton height={80} data-testid="operator-invoices-loading" />
      ) : awaiting.length === 0 ? (
        <Text c="dimmed">No invoices awaiting payment.</Text>
      ) : (
        <ScrollRegion label="Invoices awaiting payment">
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Invoice</Table.Th>
                <Table.Th>Team</Table.Th>
                <Table.Th ta="right">Total</Table.Th>
                <Table.Th>Record</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {awaiting.map((i) => (
                <Table.Tr key={i.invoiceId}>
                  <Table.Td>
                    {i.number}
                    {i.status === 'payment_declined' && (
                      <Badge color="red" variant="light" ml="xs">
                        Declined
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td>{i.teamName}</Table.Td>
                  <Table.Td ta="right">{formatMoney(i.totalCents, i.currency)}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="wrap">
                      <Button
                        size="xs"
                        onClick={() => setStatus.mutate({ invoiceId: i.invoiceId, status: 'paid' })}
                        loading={setStatus.isPending && setStatus.variables?.invoiceId === i.invoiceId}
                      >
                        Mark paid<VisuallyHidden> {i.number}</VisuallyHidden>
                      </Button>
                      {i.status !== 'payment_declined' && (
                        <Button
                          size="xs"
                          variant="default"
                          onClick={() =>
                            setStatus.mutate({ invoiceId: i.invoiceId, status: 'payment_declined' })
                          }
                        >
                          Payment declined<VisuallyHidden> {i.number}</VisuallyHidden>
                        </Button>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollRegion>
      )}
      {setStatus.isError && (
        <Alert color="red" mt="sm" title="Not recorded">
          {errorMessage(setStatus.error)}
        </Alert>
      )}
    </Card>
  );
}
