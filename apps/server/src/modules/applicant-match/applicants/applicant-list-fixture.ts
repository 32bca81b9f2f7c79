/**
 * Test setup for the applicant list and the review: the candidate-record fixture (a project of
 * the pro team with a member per role, another team, an outsider), a sourcer on the project, the
 * project opened as an applicant-match job, and `addApplicants`, which makes team candidates and
 * their applications directly in the tables (the upload that makes them in the product is tested
 * with the intake).
 */
import type { ScoringDetail } from '@talentbase/shared/contracts/applicant-match';
import type { MatchLevel } from '@talentbase/shared/domain/applicant-match';
import { createMember } from '../../../db/seed/factories';
import { CITIES, contacts, fixtureDoc } from '../../../test/talent-fixture';
import { TestClient } from '../../../test/test-app';
import { createRecordTestApp, type RecordTestApp } from '../../candidate-records/record-fixture';
import { ensureTeamCandidates } from '../../candidates/team-candidates';
import { loadDictionary } from '../../talent/dictionary';
import { insertProfiles } from '../../talent/talent.repository';

export const AM = '/api/tb-v2/v1/applicant-match';

export type ApplicantTestApp = RecordTestApp & {
  teamId: string;
  otherTeamId: string;
  otherProjectId: string;
  sourcer: TestClient;
  addApplicants: (specs: ApplicantSpec[], projectId?: string) => Promise<string[]>;
};

export type ApplicantSpec = {
  name: string;
  title?: string;
  company?: string;
  score?: number;
  level?: MatchLevel;
  status?: 0 | 1 | 2;
  /** Minutes before now. */
  appliedMinutesAgo?: number;
  resumeText?: string;
  email?: boolean;
};

export const scoringDetail = (level: MatchLevel, score: number): ScoringDetail => ({
  matchSummary: {
    matchType: level,
    matchScore: 4,
    experienceScore: 4,
    educationScore: 3,
    locationScore: 5,
    skillScore: 4,
  },
  quickCheck: [],
  otherInsights: [],
  lackResume: false,
  score,
});

export async function createApplicantTestApp(): Promise<ApplicantTestApp> {
  const t = await createRecordTestApp();
  const q = (text: string, values: unknown[] = []) => t.db.pool.query(text, values);
  const teamId = (await q('select team_id from projects where id = $1', [t.projectId])).rows[0].team_id;
  const otherProject = await t.other.post('/api/v1/projects/create', {
    jobTitle: 'Nurse',
    projectStatus: 2,
    projectName: 'Growth applicants',
  });
  const otherProjectId = otherProject.body.data.projectId as string;
  const otherTeamId = (await q('select team_id from projects where id = $1', [otherProjectId])).rows[0]
    .team_id;
  const user = await createMember(t.db.db, teamId, {
    email: 'applicant.sourcer@talentbase.dev',
    fullName: 'Sam Sourcer',
    roles: ['enterprise_member'],
  });
  await q('insert into project_members (project_id, user_id, role) values ($1, $2, 4)', [
    t.projectId,
    user.id,
  ]);
  const sourcer = new TestClient(t.app);
  if ((await sourcer.login('applicant.sourcer@talentbase.dev')).status !== 200)
    throw new Error('sourcer login');
  for (const [client, projectId] of [
    [t.owner, t.projectId],
    [t.other, otherProjectId],
  ] as const) {
    const job = await client.post(`${AM}/jobs`, {
      projectId,
      jobDescription: 'Backend engineer: 5+ years of Go and PostgreSQL.',
    });
    if (job.status !== 200) throw new Error(`open job: ${job.status} ${JSON.stringify(job.body)}`);
  }
  const dict = await loadDictionary(t.db.db);

  const addApplicants = async (specs: ApplicantSpec[], projectId = t.projectId): Promise<string[]> => {
    const team = projectId === otherProjectId ? otherTeamId : teamId;
    const profileIds = await t.db.db.transaction((tx) =>
      insertProfiles(
        tx,
        dict,
        specs.map((s) => ({
          teamId: team,
          source: 'import',
          doc: fixtureDoc({
            name: s.name,
            title: s.title ?? 'Backend Engineer',
            company: s.company ?? 'Initech',
            city: CITIES.austin,
            years: 6,
            seniority: 'senior',
            skills: ['Go', 'PostgreSQL'],
            education: [],
          }),
          contacts: s.email ? contacts('personal') : contacts('none'),
        })),
      ),
    );
    await ensureTeamCandidates(t.db.db, team, profileIds, null);
    const ids: string[] = [];
    for (const [i, s] of specs.entries()) {
      const level = s.level ?? 'good';
      const score = s.score ?? 0.5;
      const text = s.resumeText ?? `${s.name}\nBackend Engineer at Initech\nGo, PostgreSQL`;
      const { rows } = await q(
        `insert into match_applicants (team_id, project_id, profile_id, review_status, match_level, score,
                                       scoring_detail, scored_persona_version, resume, lack_resume, source, applied_at)
         values ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, $9::jsonb, false, 'resume', now() - make_interval(mins => $10))
         returning id::text as id`,
        [
          team,
          projectId,
          profileIds[i],
          s.status ?? 1,
          level,
          level === 'pending' ? 0 : score,
          level === 'pending' ? null : JSON.stringify(scoringDetail(level, score)),
          level === 'pending' ? null : 1,
          JSON.stringify({ doc: {}, contacts: { emails: [], phones: [] }, text, warnings: [] }),
          s.appliedMinutesAgo ?? i,
        ],
      );
      ids.push(rows[0].id);
    }
    return ids;
  };

  return { ...t, teamId, otherTeamId, otherProjectId, sourcer, addApplicants };
}
