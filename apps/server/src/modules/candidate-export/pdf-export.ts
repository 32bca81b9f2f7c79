/** The PDF export: the chosen candidates' profiles, with the team watermark when it is on. */
import type { PdfExportRequest } from '@talentbase/shared';
import type { Database } from '../../db/client';
import { audit } from '../../lib/audit';
import type { ProjectViewer } from '../projects/project-visibility';
import { loadExportCandidates } from './export-data';
import { resolveExportTargets } from './export-targets';
import { renderCandidatesPdf } from './pdf-render';
import { getPdfWatermark } from './pdf-watermark.service';

export async function exportCandidatesPdf(
  db: Database,
  viewer: ProjectViewer,
  request: PdfExportRequest,
  ip: string | null,
): Promise<{ fileName: string; bytes: Uint8Array }> {
  const { scope } = viewer;
  const targets = await resolveExportTargets(db, scope, request, 'candidate.exportPdf');
  const candidates = await loadExportCandidates(
    db,
    { viewer, projectId: targets.projectId, pipeline: targets.pipeline },
    targets.ids,
  );
  const watermark = await getPdfWatermark(db, scope.teamId);
  const bytes = await renderCandidatesPdf(candidates, {
    watermark: watermark.enabled ? watermark.text : null,
  });
  await audit(db, {
    action: 'candidate.exported',
    teamId: scope.teamId,
    orgId: scope.orgId,
    actorUserId: scope.userId,
    targetType: targets.projectId === null ? 'candidates' : 'project',
    targetId: targets.projectId === null ? undefined : String(targets.projectId),
    metadata: {
      format: 'pdf',
      count: candidates.length,
      withContacts: candidates.filter((c) => c.contactsShown && c.emails.length + c.phones.length > 0).length,
      candidateIds: targets.ids,
      watermark: watermark.enabled,
    },
    ip,
  });
  const date = new Date().toISOString().slice(0, 10);
  const single =
    candidates.length === 1 ? candidates[0]?.fullName.replace(/[^\w.-]+/g, '_').slice(0, 60) : null;
  return { fileName: single ? `${single}-${date}.pdf` : `candidates-${date}.pdf`, bytes };
}
