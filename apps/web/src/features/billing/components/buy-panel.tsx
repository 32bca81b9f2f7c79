/**
 * Buy reveal credits and seats: choose quantities, see the order price (unit prices, seats prorated
 * to the renewal date, tax) before confirming, then buy at exactly that price. The spec's purchase
 * message shows for 20 s.
 */
import {
  Alert,
  Button,
  Card,
  Group,
  NumberInput,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import {
  formatMoney,
  type OrderPrice,
  type OrderProduct,
  PURCHASE_MAX_CREDITS,
  PURCHASE_MAX_SEATS,
  PURCHASE_SUCCESS_MESSAGE,
  PURCHASE_SUCCESS_MESSAGE_MS,
} from '@talentbase/shared/contracts/billing';
import { useId, useState } from 'react';
import { errorMessage, notifySuccess } from '../../../lib/notify';
import { goToPayment, useOrderPrice, usePurchase } from '../api/billing-calls';
import { ScrollRegion } from './scroll-region';

type Quantities = { credits: number; recruiter: number; collaborator: number };

function productsOf(q: Quantities): OrderProduct[] {
  const products: OrderProduct[] = [];
  if (q.credits > 0) products.push({ type: 'credits', quantity: q.credits });
  if (q.recruiter > 0) products.push({ type: 'license', license: 'Recruiter', quantity: q.recruiter });
  if (q.collaborator > 0)
    products.push({ type: 'license', license: 'Collaborator', quantity: q.collaborator });
  return products;
}

const asCount = (v: string | number) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

export function BuyPanel() {
  const headingId = useId();
  const [q, setQ] = useState<Quantities>({ credits: 100, recruiter: 0, collaborator: 0 });
  const [quote, setQuote] = useState<OrderPrice | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const price = useOrderPrice();
  const buy = usePurchase();
  const products = productsOf(q);
  const change = (key: keyof Quantities) => (v: string | number) => {
    setQ((old) => ({ ...old, [key]: asCount(v) }));
    setQuote(null);
    setDone(null);
  };

  const showPrice = (e: React.FormEvent) => {
    e.preventDefault();
    setDone(null);
    if (products.length === 0) return;
    price.mutate({ products }, { onSuccess: (res) => setQuote(res.data) });
  };
  const confirm = () => {
    if (!quote) return;
    buy.mutate(
      { products, expectedTotalCents: quote.totalCents },
      {
        onSuccess: (res) => {
          notifySuccess(PURCHASE_SUCCESS_MESSAGE, {
            title: 'Purchase complete',
            autoCloseMs: PURCHASE_SUCCESS_MESSAGE_MS,
          });
          const { invoice, checkoutUrl, paymentError } = res.data;
          setQuote(null);
          if (checkoutUrl) {
            setDone(`Invoice ${invoice.number} is ready. Taking you to the card payment…`);
            goToPayment(checkoutUrl);
          } else {
            setDone(
              `Invoice ${invoice.number} is ready under Invoices.${paymentError ? ` ${paymentError}` : ''}`,
            );
          }
        },
        onError: () => setQuote(null),
      },
    );
  };
  const failure = price.error ?? buy.error;

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={headingId}>
      <Title order={2} fz="lg" id={headingId} mb="xs">
        Buy credits and seats
      </Title>
      <form onSubmit={showPrice} noValidate>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <NumberInput
              label="Reveal credits"
              description="One credit reveals one person's contact details"
              min={0}
              max={PURCHASE_MAX_CREDITS}
              step={50}
              allowDecimal={false}
              allowNegative={false}
              value={q.credits}
              onChange={change('credits')}
            />
            <NumberInput
              label="Recruiter seats"
              description="Prorated to your renewal date"
              min={0}
              max={PURCHASE_MAX_SEATS}
              allowDecimal={false}
              allowNegative={false}
              value={q.recruiter}
              onChange={change('recruiter')}
            />
            <NumberInput
              label="Collaborator seats"
              description="Prorated to your renewal date"
              min={0}
              max={PURCHASE_MAX_SEATS}
              allowDecimal={false}
              allowNegative={false}
              value={q.collaborator}
              onChange={change('collaborator')}
            />
          </SimpleGrid>
          {products.length === 0 && <Text fz="sm">Choose at least one credit or seat to see the price.</Text>}
          <Group>
            <Button type="submit" variant="light" loading={price.isPending} disabled={products.length === 0}>
              Show price
            </Button>
          </Group>
        </Stack>
      </form>
      {failure && (
        <Alert color="red" mt="sm" title="Nothing was bought">
          {errorMessage(failure)}
        </Alert>
      )}
      {done && (
        <Alert color="teal" mt="sm" title="Purchase complete" role="status">
          {PURCHASE_SUCCESS_MESSAGE} {done}
        </Alert>
      )}
      {quote && <Quote quote={quote} onConfirm={confirm} buying={buy.isPending} />}
    </Card>
  );
}

function Quote({ quote, onConfirm, buying }: { quote: OrderPrice; onConfirm: () => void; buying: boolean }) {
  const money = (c: number) => formatMoney(c, quote.currency);
  return (
    <Stack gap="xs" mt="md" data-testid="order-price">
      <Title order={3} fz="md">
        Your order
      </Title>
      <ScrollRegion label="Your order">
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Item</Table.Th>
              <Table.Th ta="right">Quantity</Table.Th>
              <Table.Th ta="right">Unit price</Table.Th>
              <Table.Th ta="right">Amount</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {quote.lines.map((l) => (
              <Table.Tr key={`${l.type}-${l.license ?? ''}`}>
                <Table.Td>
                  {l.description}
                  {l.proratedDays !== null && (
                    <Text fz="xs" c="dimmed">
                      Full term {money(l.unitPriceCents)} a seat
                    </Text>
                  )}
                </Table.Td>
                <Table.Td ta="right">{l.quantity.toLocaleString('en-US')}</Table.Td>
                <Table.Td ta="right">{money(l.chargedUnitCents)}</Table.Td>
                <Table.Td ta="right">{money(l.amountCents)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollRegion>
      <Stack gap={2} align="flex-end">
        <Text fz="sm">Subtotal {money(quote.subtotalCents)}</Text>
        <Text fz="sm">
          Tax ({quote.taxRatePercent} %) {money(quote.taxCents)}
        </Text>
        <Text fw={700}>Total {money(quote.totalCents)}</Text>
        <Text fz="xs" c="dimmed">
          Seats run to your renewal on {quote.renewalDate} ({quote.remainingDays} days). You pay by bank
          transfer against the invoice.
        </Text>
      </Stack>
      <Group justify="flex-end">
        <Button onClick={onConfirm} loading={buying}>
          Buy for {money(quote.totalCents)}
        </Button>
      </Group>
    </Stack>
  );
}
