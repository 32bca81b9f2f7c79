/**
 * The live preview: renders a subject and body exactly as the delivery engine will, with a real
 * candidate of the team (one the caller picked, or the newest candidate of the project, or of any
 * project the caller sees), the project's job title, the caller as the sender, and sample meeting
 * and unsubscribe links. A template with problems renders nothing and answers the problems.
 */
import type {
  PreviewCandidatesResponse,
  TemplatePreviewRequest,
  TemplatePreviewResponse,
} from '@talentbase/shared/contracts/engage-templates';
import {
  HeaderValueError,
  renderSubject,
  renderTemplate,
  type TemplateValues,
} from '@talentbase/shared/domain/email-templates';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { notFound } from '../../../lib/errors';
import { effectiveDoc, loadCandidate } from '../../candidate-records/candidate-profile';
import { requireVisibleProjects } from '../../projects/project-access';
import type { Caller } from '../../projects/project-lifecycle.service';
import { visibleTo } from '../../projects/project-visibility';
import { htmlToText } from './html-to-text';
import { sanitizeEmailHtml } from './sanitize-email-html';
import { templateFieldProblems } from './template-validation';

export const SAMPLE_MEETING_LINK = 'https://meet.example.com/sample-meeting';

/** The first word of a full name ("Ada" of "Ada Lovelace"); blank stays blank (the fallback applies). */
export function firstNameOf(fullName: string | null | undefined): string {
  return (fullName ?? '').trim().split(/\s+/)[0] ?? '';
}

export async function previewCandidates(
  db: Executor,
  caller: Caller,
  projectId?: number,
  limit = 20,
): Promise<PreviewCandidatesResponse> {
  // Another team's (or an unseen) project is a 404, never an empty list that confirms nothing.
  if (projectId) await requireVisibleProjects(db, caller, [projectId]);
  const { rows } = await db.execute<{
    profile_id: string;
    full_name: string;
    project_id: string;
    project_name: string;
  }>(sql`
    select pc.profile_id::text as profile_id, tp.full_name, p.id::text as project_id, p.project_name
      from projects p
      join project_candidates pc on pc.project_id = p.id
      join talent_profiles tp on tp.id = pc.profile_id
     where ${visibleTo(caller)} ${projectId ? sql`and p.id = ${projectId}` : sql``}
     order by pc.created_at desc, pc.profile_id desc
     limit ${limit}`);
  return {
    data: rows.map((r) => ({
      profileId: r.profile_id,
      fullName: r.full_name,
      projectId: r.project_id,
      projectName: r.project_name,
    })),
  };
}

async function projectJobTitle(db: Executor, caller: Caller, projectId: number): Promise<string | null> {
  const { rows } = await db.execute<{ job_title: string | null }>(sql`
    select p.job_title from projects p where p.id = ${projectId} and ${visibleTo(caller)}`);
  if (!rows[0]) throw notFound('Project');
  return rows[0].job_title;
}

/** A candidate of the team: a profile the team owns or one it added to its candidates. */
async function requireTeamCandidate(db: Executor, caller: Caller, profileId: number): Promise<void> {
  const { rows } = await db.execute(sql`
    select 1 from talent_profiles p
     where p.id = ${profileId}
       and (p.team_id = ${caller.scope.teamId}
            or exists (select 1 from team_candidates tc where tc.team_id = ${caller.scope.teamId} and tc.profile_id = p.id))`);
  if (rows.length === 0) throw notFound('Candidate');
}

export async function previewTemplate(
  db: Executor,
  caller: Caller,
  input: TemplatePreviewRequest,
  publicUrl: string,
): Promise<TemplatePreviewResponse> {
  let projectId = input.projectId ? Number(input.projectId) : undefined;
  let jobTitle = projectId ? await projectJobTitle(db, caller, projectId) : null;
  let profileId = input.profileId ? Number(input.profileId) : undefined;
  if (profileId) await requireTeamCandidate(db, caller, profileId);
  else {
    // The newest candidate of the project, or of any project the caller sees (and its job title).
    const first = (await previewCandidates(db, caller, projectId, 1)).data[0];
    profileId = first ? Number(first.profileId) : undefined;
    if (first && !projectId) {
      projectId = Number(first.projectId);
      jobTitle = await projectJobTitle(db, caller, projectId);
    }
  }

  const { rows: me } = await db.execute<{ full_name: string }>(sql`
    select full_name from users where id = ${caller.scope.userId}`);
  const values: TemplateValues = {
    jobTitle,
    senderName: me[0]?.full_name,
    meetingLink: SAMPLE_MEETING_LINK,
    unsubscribeLink: `${publicUrl}/unsubscribe/preview`,
  };
  let candidate: TemplatePreviewResponse['candidate'] = null;
  if (profileId) {
    const basic = effectiveDoc(await loadCandidate(db, caller.scope, profileId)).basic;
    values.fullName = basic.fullname;
    values.firstName = basic.first_name?.trim() || firstNameOf(basic.fullname);
    values.currentCompany = basic.current_company;
    values.currentTitle = basic.current_title;
    candidate = { profileId: String(profileId), fullName: basic.fullname };
  }

  const body = sanitizeEmailHtml(input.body);
  const problems = templateFieldProblems(input.subject, body);
  if (problems.length > 0) return { subject: '', html: '', text: '', problems, candidate };
  let subject: string;
  try {
    subject = renderSubject(input.subject, values);
  } catch (error) {
    if (!(error instanceof HeaderValueError)) throw error;
    return {
      subject: '',
      html: '',
      text: '',
      problems: [{ field: 'subject', message: error.message, line: 1, column: 1 }],
      candidate,
    };
  }
  const html = renderTemplate(body, values, { html: true });
  return { subject, html, text: htmlToText(html), problems: [], candidate };
}
