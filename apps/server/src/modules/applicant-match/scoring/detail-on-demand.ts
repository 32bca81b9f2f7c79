/**
 * The scoring detail of one ranked applicant whose detail the scoring job has not built yet (it
 * ranks the whole job first, details after): built here from the stored features against the
 * persona version that ranked it, saved, and returned. One applicant takes a few milliseconds;
 * the level and score in it are the ranked ones (the same measures, scoreWithRanking).
 *
 * Null when it cannot be built (the persona version that ranked it is gone): the caller then
 * answers as for an applicant still being scored.
 */
import type { Persona, ScoringDetail } from '@talentbase/shared/contracts/applicant-match';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { personaFeatures } from '../matching/persona-features';
import { buildDetails, DETAIL_SOURCE_COLUMNS, resumeLoader, saveDetails } from './detail-batch';
import { type DetailSource, detailRowsJson } from './detail-build';

export async function buildDetailNow(
  db: Executor,
  teamId: string,
  applicantId: number,
): Promise<ScoringDetail | null> {
  const { rows } = await db.execute<DetailSource & { version: number | null; persona: Persona | null }>(sql`
    select ${DETAIL_SOURCE_COLUMNS}, a.scored_persona_version as version,
           case when a.scored_persona_version = j.persona_version then j.persona else v.persona end as persona
      from match_applicants a
      join match_jobs j on j.project_id = a.project_id and j.team_id = a.team_id
      left join match_persona_versions v
        on v.project_id = a.project_id and v.team_id = a.team_id and v.version = a.scored_persona_version
     where a.id = ${applicantId} and a.team_id = ${teamId}`);
  const row = rows[0];
  if (!row?.persona || row.version === null) return null;
  const [built] = await buildDetails(personaFeatures(row.persona), [row], resumeLoader(db, teamId));
  if (!built) return null;
  await saveDetails(db, teamId, row.version, detailRowsJson([built]));
  return built.detail;
}
