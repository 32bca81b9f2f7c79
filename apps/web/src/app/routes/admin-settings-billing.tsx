/**
 * Settings › Billing (/admin/settings/billing): the team's reveal-credit balance, its ledger
 * (every reveal and purchase, newest first, paged) and buying credits and seats.
 */
import {
  Badge,
  Card,
  Group,
  Pagination,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import type { CreditLedgerEntry, CreditsResponse } from '@talentbase/shared/contracts/billing';
import { useId, useState } from 'react';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';
import { LEDGER_PAGE_SIZE, useCredits } from '../../features/billing/api/billing-calls';
import { BillingAdminOnly } from '../../features/billing/components/admin-only-note';
import { BuyPanel } from '../../features/billing/components/buy-panel';
import { ScrollRegion } from '../../features/billing/components/scroll-region';
import { useCan } from '../../lib/permissions';

const REASON: Record<CreditLedgerEntry['reason'], { label: string }> = {
  reveal: { label: 'Reveal' },
  purchase: { label: 'Purchase' },
  grant: { label: 'Contract credits' },
  adjustment: { label: 'Adjustment' },
};

export function AdminSettingsBillingPage() {
  const admin = useCan('billingAdmin');
  return (
    <Stack gap="md" maw={1000}>
      <PageHeader
        title="Billing"
        description="Your reveal credits, where they went, and buying more credits and seats."
      />
      {admin ? <BillingBody /> : <BillingAdminOnly />}
    </Stack>
  );
}

function BillingBody() {
  const [page, setPage] = useState(1);
  const credits = useCredits(page);
  return (
    <>
      {credits.data ? (
        <Balance data={credits.data.data} />
      ) : credits.isError ? (
        <LoadError
          title="Your credits could not be loaded"
          error={credits.error}
          onRetry={() => credits.refetch()}
        />
      ) : (
        <Skeleton height={120} data-testid="billing-loading" />
      )}
      <BuyPanel />
      {credits.data && <Ledger data={credits.data.data} page={page} onPage={setPage} />}
    </>
  );
}

function Balance({ data }: { data: CreditsResponse['data'] }) {
  const b = data.balance;
  const items = [
    ['Credits left', b.remaining.toLocaleString('en-US')],
    ['Used of contract', `${b.used.toLocaleString('en-US')} of ${b.total.toLocaleString('en-US')}`],
    ['Recruiter seats', String(b.recruiterSeats)],
    ['Collaborator seats', String(b.collaboratorSeats)],
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }}>
      {items.map(([label, value]) => (
        <Card withBorder padding="md" key={label}>
          <Text fz="sm" c="dimmed">
            {label}
          </Text>
          <Text fz="xl" fw={700} data-testid={`balance-${label}`}>
            {value}
          </Text>
          {label === 'Credits left' && b.warning && (
            <Badge color="orange" variant="light" mt={4}>
              Running low
            </Badge>
          )}
        </Card>
      ))}
    </SimpleGrid>
  );
}

function Ledger({
  data,
  page,
  onPage,
}: {
  data: CreditsResponse['data'];
  page: number;
  onPage: (p: number) => void;
}) {
  const headingId = useId();
  const pages = Math.max(1, Math.ceil(data.totalEntries / LEDGER_PAGE_SIZE));
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={headingId}>
      <Title order={2} fz="lg" id={headingId} mb="xs">
        Credit history
      </Title>
      {data.ledger.length === 0 ? (
        <Text c="dimmed">
          No reveals or purchases yet. Revealing a person's contact details uses one credit.
        </Text>
      ) : (
        <ScrollRegion label="Credit history">
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Date</Table.Th>
                <Table.Th>What</Table.Th>
                <Table.Th visibleFrom="sm">By</Table.Th>
                <Table.Th ta="right">Change</Table.Th>
                <Table.Th ta="right">Balance</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.ledger.map((e) => (
                <Table.Tr key={e.id}>
                  <Table.Td>
                    {new Date(e.createdAt).toLocaleString('en-GB', {
                      dateStyle: 'medium',
                      timeStyle: 'short',
                    })}
                  </Table.Td>
                  <Table.Td>
                    <Text span fw={600} fz="sm" display="block">
                      {REASON[e.reason].label}
                    </Text>
                    {e.invoiceNumber
                      ? `Invoice ${e.invoiceNumber}`
                      : e.reason === 'reveal' && e.profileId === null
                        ? 'Person erased'
                        : ''}
                  </Table.Td>
                  <Table.Td visibleFrom="sm">{e.userName ?? '—'}</Table.Td>
                  <Table.Td ta="right">
                    {e.delta > 0 ? `+${e.delta.toLocaleString('en-US')}` : e.delta.toLocaleString('en-US')}
                  </Table.Td>
                  <Table.Td ta="right">{e.balanceAfter.toLocaleString('en-US')}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollRegion>
      )}
      {pages > 1 && (
        <Group justify="center" mt="sm" component="nav" aria-label="Credit history pages">
          <Pagination total={pages} value={page} onChange={onPage} />
        </Group>
      )}
    </Card>
  );
}
