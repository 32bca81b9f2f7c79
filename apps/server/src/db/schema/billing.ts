/**
 * Billing (issue 18, part 2): the credit ledger, invoices and the installation's invoice counter.
 * The team's balance stays on `teams` (contract_credits − credits_used); every change of it writes
 * a ledger row in the same transaction, so the ledger sums to the balance. Invoices are money
 * records: a person's erasure nulls a reveal's profile_id but never removes the row.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { teams, users } from './accounts';

export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    /** Sequential per installation, without gaps (invoice_counters, locked in the purchase). */
    seq: integer('seq').notNull(),
    number: text('number').notNull(),
    status: text('status').notNull().default('open'),
    provider: text('provider').notNull().default('bank_transfer'),
    currency: text('currency').notNull(),
    lines: jsonb('lines').notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    taxRatePercent: numeric('tax_rate_percent', { precision: 6, scale: 3 }).notNull(),
    taxCents: integer('tax_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    /** Who is billed, as it was when the invoice was made (organisation, team, company profile). */
    billTo: jsonb('bill_to').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    statusChangedBy: uuid('status_changed_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('invoices_seq_key').on(t.seq),
    uniqueIndex('invoices_number_key').on(t.number),
    index('invoices_team_idx').on(t.teamId, t.seq),
    check('invoices_status_check', sql`${t.status} in ('open', 'paid', 'payment_declined')`),
    check(
      'invoices_amounts_check',
      sql`${t.subtotalCents} >= 0 and ${t.taxCents} >= 0 and ${t.totalCents} >= 0`,
    ),
  ],
);

/** One row per counter ('invoice'): the last number given, raised under a row lock. */
export const billingCounters = pgTable('billing_counters', {
  name: text('name').primaryKey(),
  lastValue: integer('last_value').notNull(),
});

export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    reason: text('reason').notNull(),
    /** The revealed profile (reveals only); nulled by a GDPR erasure, the entry stays. */
    profileId: bigint('profile_id', { mode: 'number' }),
    invoiceId: uuid('invoice_id').references(() => invoices.id, { onDelete: 'set null' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    balanceAfter: integer('balance_after').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('credit_ledger_team_idx').on(t.teamId, t.id),
    index('credit_ledger_profile_idx').on(t.profileId),
    check('credit_ledger_reason_check', sql`${t.reason} in ('reveal', 'purchase', 'grant', 'adjustment')`),
    check('credit_ledger_balance_check', sql`${t.balanceAfter} >= 0`),
  ],
);

/**
 * Payment-provider webhook events already handled (Stripe): a repeated delivery of the same event
 * finds its row and changes nothing.
 */
export const billingWebhookEvents = pgTable(
  'billing_webhook_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    invoiceId: uuid('invoice_id').references(() => invoices.id, { onDelete: 'set null' }),
    outcome: text('outcome').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('billing_webhook_events_key').on(t.provider, t.eventId)],
);
