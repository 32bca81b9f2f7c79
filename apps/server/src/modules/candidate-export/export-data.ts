/**
 * What an export may say about the team's candidates, read in chunks: profile fields, contacts
 * (only of candidates the team owns or has revealed: an export must not be a way around the
 * reveal credit), tags, the projects the exporter may see (project-visibility.ts), notes the
 * exporter may read (the record's own rule), and the pipeline position in the project exported
 * from.
 */
import { type StoredContacts, sourceLabel, type TalentProfileDoc } from '@talentbase/shared';
import { shownLabelName, type TemplateDetail } from '@talentbase/shared/domain/pipeline';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { shownFields } from '../all-candidates/team-overrides';
import { visibleNote } from '../candidate-records/notes.service';
import { type ProjectViewer, visibleTo } from '../projects/project-visibility';

export type ExportCandidate = {
  profileId: number;
  fullName: string;
  firstName: string;
  lastName: string;
  title: string;
  company: string;
  location: string;
  emails: string[];
  phones: string[];
  linkedin: string;
  skills: string[];
  tags: string[];
  stage: string;
  label: string;
  projects: string[];
  source: string;
  addedDate: string;
  notesCount: number;
  /** Whether contact details were included (owned or revealed). */
  contactsShown: boolean;
  doc: TalentProfileDoc;
};

type Row = {
  id: string;
  team_id: string | null;
  source: string;
  /** Name, title, company and location as the team shows them (its edits laid over). */
  full_name: string;
  title: string | null;
  company: string | null;
  location: string | null;
  renamed: boolean;
  doc: string;
  emails: StoredContacts['emails'] | null;
  phones: StoredContacts['phones'] | null;
  revealed: boolean;
  added_at: Date | string;
  tags: string[] | null;
  projects: string[] | null;
  notes: number;
  category_id: number | null;
  stage_id: number | null;
  stage_label: number | null;
};

export type ExportContext = {
  viewer: ProjectViewer;
  projectId: number | null;
  pipeline: TemplateDetail | null;
};

function positionName(pipeline: TemplateDetail | null, row: Row): { stage: string; label: string } {
  if (!pipeline || row.category_id === null) return { stage: '', label: '' };
  const category = pipeline.find((c) => c.categoryId === row.category_id);
  const stage = category?.stages.find((s) => s.stageId === row.stage_id);
  const stageName = category
    ? stage
      ? `${category.categoryName}: ${stage.stageName}`
      : category.categoryName
    : '';
  // In the pipeline, a candidate always has a label to show: "No label" rather than the spec's N/A.
  return { stage: stageName, label: shownLabelName(row.stage_id, row.stage_label) };
}

const shown = shownFields();

/** The candidates of `profileIds` (already checked to be the team's), in that order. */
export async function loadExportCandidates(
  db: Executor,
  context: ExportContext,
  profileIds: readonly number[],
): Promise<ExportCandidate[]> {
  if (profileIds.length === 0) return [];
  const { viewer, projectId } = context;
  const { scope } = viewer;
  const ids = `{${profileIds.join(',')}}`;
  const { rows } = await db.execute<Row>(sql`
    select p.id::text as id, p.team_id, p.source, p.doc,
           -- The team's edits of an open-web profile's contacts (its merges too) are what it shows.
           case when p.team_id is null then coalesce(tc.overrides->'emails', c.emails) else c.emails end as emails,
           case when p.team_id is null then coalesce(tc.overrides->'phones', c.phones) else c.phones end as phones,
           ${shown.name} as full_name, ${shown.title} as title, ${shown.company} as company,
           ${shown.location} as location, (${shown.name} is distinct from p.full_name) as renamed,
           (r.profile_id is not null) as revealed, tc.created_at as added_at,
           (select array_agg(t.tag order by t.tag) from candidate_tags t
             where t.team_id = tc.team_id and t.profile_id = p.id) as tags,
           (select array_agg(pr.project_name order by pr.project_name) from project_candidates pc
              join projects pr on pr.id = pc.project_id and ${visibleTo(viewer, 'pr')}
             where pc.profile_id = p.id) as projects,
           (select count(*)::int from candidate_notes n
             where n.profile_id = p.id and ${visibleNote(viewer)}) as notes,
           pos.category_id, pos.stage_id, pos.stage_label
      from unnest(${ids}::bigint[]) with ordinality as wanted(id, ord)
      join talent_profiles p on p.id = wanted.id
      join team_candidates tc on tc.team_id = ${scope.teamId} and tc.profile_id = p.id
      left join talent_contacts c on c.profile_id = p.id
      left join contact_reveals r on r.team_id = ${scope.teamId} and r.profile_id = p.id
      left join project_candidates pos on pos.project_id = ${projectId ?? -1} and pos.profile_id = p.id
     order by wanted.ord`);
  return rows.map((row) => {
    const doc = JSON.parse(row.doc) as TalentProfileDoc;
    const contactsShown = row.team_id === scope.teamId || row.revealed;
    const basic = doc.basic;
    const fullName = row.full_name;
    const [first = '', ...rest] = fullName.split(' ');
    // A name the team changed is split again: the document's parts belong to the old one.
    const parts = row.renamed
      ? { first: undefined, last: undefined }
      : { first: basic.first_name, last: basic.last_name };
    const skills = doc.handson.length ? doc.handson.map((h) => h.handson_skill) : doc.analytics.skill;
    return {
      profileId: Number(row.id),
      fullName,
      firstName: parts.first ?? first,
      lastName: parts.last ?? rest.join(' '),
      title: row.title ?? doc.current_position?.title ?? '',
      company: row.company ?? doc.current_position?.company.name ?? '',
      location: row.location ?? '',
      emails: contactsShown ? (row.emails ?? []).map((e) => e.address) : [],
      phones: contactsShown ? (row.phones ?? []).map((p) => p.number) : [],
      linkedin: basic.social_links.linkedin ?? '',
      skills,
      tags: row.tags ?? [],
      ...positionName(context.pipeline, row),
      projects: row.projects ?? [],
      source: sourceLabel(row.source),
      addedDate: new Date(row.added_at).toISOString().slice(0, 10),
      notesCount: row.notes,
      contactsShown,
      doc,
    };
  });
}
