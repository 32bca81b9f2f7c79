/**
 * What the built-in local provider caught (text-provider.ts), for the two-command setup: the
 * team's texts, newest first, and answering one as the candidate, which goes through the same
 * intake as a real inbound text (text-inbound.ts): STOP opts out, START opts in, other words
 * are a reply. Only with the local provider: with a real one, texts reach phones and answers
 * come from them (these calls then answer 404 / 409).
 */
import crypto from 'node:crypto';
import type { LocalTextAnswerResponse, LocalTextsResponse } from '@talentbase/shared/contracts/engage-text';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { AppError } from '../../../lib/errors';
import type { TeamScope } from '../../../lib/team-scope';
import type { TextConfig } from './text-config';
import { intakeText } from './text-inbound';

export async function listLocalTexts(
  db: Database,
  scope: TeamScope,
  page: number,
  pageSize: number,
): Promise<LocalTextsResponse> {
  const { rows } = await db.execute<{
    id: string;
    from_number: string;
    to_number: string;
    body: string;
    created_at: Date;
    total: number;
  }>(sql`
    select id::text as id, from_number, to_number, body, created_at, count(*) over ()::int as total
      from local_test_texts where team_id = ${scope.teamId}
     order by created_at desc, id desc
     limit ${pageSize} offset ${(page - 1) * pageSize}`);
  return {
    data: rows.map((r) => ({
      id: Number(r.id),
      fromNumber: r.from_number,
      toNumber: r.to_number,
      body: r.body,
      createdAt: new Date(r.created_at).toISOString(),
    })),
    total: rows[0]?.total ?? 0,
    page,
    pageSize,
  };
}

export async function answerLocalText(
  db: Database,
  scope: TeamScope,
  config: TextConfig,
  id: number,
  body: string,
): Promise<LocalTextAnswerResponse> {
  const { rows } = await db.execute<{ from_number: string; to_number: string }>(sql`
    select from_number, to_number from local_test_texts where id = ${id} and team_id = ${scope.teamId}`);
  const caught = rows[0];
  if (!caught) throw new AppError('NOT_FOUND', 'Text not found');
  if (!config.provider.local)
    throw new AppError(
      'CONFLICT',
      'A text provider is configured: answers come from the candidates’ phones.',
    );
  const result = await intakeText(db, {
    sid: `SM${crypto.randomBytes(16).toString('hex')}`,
    from: caught.to_number,
    to: caught.from_number,
    body,
  });
  if (result.kind === 'opted_out') return { outcome: 'opted_out', cancelled: result.cancelled };
  if (result.kind === 'opted_in') return { outcome: 'opted_in', cancelled: 0 };
  if (result.kind === 'reply') return { outcome: 'reply', cancelled: result.cancelled };
  if (result.kind === 'help') return { outcome: 'help', cancelled: 0 };
  return { outcome: 'unmatched', cancelled: 0 };
}
