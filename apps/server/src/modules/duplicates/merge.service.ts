/**
 * Merging two records of one person into the one the recruiter keeps, all in one transaction:
 *
 * - the chosen fields go onto the kept candidate (a team-owned profile is edited in place and
 *   re-indexed; an open-web profile gets the team's overrides, which other teams never see);
 * - contacts move only when the team may see them whole: its own profile, or one it revealed
 *   (contact_reveals). An unrevealed profile's contacts are never carried, whatever the choice,
 *   so a merge cannot show (or export) contacts nobody paid a credit for; the answer counts
 *   what was left out;
 * - project memberships move over; where both are in a project, the position further along the
 *   pipeline stays, and the merged one's label fills a kept "N/A";
 * - notes, files and activities move, tags are united;
 * - the merged candidate leaves every list (team_candidates.merged_into), its match keys and
 *   suggestions go, and a team-owned merged profile leaves search;
 * - candidate_merges, the audit log and a 'merged' activity record it.
 */
import type { FieldChoices, MergeResponse, StoredContacts, TalentProfileDoc } from '@talentbase/shared';
import { CATEGORY_ID } from '@talentbase/shared/domain/pipeline';
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { audit } from '../../lib/audit';
import { AppError, notFound } from '../../lib/errors';
import type { TeamScope } from '../../lib/team-scope';
import type { TeamOverrides } from '../all-candidates/team-overrides';
import { recordActivity } from '../candidates/team-candidates';
import { moveOffersToKept } from '../offers/offer-merge';
import { loadDictionary } from '../talent/dictionary';
import { buildSearchRow } from '../talent/profile-index';
import { profileMatchKeys, replaceMatchKeys } from './match-keys';
import { normalizeEmail, normalizePhone } from './normalize';

type Loaded = {
  id: number;
  teamOwned: boolean;
  /** The team sees this candidate's contacts whole: its own profile, or revealed. */
  contactsShown: boolean;
  source: string;
  doc: TalentProfileDoc;
  contacts: StoredContacts;
  overrides: TeamOverrides;
};

type Row = {
  id: string;
  team_id: string | null;
  source: string;
  doc: string;
  emails: StoredContacts['emails'] | null;
  phones: StoredContacts['phones'] | null;
  revealed: boolean;
  overrides: TeamOverrides | null;
};

async function loadForMerge(
  tx: Executor,
  teamId: string,
  ids: readonly number[],
): Promise<Map<number, Loaded>> {
  const { rows } = await tx.execute<Row>(sql`
    select p.id::text as id, p.team_id, p.source, p.doc, c.emails, c.phones, tc.overrides,
           (r.profile_id is not null) as revealed
      from team_candidates tc
      join talent_profiles p on p.id = tc.profile_id and (p.team_id is null or p.team_id = tc.team_id)
      left join talent_contacts c on c.profile_id = p.id
      left join contact_reveals r on r.team_id = tc.team_id and r.profile_id = p.id
     where tc.team_id = ${teamId} and tc.merged_into is null
       and tc.profile_id = any(${`{${ids.join(',')}}`}::bigint[])
     order by tc.profile_id
       for update of tc`);
  return new Map(
    rows.map((r) => {
      const overrides = (r.team_id === null ? r.overrides : null) ?? {};
      return [
        Number(r.id),
        {
          id: Number(r.id),
          teamOwned: r.team_id !== null,
          contactsShown: r.team_id !== null || r.revealed,
          source: r.source,
          doc: JSON.parse(r.doc) as TalentProfileDoc,
          contacts: {
            emails: overrides.emails ?? r.emails ?? [],
            phones: overrides.phones ?? r.phones ?? [],
          },
          overrides,
        },
      ];
    }),
  );
}

/** The basic facts as the team sees them (overrides laid over an open-web profile). */
function effectiveBasic(c: Loaded): TalentProfileDoc['basic'] {
  const o = c.overrides.basicInfo;
  const links = c.overrides.socialLinks;
  return {
    ...c.doc.basic,
    ...(o
      ? {
          fullname: o.fullname,
          current_title: o.current_title ?? null,
          current_company: o.current_company ?? null,
          location: o.location ?? null,
        }
      : {}),
    social_links: links ? { ...c.doc.basic.social_links, ...links } : c.doc.basic.social_links,
  };
}

function unite<T>(first: readonly T[], second: readonly T[], key: (v: T) => string): T[] {
  const seen = new Set<string>();
  return [...first, ...second].filter((v) => {
    const k = key(v);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

function chooseList<T>(
  choice: 'keep' | 'merge' | 'both',
  keep: readonly T[],
  merge: readonly T[],
  key: (v: T) => string,
) {
  if (choice === 'keep') return [...keep];
  if (choice === 'merge') return [...merge];
  return unite(keep, merge, key);
}

/** The kept candidate's document and contacts after the field choices. */
export function mergedFields(keep: Loaded, merge: Loaded, choices: FieldChoices) {
  const k = effectiveBasic(keep);
  const m = effectiveBasic(merge);
  const pick = <F extends keyof TalentProfileDoc['basic']>(choice: 'keep' | 'merge', field: F) =>
    choice === 'merge' ? m[field] : k[field];
  const fullname = pick(choices.fullName, 'fullname');
  const [first = fullname, ...rest] = fullname.split(' ');
  const basic: TalentProfileDoc['basic'] = {
    ...k,
    fullname,
    first_name: first,
    last_name: rest.join(' '),
    current_title: pick(choices.title, 'current_title'),
    current_company: pick(choices.company, 'current_company'),
    social_links: {
      ...k.social_links,
      linkedin: choices.linkedinUrl === 'merge' ? m.social_links.linkedin : k.social_links.linkedin,
    },
  };
  let analytics = keep.doc.analytics;
  if (choices.location === 'merge') {
    basic.location = m.location;
    basic.city = m.city;
    basic.state = m.state;
    basic.country = m.country;
    analytics = { ...analytics, norm_location: merge.doc.analytics.norm_location };
  }
  const title = basic.current_title;
  const company = basic.current_company;
  const current = keep.doc.current_position
    ? { ...keep.doc.current_position, title: title ?? '', company: { name: company ?? '' } }
    : title || company
      ? {
          title: title ?? '',
          company: { name: company ?? '' },
          website_url: null,
          summary: null,
          location: basic.location,
          iscurrent: true,
          start_date: null,
          end_date: null,
          company_id: null,
          normed_domain: null,
        }
      : null;
  const position = current
    ? [current, ...keep.doc.position.filter((p) => !p.iscurrent)]
    : keep.doc.position.filter((p) => !p.iscurrent);
  const doc: TalentProfileDoc = { ...keep.doc, basic, analytics, current_position: current, position };
  // Masked contacts are not the team's to copy: the kept candidate keeps its own instead.
  const listChoice = (choice: 'keep' | 'merge' | 'both') => (merge.contactsShown ? choice : 'keep');
  const contacts: StoredContacts = {
    emails: chooseList(listChoice(choices.emails), keep.contacts.emails, merge.contacts.emails, (e) =>
      (normalizeEmail(e.address) ?? e.address).toLowerCase(),
    ).map((e, i) => ({ ...e, primary: i === 0 })),
    phones: chooseList(
      listChoice(choices.phones),
      keep.contacts.phones,
      merge.contacts.phones,
      (p) => normalizePhone(p.number) ?? p.number.replace(/\D/g, ''),
    ),
  };
  const contactsLeftOut = merge.contactsShown
    ? { emails: 0, phones: 0 }
    : {
        emails: choices.emails === 'keep' ? 0 : merge.contacts.emails.length,
        phones: choices.phones === 'keep' ? 0 : merge.contacts.phones.length,
      };
  return { doc, contacts, contactsLeftOut };
}

async function writeKept(
  tx: Executor,
  teamId: string,
  keep: Loaded,
  doc: TalentProfileDoc,
  contacts: StoredContacts,
) {
  if (!keep.teamOwned) {
    const overrides: TeamOverrides = {
      ...keep.overrides,
      basicInfo: {
        ...(keep.overrides.basicInfo ?? {}),
        fullname: doc.basic.fullname,
        current_title: doc.basic.current_title ?? undefined,
        current_company: doc.basic.current_company ?? undefined,
        location: doc.basic.location ?? undefined,
      },
      emails: contacts.emails,
      phones: contacts.phones,
      socialLinks: Object.fromEntries(
        Object.entries(doc.basic.social_links).filter(([k, v]) => k !== 'resume' && v),
      ) as Record<string, string>,
    };
    await tx.execute(sql`
      update team_candidates set overrides = ${JSON.stringify(overrides)}::jsonb, updated_at = now()
       where team_id = ${teamId} and profile_id = ${keep.id}`);
    return;
  }
  await tx.execute(sql`
    update talent_profiles set full_name = ${doc.basic.fullname}, current_title = ${doc.basic.current_title},
           current_company = ${doc.basic.current_company}, location = ${doc.basic.location},
           doc = ${JSON.stringify(doc)}, updated_at = now()
     where id = ${keep.id}`);
  await tx.execute(sql`
    insert into talent_contacts (profile_id, emails, phones)
    values (${keep.id}, ${JSON.stringify(contacts.emails)}::jsonb, ${JSON.stringify(contacts.phones)}::jsonb)
    on conflict (profile_id) do update set emails = excluded.emails, phones = excluded.phones`);
  const dict = await loadDictionary(tx);
  const row = buildSearchRow(
    { profileId: keep.id, teamId, source: keep.source, doc, contacts },
    dict,
    new Date(),
  );
  const [a, b, c, d] = row.keywords;
  await tx.execute(sql`
    update talent_search set terms = ${`{${row.terms.join(',')}}`}::int[], facet_terms = ${`{${row.facetTerms.join(',')}}`}::int[],
           rank_score = ${row.rankScore}, lat = ${row.lat}, lon = ${row.lon}, tsv = tb_profile_tsv(${a}, ${b}, ${c}, ${d})
     where profile_id = ${keep.id}`);
}

/** Pipeline order for "further along": Archived is the end of nothing, so it ranks lowest. */
const positionRank = (categoryId: number, stageId: number | null) =>
  (categoryId === CATEGORY_ID.ARCHIVED ? -1 : categoryId) * 1000 + (stageId ?? 0);

type Membership = {
  project_id: string;
  category_id: number;
  stage_id: number | null;
  stage_label: number;
  engagement_status: number;
};

async function moveMemberships(
  tx: Executor,
  teamId: string,
  keepId: number,
  mergeId: number,
): Promise<number> {
  const { rows } = await tx.execute<Membership & { profile_id: string }>(sql`
    select pc.project_id::text as project_id, pc.profile_id::text as profile_id, pc.category_id, pc.stage_id,
           pc.stage_label, pc.engagement_status
      from project_candidates pc join projects p on p.id = pc.project_id and p.team_id = ${teamId}
     where pc.profile_id in (${keepId}, ${mergeId})
       for update of pc`);
  const kept = new Map(rows.filter((r) => Number(r.profile_id) === keepId).map((r) => [r.project_id, r]));
  let moved = 0;
  for (const m of rows.filter((r) => Number(r.profile_id) === mergeId)) {
    const k = kept.get(m.project_id);
    moved++;
    if (!k) {
      await tx.execute(sql`
        update project_candidates set profile_id = ${keepId} where project_id = ${m.project_id} and profile_id = ${mergeId}`);
      continue;
    }
    const mergedFurther = positionRank(m.category_id, m.stage_id) > positionRank(k.category_id, k.stage_id);
    const sameStage = m.category_id === k.category_id && m.stage_id === k.stage_id;
    if (mergedFurther) {
      await tx.execute(sql`
        update project_candidates set category_id = ${m.category_id}, stage_id = ${m.stage_id}, stage_label = ${m.stage_label},
               engagement_status = ${m.engagement_status}, stage_updated_at = now()
         where project_id = ${m.project_id} and profile_id = ${keepId}`);
    } else if (sameStage && k.stage_label === 1 && m.stage_label !== 1) {
      await tx.execute(sql`
        update project_candidates set stage_label = ${m.stage_label}
         where project_id = ${m.project_id} and profile_id = ${keepId}`);
    }
    await moveOffersToKept(tx, m.project_id, mergeId, keepId);
    await tx.execute(
      sql`delete from project_candidates where project_id = ${m.project_id} and profile_id = ${mergeId}`,
    );
  }
  return moved;
}

const count = (r: { rowCount?: number | null }) => r.rowCount ?? 0;

export async function mergeCandidates(
  db: Database,
  scope: TeamScope,
  request: { keepId: number; mergeId: number; fieldChoices: FieldChoices },
  ip: string | null,
): Promise<MergeResponse> {
  const { keepId, mergeId, fieldChoices } = request;
  if (keepId === mergeId) {
    throw new AppError(
      'UNPROCESSABLE',
      'A candidate cannot be merged with itself. Choose two different candidates.',
    );
  }
  const teamId = scope.teamId;
  return db.transaction(async (tx) => {
    const loaded = await loadForMerge(tx, teamId, [keepId, mergeId]);
    const keep = loaded.get(keepId);
    const merge = loaded.get(mergeId);
    if (!keep || !merge) throw notFound('Candidate');

    const { doc, contacts, contactsLeftOut } = mergedFields(keep, merge, fieldChoices);
    await writeKept(tx, teamId, keep, doc, contacts);

    const projects = await moveMemberships(tx, teamId, keepId, mergeId);
    const notes = count(
      await tx.execute(sql`update candidate_notes set profile_id = ${keepId}, updated_at = now()
                            where team_id = ${teamId} and profile_id = ${mergeId}`),
    );
    const tags = count(
      await tx.execute(sql`insert into candidate_tags (team_id, profile_id, tag, created_by, created_at)
                           select team_id, ${keepId}, tag, created_by, created_at from candidate_tags
                            where team_id = ${teamId} and profile_id = ${mergeId}
                           on conflict do nothing`),
    );
    await tx.execute(sql`delete from candidate_tags where team_id = ${teamId} and profile_id = ${mergeId}`);
    // Custom field values: the kept candidate's own win; the merged one's fill the gaps.
    await tx.execute(sql`insert into candidate_custom_values (team_id, profile_id, field_id, value, updated_by, updated_at)
                         select team_id, ${keepId}, field_id, value, updated_by, updated_at from candidate_custom_values
                          where team_id = ${teamId} and profile_id = ${mergeId}
                         on conflict do nothing`);
    await tx.execute(
      sql`delete from candidate_custom_values where team_id = ${teamId} and profile_id = ${mergeId}`,
    );
    const files = count(
      await tx.execute(sql`update candidate_files set profile_id = ${keepId}
                            where team_id = ${teamId} and profile_id = ${mergeId}`),
    );
    const activities = count(
      await tx.execute(sql`update candidate_activities set profile_id = ${keepId}
                            where team_id = ${teamId} and profile_id = ${mergeId}`),
    );

    // Earlier merges into the merged candidate now point at the kept one.
    await tx.execute(sql`
      update team_candidates set merged_into = ${keepId}, updated_at = now()
       where team_id = ${teamId} and (profile_id = ${mergeId} or merged_into = ${mergeId})`);
    await tx.execute(
      sql`delete from candidate_match_keys where team_id = ${teamId} and profile_id = ${mergeId}`,
    );
    await replaceMatchKeys(tx, teamId, keepId, profileMatchKeys(doc, contacts));
    await tx.execute(sql`
      delete from candidate_duplicate_pairs
       where team_id = ${teamId} and (profile_a in (${keepId}, ${mergeId}) or profile_b in (${keepId}, ${mergeId}))
         and (profile_a = ${mergeId} or profile_b = ${mergeId})`);
    // A team's own merged-away profile no longer turns up in its searches.
    if (merge.teamOwned) await tx.execute(sql`delete from talent_search where profile_id = ${mergeId}`);

    await tx.execute(sql`
      insert into candidate_merges (team_id, kept_profile_id, merged_profile_id, field_choices, merged_by)
      values (${teamId}, ${keepId}, ${mergeId}, ${JSON.stringify(fieldChoices)}::jsonb, ${scope.userId})`);
    const moved = { projects, notes, tags, files, activities };
    await recordActivity(tx, teamId, scope.userId, [
      { profileId: keepId, action: 'merged', detail: { mergedId: mergeId, fieldChoices, moved } },
    ]);
    await audit(tx, {
      action: 'candidate.merged',
      teamId,
      orgId: scope.orgId,
      actorUserId: scope.userId,
      targetType: 'talent_profile',
      targetId: String(keepId),
      metadata: { keepId, mergeId, fieldChoices, moved, contactsLeftOut },
      ip,
    });
    return { keptId: keepId, mergedId: mergeId, moved, contactsLeftOut };
  });
}
