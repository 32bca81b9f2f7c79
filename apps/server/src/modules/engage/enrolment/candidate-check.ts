/**
 * The candidate check before a sequence (spec section 7, `candidate/check` and
 * `getCandidatesForSequenceV3`): for each candidate the address the sequence would use and why it
 * cannot be enrolled. Set-based: 10,000 candidates are one query plus two lookups.
 *
 * - The address is the team's view of the candidate: the team's own edit of the emails
 *   (`team_candidates.overrides`) over the stored contacts, the primary one first.
 * - Contact reveal rules hold: an address the team has not revealed is shown masked, and enrolling
 *   the candidate reveals it (one contact credit, like "view contacts").
 * - Opted out: the team's suppression list, or the profile's own opt-out / GDPR objection.
 * - Conflict: an ongoing thread of any campaign of the team.
 * - GDPR: a candidate located in the EU, the EEA or the UK needs the team's privacy notice.
 */
import {
  type EnrolmentReason,
  MAX_ENROLMENT_CANDIDATES,
  type PersonalInfo,
} from '@talentbase/shared/contracts/engage-enrolment';
import { EEA_COUNTRIES } from '@talentbase/shared/reference/gdpr-regions';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { maskEmail } from '../../talent/contacts-view';
import { normaliseAddress, suppressedAmong } from '../suppression';

const PRIVACY_COUNTRIES = new Set<string>([...EEA_COUNTRIES, 'GB']);

export type CheckOptions = {
  channel: 'Email' | 'Text';
  checkConflict: boolean;
  checkGdpr: boolean;
  /** A campaign being enrolled into: its own threads count as "already enrolled". */
  campaignId?: number | null;
  /** Candidates outside this pipeline place of the project get NOT_IN_STAGE. */
  stage?: PipelinePlace | null;
};

export type PipelinePlace = { projectId: number; categoryId?: number | null; stageId?: number | null };

export type CandidateFacts = {
  candidateId: number;
  found: boolean;
  fullName: string;
  email: string | null;
  phone: string | null;
  revealed: boolean;
  inPrivacyRegion: boolean;
  reasons: EnrolmentReason[];
  /** Personalisation values the profile lacks (templates fall back or leave them out). */
  missingInfo: PersonalInfo[];
};

type Row = {
  id: string;
  fullname: string | null;
  override_name: string | null;
  emails: { address: string; primary?: boolean }[] | null;
  override_emails: { address: string; primary?: boolean }[] | null;
  phones: { number: string }[] | null;
  override_phones: { number: string }[] | null;
  own: boolean;
  revealed: boolean;
  opt_out: boolean;
  country_code: string | null;
  in_gdpr: boolean | null;
  active_elsewhere: boolean;
  in_campaign: boolean;
  current_title: string | null;
  current_company: string | null;
  in_stage: boolean;
};

const bestEmail = (list: { address: string; primary?: boolean }[] | null) => {
  const emails = (list ?? []).filter((e) => typeof e?.address === 'string' && e.address.includes('@'));
  return (emails.find((e) => e.primary) ?? emails[0])?.address ?? null;
};

export async function checkCandidateFacts(
  db: Executor,
  teamId: string,
  candidateIds: readonly number[],
  options: CheckOptions,
): Promise<CandidateFacts[]> {
  const ids = [...new Set(candidateIds)];
  if (ids.length === 0) return [];
  const idArray = `{${ids.join(',')}}`;
  const { rows } = await db.execute<Row>(sql`
    with doc as (
      select p.id, p.team_id, p.doc::jsonb as d from talent_profiles p
       where p.id = any(${idArray}::bigint[]) and (p.team_id is null or p.team_id = ${teamId}))
    select doc.id, doc.d -> 'basic' ->> 'fullname' as fullname,
           tc.overrides -> 'basicInfo' ->> 'fullname' as override_name,
           c.emails, case when doc.team_id is null then tc.overrides -> 'emails' end as override_emails,
           c.phones, case when doc.team_id is null then tc.overrides -> 'phones' end as override_phones,
           (doc.team_id is not null) as own,
           (r.profile_id is not null) as revealed,
           coalesce((doc.d -> 'basic' ->> 'opt_out')::boolean, false)
             or coalesce(doc.d -> 'basic' ->> 'gdpr_status', '') = 'objected' as opt_out,
           doc.d -> 'norm_location' ->> 'country_code' as country_code,
           (doc.d -> 'norm_location' ->> 'in_gdpr')::boolean as in_gdpr,
           exists (select 1 from engage_threads t
                    where t.team_id = ${teamId} and t.profile_id = doc.id and t.is_active
                      and t.status = 'ongoing' and t.campaign_id is distinct from ${options.campaignId ?? null}::bigint) as active_elsewhere,
           exists (select 1 from engage_threads t
                    where t.campaign_id = ${options.campaignId ?? null}::bigint and t.profile_id = doc.id) as in_campaign,
           coalesce(tc.overrides -> 'basicInfo' ->> 'current_title', doc.d -> 'basic' ->> 'current_title') as current_title,
           coalesce(tc.overrides -> 'basicInfo' ->> 'current_company', doc.d -> 'basic' ->> 'current_company') as current_company,
           ${inStage(options.stage ?? null)} as in_stage
      from doc
      left join talent_contacts c on c.profile_id = doc.id
      left join contact_reveals r on r.team_id = ${teamId} and r.profile_id = doc.id
      left join team_candidates tc on tc.team_id = ${teamId} and tc.profile_id = doc.id`);
  const byId = new Map(rows.map((r) => [Number(r.id), r]));

  const emails = rows.map((r) => bestEmail(r.override_emails ?? r.emails)).filter((e): e is string => !!e);
  const suppressed = await suppressedAmong(db, teamId, emails);
  let hasNotice = true;
  if (options.checkGdpr) {
    const { rows: settings } = await db.execute<{ notice: string | null }>(
      sql`select privacy_notice as notice from engage_team_settings where team_id = ${teamId}`,
    );
    hasNotice = !!settings[0]?.notice?.trim();
  }

  return ids.map((candidateId) => {
    const row = byId.get(candidateId);
    if (!row)
      return {
        candidateId,
        found: false,
        fullName: '',
        email: null,
        phone: null,
        revealed: false,
        inPrivacyRegion: false,
        reasons: ['NOT_FOUND'],
        missingInfo: [],
      };
    const email = bestEmail(row.override_emails ?? row.emails);
    const phone = (row.override_phones ?? row.phones ?? [])[0]?.number ?? null;
    // The team's own profile and its own edits were never hidden from it.
    const revealed = row.own || row.revealed || row.override_emails !== null;
    const inPrivacyRegion = row.country_code
      ? PRIVACY_COUNTRIES.has(row.country_code.toUpperCase())
      : row.in_gdpr === true;
    const reasons: EnrolmentReason[] = [];
    if (options.channel === 'Email' && !email) reasons.push('NO_EMAIL');
    if (options.channel === 'Text' && !phone) reasons.push('NO_PHONE');
    if (row.opt_out || (email && suppressed.has(normaliseAddress(email)))) reasons.push('OPTED_OUT');
    if (row.in_campaign) reasons.push('ALREADY_ENROLLED');
    else if (options.checkConflict && row.active_elsewhere) reasons.push('IN_ACTIVE_SEQUENCE');
    if (options.checkGdpr && inPrivacyRegion && !hasNotice) reasons.push('GDPR_NO_PRIVACY_NOTICE');
    if (!row.in_stage) reasons.push('NOT_IN_STAGE');
    const fullName = (row.override_name ?? row.fullname ?? '').trim();
    const missingInfo: PersonalInfo[] = [];
    if (!fullName) missingInfo.push('firstName');
    if (!row.current_company?.trim()) missingInfo.push('currentCompany');
    if (!row.current_title?.trim()) missingInfo.push('currentTitle');
    return {
      candidateId,
      found: true,
      fullName,
      email,
      phone,
      revealed,
      inPrivacyRegion,
      reasons,
      missingInfo,
    };
  });
}

/** True for a candidate in the place of the project's pipeline (always true without one). */
function inStage(place: PipelinePlace | null) {
  if (!place || (place.categoryId == null && place.stageId == null)) return sql`true`;
  return sql`exists (select 1 from project_candidates pc
                      where pc.project_id = ${place.projectId} and pc.profile_id = doc.id
                        ${place.categoryId != null ? sql`and pc.category_id = ${place.categoryId}` : sql``}
                        ${place.stageId != null ? sql`and pc.stage_id = ${place.stageId}` : sql``})`;
}

/** Every candidate in a place of the project's pipeline (the check of a whole stage), oldest first. */
export async function candidatesInStage(db: Executor, place: PipelinePlace): Promise<number[]> {
  const { rows } = await db.execute<{ id: string }>(sql`
    select pc.profile_id as id from project_candidates pc
     where pc.project_id = ${place.projectId}
       ${place.categoryId != null ? sql`and pc.category_id = ${place.categoryId}` : sql``}
       ${place.stageId != null ? sql`and pc.stage_id = ${place.stageId}` : sql``}
     order by pc.created_at, pc.profile_id
     limit ${MAX_ENROLMENT_CANDIDATES}`);
  return rows.map((r) => Number(r.id));
}

/** What the check answers the browser: the address masked until revealed. */
export function presentFacts(facts: CandidateFacts, withMissingInfo = false) {
  return {
    ...(withMissingInfo ? { missingInfo: facts.missingInfo } : {}),
    candidateId: facts.candidateId,
    fullName: facts.fullName,
    email: facts.email ? (facts.revealed ? facts.email : maskEmail(facts.email)) : null,
    emailRevealed: facts.revealed,
    phone: facts.phone ? (facts.revealed ? facts.phone : null) : null,
    ok: facts.reasons.length === 0,
    reasons: facts.reasons,
  };
}
