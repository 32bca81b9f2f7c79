/**
 * A recruiter's texting number: they pick an area code from the reference list (area-codes.ts)
 * and the provider sells us the first free number there, which is assigned to them in their team.
 * One number per user and team: a second request is a 409 naming the number they have. The
 * number is bought before the row is written (a provider call cannot join our transaction); a
 * crash in between leaves a bought, unassigned number at the provider, which costs money but
 * never sends anything.
 */
import type {
  AreaCodesResponse,
  MyTextPhoneNumber,
  TextPhoneNumber,
} from '@talentbase/shared/contracts/engage-text';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { audit } from '../../../lib/audit';
import { AppError, fieldError } from '../../../lib/errors';
import type { TeamScope } from '../../../lib/team-scope';
import { AREA_CODES, findAreaCode } from './area-codes';
import { inboundWebhookUrl, type TextConfig } from './text-config';
import { TextProviderError } from './text-provider';

export function listAreaCodes(): AreaCodesResponse {
  return { areaCodes: AREA_CODES.map(({ areaCode, region }) => ({ areaCode, region })) };
}

type NumberRow = { phone_number: string; area_code: string; created_at: Date };
const toApi = (r: NumberRow): TextPhoneNumber => ({
  phoneNumber: r.phone_number,
  areaCode: r.area_code,
  createdAt: new Date(r.created_at).toISOString(),
});

export async function myPhoneNumber(
  db: Database,
  scope: TeamScope,
  config: TextConfig,
): Promise<MyTextPhoneNumber> {
  const { rows } = await db.execute<NumberRow>(sql`
    select phone_number, area_code, created_at from engage_text_numbers
     where team_id = ${scope.teamId} and user_id = ${scope.userId}`);
  return { phoneNumber: rows[0] ? toApi(rows[0]) : null, localProvider: config.provider.local };
}

export async function assignPhoneNumber(
  db: Database,
  scope: TeamScope,
  config: TextConfig,
  areaCode: string,
  ip: string | null,
): Promise<TextPhoneNumber> {
  const entry = findAreaCode(areaCode);
  if (!entry)
    throw fieldError(
      { areaCode: `We offer no numbers in area code ${areaCode}. Pick one from the list.` },
      `We offer no numbers in area code ${areaCode}. Pick one from the list.`,
    );
  const mine = await myPhoneNumber(db, scope, config);
  if (mine.phoneNumber)
    throw new AppError('CONFLICT', `You already send texts from ${mine.phoneNumber.phoneNumber}.`);

  let offered: string[];
  try {
    offered = await config.provider.availableNumbers(entry.country, entry.areaCode, 30);
  } catch (error) {
    throw providerProblem(error);
  }
  // The local provider offers the same fictional numbers to every team: skip the ones taken.
  const { rows: taken } = await db.execute<{ phone_number: string }>(sql`
    select phone_number from engage_text_numbers
     where phone_number = any(${`{${offered.map((n) => JSON.stringify(n)).join(',')}}`}::text[])`);
  const takenSet = new Set(taken.map((r) => r.phone_number));
  const free = offered.find((n) => !takenSet.has(n));
  if (!free)
    throw new AppError(
      'CONFLICT',
      `No phone numbers are available in area code ${entry.areaCode} right now. Pick another area code.`,
      { areaCode: entry.areaCode },
    );
  let bought: { sid: string; phoneNumber: string };
  try {
    bought = await config.provider.buyNumber(free, inboundWebhookUrl(config.publicUrl));
  } catch (error) {
    throw providerProblem(error);
  }
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute<NumberRow>(sql`
      insert into engage_text_numbers (team_id, user_id, phone_number, area_code, provider_sid)
      values (${scope.teamId}, ${scope.userId}, ${bought.phoneNumber}, ${entry.areaCode}, ${bought.sid})
      on conflict do nothing
      returning phone_number, area_code, created_at`);
    const row = rows[0];
    // Two requests at once: the other one assigned a number first.
    if (!row)
      throw new AppError('CONFLICT', 'You already have a number for texts. Reload the page to see it.');
    await audit(tx, {
      action: 'engage.text_number_assigned',
      teamId: scope.teamId,
      orgId: scope.orgId,
      actorUserId: scope.userId,
      targetType: 'engage_text_number',
      targetId: bought.phoneNumber,
      metadata: { areaCode: entry.areaCode },
      ip,
    });
    return toApi(row);
  });
}

function providerProblem(error: unknown): AppError {
  const message =
    error instanceof TextProviderError ? error.message : 'The text provider could not be reached.';
  return new AppError('UNPROCESSABLE', `${message} Try again in a moment.`);
}
