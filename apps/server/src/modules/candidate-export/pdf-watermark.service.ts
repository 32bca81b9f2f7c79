/** The team's PDF watermark (/admin/team-settings/pdf-watermark): on or off, and its text. */
import type { PdfWatermark, UpdatePdfWatermarkRequest } from '@talentbase/shared';
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { audit } from '../../lib/audit';
import type { TeamScope } from '../../lib/team-scope';

export async function getPdfWatermark(db: Executor, teamId: string): Promise<PdfWatermark> {
  const { rows } = await db.execute<{ watermark_enabled: boolean; watermark_text: string | null }>(sql`
    select watermark_enabled, watermark_text from team_pdf_settings where team_id = ${teamId}`);
  const row = rows[0];
  return { enabled: row?.watermark_enabled ?? false, text: row?.watermark_text ?? null };
}

/** Turning the watermark off keeps its text, so turning it on again needs no retyping. */
export async function updatePdfWatermark(
  db: Database,
  scope: TeamScope,
  request: UpdatePdfWatermarkRequest,
  ip: string | null,
): Promise<PdfWatermark> {
  return db.transaction(async (tx) => {
    const text = request.text && request.text.length > 0 ? request.text : null;
    await tx.execute(sql`
      insert into team_pdf_settings (team_id, watermark_enabled, watermark_text, updated_at)
      values (${scope.teamId}, ${request.enabled}, ${text}, now())
      on conflict (team_id) do update
        set watermark_enabled = excluded.watermark_enabled,
            watermark_text = coalesce(excluded.watermark_text, team_pdf_settings.watermark_text),
            updated_at = now()`);
    await audit(tx, {
      action: 'team_settings.pdf_watermark_updated',
      teamId: scope.teamId,
      orgId: scope.orgId,
      actorUserId: scope.userId,
      targetType: 'team',
      targetId: scope.teamId,
      metadata: { enabled: request.enabled, text },
      ip,
    });
    return getPdfWatermark(tx, scope.teamId);
  });
}
