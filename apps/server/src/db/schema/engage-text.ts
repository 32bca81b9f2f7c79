/**
 * Engage II: text messages (issue 16 part 3). A recruiter sends texts from a phone number bought
 * from the text provider (a Twilio-compatible API, or the built-in local provider) and assigned
 * to them in their team; each text that went out is linked to the provider's message sid, which
 * the provider's status callbacks name; a number that texted STOP is opted out for the team.
 *
 * No column here holds a profile id: a sent text belongs to its message row (erased with the
 * thread), and an opt-out is a bare phone number, like the suppression list's bare address.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { teams, users } from './accounts';
import { engageMessages } from './engage';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const teamRef = () =>
  uuid('team_id')
    .notNull()
    .references(() => teams.id, { onDelete: 'cascade' });

/** The number a user sends texts from (one per user and team), in E.164. */
export const engageTextNumbers = pgTable(
  'engage_text_numbers',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    teamId: teamRef(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    phoneNumber: text('phone_number').notNull(),
    areaCode: text('area_code').notNull(),
    /** The provider's IncomingPhoneNumber sid (PN...). */
    providerSid: text('provider_sid').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('engage_text_numbers_user_key').on(t.teamId, t.userId),
    // An inbound text names the number it was sent to: that number finds the team.
    uniqueIndex('engage_text_numbers_phone_key').on(t.phoneNumber),
  ],
);

/**
 * A text the provider accepted: its sid (SM...), the numbers, and the last status the provider
 * reported ('queued', 'sending', 'sent', 'delivered', 'undelivered', 'failed') with its error code.
 */
export const engageTextSends = pgTable(
  'engage_text_sends',
  {
    messageRowId: bigint('message_row_id', { mode: 'number' })
      .primaryKey()
      .references(() => engageMessages.id, { onDelete: 'cascade' }),
    teamId: teamRef(),
    providerSid: text('provider_sid').notNull(),
    fromNumber: text('from_number').notNull(),
    toNumber: text('to_number').notNull(),
    status: text('status').notNull(),
    errorCode: text('error_code'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('engage_text_sends_sid_key').on(t.providerSid)],
);

/** Numbers that texted an opt-out word (STOP ...) to one of the team's numbers; START removes them. */
export const engageTextOptouts = pgTable(
  'engage_text_optouts',
  {
    teamId: teamRef(),
    /** E.164. */
    phone: text('phone').notNull(),
    /** The word they sent. */
    keyword: text('keyword').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.phone] })],
);

/**
 * Texts the built-in local provider "sent" (no provider configured: the two-command setup), so a
 * demo user sees what a candidate would have received. `team_id` is the sending number's team.
 */
export const localTestTexts = pgTable(
  'local_test_texts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'cascade' }),
    sid: text('sid').notNull(),
    fromNumber: text('from_number').notNull(),
    toNumber: text('to_number').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('local_test_texts_team_idx').on(t.teamId, t.createdAt.desc()),
    check('local_test_texts_sid_check', sql`${t.sid} like 'SM%'`),
  ],
);
