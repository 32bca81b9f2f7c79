/** Reading the team's local test mail: a page of summaries, and one message for display. */
import type {
  LocalMailListResponse,
  LocalMailMessage,
  LocalMailSummary,
} from '@talentbase/shared/contracts/engage-mailboxes';
import { sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import type { Executor } from '../../../db/client';
import { notFound } from '../../../lib/errors';
import type { TeamScope } from '../../../lib/team-scope';
import { sanitizeEmailHtml } from '../templates/sanitize-email-html';

type SummaryRow = {
  id: string | number;
  envelope_from: string | null;
  envelope_to: string[];
  subject: string | null;
  received_at: Date | string;
  size: number;
};

const summary = (r: SummaryRow): LocalMailSummary => ({
  id: Number(r.id),
  from: r.envelope_from,
  to: r.envelope_to,
  subject: r.subject,
  receivedAt: new Date(r.received_at).toISOString(),
  size: r.size,
});

export async function listLocalMail(
  db: Executor,
  scope: TeamScope,
  page: number,
  pageSize: number,
  port: number | null,
): Promise<LocalMailListResponse> {
  const { rows } = await db.execute<SummaryRow>(sql`
    select id, envelope_from, envelope_to, subject, received_at, size
      from local_test_mail where team_id = ${scope.teamId}
     order by received_at desc, id desc
     limit ${pageSize} offset ${(page - 1) * pageSize}`);
  const { rows: count } = await db.execute<{ n: string }>(sql`
    select count(*) as n from local_test_mail where team_id = ${scope.teamId}`);
  return {
    enabled: port !== null,
    port,
    data: rows.map(summary),
    total: Number(count[0]?.n ?? 0),
    page,
    pageSize,
  };
}

function headerLine(parsed: Awaited<ReturnType<typeof simpleParser>>, name: string): string | null {
  const line = parsed.headerLines.find((h) => h.key === name)?.line;
  if (line === undefined) return null;
  return line
    .slice(line.indexOf(':') + 1)
    .replace(/\r?\n(?=[ \t])/g, '')
    .trim();
}

export async function getLocalMail(db: Executor, scope: TeamScope, id: number): Promise<LocalMailMessage> {
  const { rows } = await db.execute<SummaryRow & { raw: string }>(sql`
    select id, envelope_from, envelope_to, subject, received_at, size, raw
      from local_test_mail where team_id = ${scope.teamId} and id = ${id}`);
  const row = rows[0];
  if (!row) throw notFound('Message');
  const parsed = await simpleParser(Buffer.from(row.raw, 'utf8'), {
    skipTextToHtml: true,
    skipImageLinks: true,
  });
  const html = typeof parsed.html === 'string' ? sanitizeEmailHtml(parsed.html) : null;
  return {
    id: Number(row.id),
    receivedAt: new Date(row.received_at).toISOString(),
    envelope: { from: row.envelope_from, to: row.envelope_to },
    headers: {
      from: headerLine(parsed, 'from'),
      to: headerLine(parsed, 'to'),
      cc: headerLine(parsed, 'cc'),
      subject: parsed.subject ?? null,
      date: headerLine(parsed, 'date'),
      messageId: headerLine(parsed, 'message-id'),
      inReplyTo: headerLine(parsed, 'in-reply-to'),
      references: headerLine(parsed, 'references'),
      listUnsubscribe: headerLine(parsed, 'list-unsubscribe'),
      listUnsubscribePost: headerLine(parsed, 'list-unsubscribe-post'),
    },
    html,
    text: parsed.text ?? null,
    attachments: parsed.attachments.map((a) => ({
      fileName: a.filename ?? 'attachment',
      contentType: a.contentType,
      size: a.size,
    })),
    size: row.size,
  };
}
