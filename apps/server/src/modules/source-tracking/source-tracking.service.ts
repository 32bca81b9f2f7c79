/**
 * Source tracking (issue 19 item 6): the `{ name, medium }` written into the ATS for every
 * candidate Talentbase pushes. The ATS page gives the team's source and medium and per-ATS
 * exceptions; the source-tracking page may replace the medium by where the candidate came from.
 */
import {
  type CandidateOrigin,
  type CandidateSource,
  candidateOriginOf,
  providerIdSchema,
} from '@talentbase/shared';
import type { Executor } from '../../db/client';
import { readSettings } from '../team-settings/team-settings.service';

/**
 * What a connector writes as `candidate.source` for a push by this team to this ATS. `origin` is
 * the candidate's sourcing source (hiretual, import, ats, event_form, jobboard_x) when known.
 */
export async function sourceFor(
  db: Executor,
  teamId: string,
  providerId: string,
  origin?: CandidateOrigin | string | null,
): Promise<CandidateSource> {
  const [ats, tracking] = await Promise.all([
    readSettings(db, teamId, 'ats-source-tracking'),
    readSettings(db, teamId, 'source-tracking'),
  ]);
  const parsed = providerIdSchema.safeParse(providerId);
  const override = parsed.success ? ats.data.overrides.find((o) => o.providerId === parsed.data) : undefined;
  const name = override?.sourceName ?? ats.data.sourceName;
  let medium = override?.sourceMedium ?? ats.data.sourceMedium;
  const from = candidateOriginOf(origin ?? null);
  if (tracking.data.mediumByOrigin && from) medium = tracking.data.originMediums[from];
  return { name, medium };
}
