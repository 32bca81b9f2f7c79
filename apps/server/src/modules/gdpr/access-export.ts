/**
 * The data-subject access export: everything the team holds about a person (found by candidate
 * ID, email or phone), as `data.json` plus their files, in one zip. What the product holds of an
 * open-web profile (the profile and its contact details) is included; contact details the team
 * has not revealed are revealed by the export (one credit, recorded as a reveal), so the export is
 * never a way around the reveal credit.
 *
 * Names of projects the admin cannot see stay out (projects/project-visibility.ts) and are counted
 * instead; a team admin sees every project, so a team admin's export is complete.
 */
import { type CustomField, formatCustomValue, type SubjectQuery } from '@talentbase/shared';
import { sql } from 'drizzle-orm';
import { strToU8, zipSync } from 'fflate';
import type { Database } from '../../db/client';
import { audit } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import { viewContacts } from '../candidates/contacts.service';
import { type ProjectViewer, projectShown, projectVisible } from '../projects/project-visibility';
import { bigints } from './erasure-target';
import type { GdprSettings } from './gdpr-settings';
import { findSubject } from './subject-lookup';

type Row = Record<string, unknown>;

const iso = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string).toISOString());

// Raw queries answer timestamps as PostgreSQL writes them ("2026-01-31 09:30:00.123+00").
const PG_TIMESTAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d+)?[+-]\d{2}(:?\d{2})?$/;

/** Timestamps as ISO 8601 in UTC, as the README promises; anything else as it is. */
const isoValue = (v: unknown) =>
  v instanceof Date ? v.toISOString() : typeof v === 'string' && PG_TIMESTAMP.test(v) ? iso(v) : v;

const safeName = (name: string) => name.replace(/[^\w.-]+/g, '_').slice(0, 80) || 'file';

const README = `Data held about you by a team using Talentbase
================================================

data.json   everything the team holds about you, per profile:
            - profile: your profile as the team sees it (work history, education, skills ...)
            - contacts: the email addresses and phone numbers held
            - record: when the team added you, its edits, its GDPR review flag
            - pipelines: the hiring stages you are in
            - notes, tags, activity: what the team wrote and did about you
            - customFields: the team's own fields about you and their values
            - scorecards: interviewers' assessments of you, with the questions they answered
            - applicationAnswers: your answers to a job's application form, as recorded
            - files: documents about you (the files themselves are in files/)
            - shares: read-only links the team made to your profile
            - reveals: when the team viewed your contact details
            - savedSearches: searches where you were marked "not a fit"
            - duplicates, merges: records the team found or joined as being you
            - auditTrail: what was done with your data, and when
files/      the documents, by profile

Dates are in UTC (ISO 8601).
`;

async function rows(db: Database, query: ReturnType<typeof sql>): Promise<Row[]> {
  return (await db.execute<Row>(query)).rows;
}

/** Refuses (as a reveal would) when the team has fewer contact credits left than `needed`. */
async function ensureCredits(db: Database, teamId: string, needed: number): Promise<void> {
  const [team] = await rows(
    db,
    sql`select contract_credits as total, contract_credits - credits_used as remaining from teams where id = ${teamId}::uuid`,
  );
  if (Number(team?.remaining ?? 0) >= needed) return;
  throw new AppError(
    'CREDITS_EXHAUSTED',
    `This export reveals the contact details of ${needed} open-web ${needed === 1 ? 'profile' : 'profiles'} and your team has ${Math.max(0, Number(team?.remaining ?? 0))} contact credits left. Ask your admin to add credits.`,
    { needed, total: Number(team?.total ?? 0) },
  );
}

export async function buildAccessExport(
  db: Database,
  settings: GdprSettings,
  viewer: ProjectViewer,
  query: SubjectQuery,
  meta: { ip: string | null; actorName: string },
): Promise<{ fileName: string; bytes: Uint8Array; people: number; files: number }> {
  const { scope } = viewer;
  const subject = await findSubject(db, scope, query);
  if (subject.people.length === 0) {
    throw new AppError('NOT_FOUND', 'Nobody in your team’s data or the open-web profiles matches this.');
  }
  const ids = subject.people.map((p) => p.candidateId);
  const idList = bigints(ids);
  const teamId = scope.teamId;

  // Contact details of open-web profiles the team has not revealed are revealed by the export (a
  // credit each). The credits are checked first and spent only once the zip is built, so a
  // failure on the way leaves nothing spent.
  const revealed = new Set(
    (
      await rows(
        db,
        sql`select profile_id::text as id from contact_reveals where team_id = ${teamId}::uuid and profile_id = any(${idList}::bigint[])`,
      )
    ).map((r) => Number(r.id)),
  );
  const toReveal = subject.people.filter((p) => p.openWeb && !revealed.has(p.candidateId));
  if (toReveal.length > 0) await ensureCredits(db, teamId, toReveal.length);

  const byProfile = (list: Row[]) => {
    const map = new Map<number, Row[]>();
    for (const r of list) {
      const id = Number(r.profile_id);
      const { profile_id: _, ...rest } = r;
      map.set(id, [...(map.get(id) ?? []), rest]);
    }
    return map;
  };

  const profiles = await rows(
    db,
    sql`select p.id::text as profile_id, p.source, p.external_id, p.doc, p.created_at, p.updated_at,
               c.emails, c.phones
          from talent_profiles p left join talent_contacts c on c.profile_id = p.id
         where p.id = any(${idList}::bigint[]) order by p.id`,
  );
  const records = byProfile(
    await rows(
      db,
      sql`select tc.profile_id::text as profile_id, tc.created_at as added_at, cu.full_name as added_by,
                 tc.overrides as your_edits, tc.gdpr_review, ru.full_name as gdpr_reviewed_by,
                 tc.gdpr_reviewed_at, tc.merged_into::text as merged_into
            from team_candidates tc
            left join users cu on cu.id = tc.created_by left join users ru on ru.id = tc.gdpr_reviewed_by
           where tc.team_id = ${teamId}::uuid and tc.profile_id = any(${idList}::bigint[])`,
    ),
  );
  const pipelines = byProfile(
    await rows(
      db,
      sql`select pc.profile_id::text as profile_id,
                 case when ${projectVisible(viewer, sql`pc.project_id`)} then p.project_name end as project,
                 pc.category_id, pc.stage_id, pc.stage_label, pc.engagement_status, pc.created_at as added_at,
                 pc.stage_updated_at
            from project_candidates pc join projects p on p.id = pc.project_id
           where p.team_id = ${teamId}::uuid and p.project_status <> 1 and pc.profile_id = any(${idList}::bigint[])`,
    ),
  );
  const shown = (alias: string) => projectShown(viewer, sql.raw(`${alias}.project_id`));
  const notes = byProfile(
    await rows(
      db,
      sql`select n.profile_id::text as profile_id, n.body, u.full_name as author, n.visibility, n.created_at, n.updated_at
            from candidate_notes n left join users u on u.id = n.author_id
           where n.team_id = ${teamId}::uuid and n.profile_id = any(${idList}::bigint[]) and ${shown('n')}
           order by n.created_at`,
    ),
  );
  const hidden = await rows(
    db,
    sql`select (select count(*)::int from candidate_notes n
                 where n.team_id = ${teamId}::uuid and n.profile_id = any(${idList}::bigint[]) and not ${shown('n')}) as notes,
               (select count(*)::int from project_candidates pc join projects p on p.id = pc.project_id
                 where p.team_id = ${teamId}::uuid and p.project_status <> 1 and pc.profile_id = any(${idList}::bigint[])
                   and not ${projectVisible(viewer, sql`pc.project_id`)}) as projects`,
  );
  // Scorecards about them and their answers to job application forms (projects the viewer may see).
  const scorecards = byProfile(
    await rows(
      db,
      sql`select s.profile_id::text as profile_id, p.project_name as project, s.form_name, s.questions, s.answers,
                 s.recommendation, u.full_name as author, s.created_at, s.updated_at
            from candidate_scorecards s join projects p on p.id = s.project_id left join users u on u.id = s.author_id
           where s.team_id = ${teamId}::uuid and s.profile_id = any(${idList}::bigint[]) and ${shown('s')}
           order by s.created_at`,
    ),
  );
  const applicationAnswers = byProfile(
    await rows(
      db,
      sql`select a.profile_id::text as profile_id, p.project_name as job, a.form_name, a.questions, a.answers,
                 u.full_name as recorded_by, a.created_at, a.updated_at
            from applicant_form_answers a join projects p on p.id = a.project_id left join users u on u.id = a.recorded_by
           where a.team_id = ${teamId}::uuid and a.profile_id = any(${idList}::bigint[]) and ${shown('a')}
           order by a.created_at`,
    ),
  );
  const tags = byProfile(
    await rows(
      db,
      sql`select profile_id::text as profile_id, tag, created_at from candidate_tags
           where team_id = ${teamId}::uuid and profile_id = any(${idList}::bigint[]) order by tag`,
    ),
  );
  // Custom field values (archived fields too: the team still holds them), as people read them.
  const customFields = byProfile(
    (
      await rows(
        db,
        sql`select v.profile_id::text as profile_id, f.name as field, f.type, f.options, v.value, v.updated_at
              from candidate_custom_values v join custom_field_definitions f on f.id = v.field_id
             where v.team_id = ${teamId}::uuid and v.profile_id = any(${idList}::bigint[])
             order by f.entity, f.position, f.id`,
      )
    ).map(({ type, options, value, ...r }) => ({
      ...r,
      value: formatCustomValue(
        { type: type as CustomField['type'], options: options as CustomField['options'] },
        value,
      ),
    })),
  );
  const activity = byProfile(
    await rows(
      db,
      sql`select a.profile_id::text as profile_id, a.action, a.detail, u.full_name as by, a.created_at
            from candidate_activities a left join users u on u.id = a.actor_id
           where a.team_id = ${teamId}::uuid and a.profile_id = any(${idList}::bigint[]) and ${shown('a')}
           order by a.created_at`,
    ),
  );
  const fileRows = await rows(
    db,
    sql`select f.id::text as id, f.profile_id::text as profile_id, f.file_name, f.content_type, f.size_bytes,
               f.kind, f.storage_key, u.full_name as uploaded_by, f.created_at
          from candidate_files f left join users u on u.id = f.uploaded_by
         where f.team_id = ${teamId}::uuid and f.profile_id = any(${idList}::bigint[]) order by f.id`,
  );
  const shares = await rows(
    db,
    sql`select s.id::text as id, s.profile_ids, s.created_at, s.expires_at, s.revoked_at, s.includes,
               cardinality(s.recipients) as recipients, u.full_name as shared_by
          from candidate_shares s left join users u on u.id = s.created_by
         where s.team_id = ${teamId}::uuid and s.profile_ids && ${idList}::bigint[]`,
  );
  const reveals = byProfile(
    await rows(
      db,
      sql`select r.profile_id::text as profile_id, u.full_name as by, r.created_at
            from contact_reveals r left join users u on u.id = r.revealed_by
           where r.team_id = ${teamId}::uuid and r.profile_id = any(${idList}::bigint[])`,
    ),
  );
  const searches = await rows(
    db,
    sql`select coalesce(s.name, s.summary) as search, s.not_a_fit, s.create_time
          from search_history s where s.team_id = ${teamId}::uuid and s.not_a_fit && ${idList}::bigint[]`,
  );
  const duplicates = await rows(
    db,
    sql`select profile_a::text as a, profile_b::text as b, score, reasons, created_at from candidate_duplicate_pairs
         where team_id = ${teamId}::uuid and (profile_a = any(${idList}::bigint[]) or profile_b = any(${idList}::bigint[]))`,
  );
  const merges = await rows(
    db,
    sql`select kept_profile_id::text as kept, merged_profile_id::text as merged, created_at from candidate_merges
         where team_id = ${teamId}::uuid
           and (kept_profile_id = any(${idList}::bigint[]) or merged_profile_id = any(${idList}::bigint[]))`,
  );
  const trail = byProfile(
    await rows(
      db,
      sql`select a.target_id as profile_id, a.action, u.full_name as by, a.created_at
            from audit_log a left join users u on u.id = a.actor_user_id
           where a.team_id = ${teamId}::uuid and a.target_type = 'talent_profile'
             and a.target_id = any(${`{${ids.join(',')}}`}::text[])
           order by a.created_at`,
    ),
  );

  const zipFiles: Record<string, Uint8Array> = {};
  const filesOf = new Map<number, Row[]>();
  for (const f of fileRows) {
    const pid = Number(f.profile_id);
    const path = `files/${pid}/${f.id}-${safeName(String(f.file_name))}`;
    const bytes = await settings.storage.get(String(f.storage_key));
    if (bytes) zipFiles[path] = new Uint8Array(bytes);
    filesOf.set(pid, [
      ...(filesOf.get(pid) ?? []),
      {
        fileName: f.file_name,
        contentType: f.content_type,
        sizeBytes: f.size_bytes,
        kind: f.kind,
        uploadedBy: f.uploaded_by,
        uploadedAt: iso(f.created_at),
        inThisExport: bytes ? path : null,
      },
    ]);
  }

  const dated = (list: Row[] | undefined) =>
    (list ?? []).map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, isoValue(v)])));
  const people = profiles.map((p) => {
    const id = Number(p.profile_id);
    const person = subject.people.find((x) => x.candidateId === id);
    return {
      candidateId: id,
      source: p.source,
      openWeb: person?.openWeb ?? false,
      profile: JSON.parse(String(p.doc)),
      contacts: { emails: p.emails ?? [], phones: p.phones ?? [] },
      profileCreatedAt: iso(p.created_at),
      profileUpdatedAt: iso(p.updated_at),
      record: dated(records.get(id))[0] ?? null,
      pipelines: dated(pipelines.get(id)),
      notes: dated(notes.get(id)),
      tags: dated(tags.get(id)),
      scorecards: dated(scorecards.get(id)),
      applicationAnswers: dated(applicationAnswers.get(id)),
      customFields: dated(customFields.get(id)),
      activity: dated(activity.get(id)),
      files: filesOf.get(id) ?? [],
      shares: dated(shares.filter((s) => (s.profile_ids as unknown[]).map(Number).includes(id))).map(
        ({ profile_ids: _, ...s }) => s,
      ),
      reveals: dated(reveals.get(id)),
      savedSearches: dated(searches.filter((s) => (s.not_a_fit as unknown[]).map(Number).includes(id))).map(
        ({ not_a_fit: _, ...s }) => s,
      ),
      duplicates: dated(duplicates.filter((d) => Number(d.a) === id || Number(d.b) === id)),
      merges: dated(merges.filter((m) => Number(m.kept) === id || Number(m.merged) === id)),
      auditTrail: dated(trail.get(id)),
    };
  });
  const document = {
    exportedAt: new Date().toISOString(),
    exportedBy: meta.actorName,
    foundBy: query.by,
    people,
    leftOut: {
      notesInProjectsYouCannotSee: Number(hidden[0]?.notes ?? 0),
      pipelinePositionsInProjectsYouCannotSee: Number(hidden[0]?.projects ?? 0),
    },
  };
  zipFiles['data.json'] = strToU8(JSON.stringify(document, null, 2));
  zipFiles['README.txt'] = strToU8(README);
  const bytes = zipSync(zipFiles, { level: 6 });
  for (const p of toReveal) await viewContacts(db, scope, p.candidateId, { ip: meta.ip });
  await audit(db, {
    action: 'gdpr.access_exported',
    teamId,
    orgId: scope.orgId,
    actorUserId: scope.userId,
    metadata: { lookup: query.by, people: people.length, files: fileRows.length, bytes: bytes.length },
    ip: meta.ip,
  });
  const date = new Date().toISOString().slice(0, 10);
  return { fileName: `access-export-${date}.zip`, bytes, people: people.length, files: fileRows.length };
}
