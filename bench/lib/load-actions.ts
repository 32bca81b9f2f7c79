// What a recruiter does in the load benchmark (bench/load.ts): each action is one or two calls of
// the product's API, as the pages make them, weighted by how often a working recruiter makes it.
import { DEMO_PASSWORD } from '../../apps/server/src/db/seed/demo';
import type { LoadClient, Reply } from './load-client';

export type Recruiter = {
  client: LoadClient;
  email: string;
  projectId: string;
  /** Candidates of the recruiter's project (pipeline ids). */
  candidates: number[];
  /** Where candidates can be moved to: every stage of the project's pipeline. */
  stages: { categoryId: number; stageId: number | null }[];
  /** Profiles the last search showed. */
  profiles: number[];
};

type Named = Reply & { name?: string };
export type Action = { name: string; weight: number; run: (r: Recruiter) => Promise<Named[]> };

const SEARCHES = [
  { keywords: 'software engineer' },
  { keywords: 'nurse' },
  { keywords: '"sales manager" OR "account executive"' },
  { keywords: 'data analyst sql' },
  { keywords: 'marketing manag*' },
  { keywords: '(java OR python) AND kubernetes' },
  { keywords: 'accountant NOT intern' },
  { keywords: '"product manager"' },
  { keywords: 'recruiter' },
  { titles: ['Registered Nurse'], locations: [{ country: 'US' }] },
  { skills: ['Python'], seniorities: ['senior'] },
  { keywords: 'designer figma' },
  { titles: ['Software Engineer'], experienceBands: ['4-6', '6-8'] },
  { keywords: 'financial analyst' },
  { keywords: 'devops terraform' },
] as const;

const pickOne = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)] as T;

async function search(r: Recruiter, start = 0): Promise<Named> {
  const filters = pickOne(SEARCHES);
  const reply = await r.client.request<{ hits: { profileId: number }[] }>(
    'POST',
    '/api/tb-v2/v1/sourcing/search',
    { filters, start, limit: 25, facets: start === 0 },
  );
  if (reply.status === 200) r.profiles = reply.body.hits.map((h) => h.profileId);
  return reply;
}

/** Signs in, makes the recruiter's project and fills it from a search. */
export async function prepareRecruiter(client: LoadClient, email: string, index: number): Promise<Recruiter> {
  const login = await client.request('POST', '/api/auth/login', { email, password: DEMO_PASSWORD });
  if (login.status !== 200) throw new Error(`${email} could not sign in: ${login.status}`);
  const r: Recruiter = { client, email, projectId: '', candidates: [], stages: [], profiles: [] };
  const created = await client.request<{ project: { projectId: string } }>(
    'POST',
    '/api/v1/projects/quick-create',
    {
      projectName: `Load project ${index + 1} ${Date.now().toString(36)}`,
    },
  );
  if (created.status !== 200)
    throw new Error(`project for ${email}: ${created.status} ${JSON.stringify(created.body)}`);
  r.projectId = created.body.project.projectId;
  const found = await client.request<{ hits: { profileId: number }[] }>(
    'POST',
    '/api/tb-v2/v1/sourcing/search',
    {
      filters: SEARCHES[index % SEARCHES.length],
      limit: 50,
      facets: false,
      record: false,
    },
  );
  const ids = found.body.hits.slice(0, 30).map((h) => h.profileId);
  await client.request('POST', `/api/v1/projects/${r.projectId}/candidates`, { candidateIds: ids });
  const list = await client.request<{ data: { candidateId: number }[] }>(
    'POST',
    '/api/v1/pipelines/candidates',
    {
      projectId: r.projectId,
      limit: 50,
    },
  );
  r.candidates = list.body.data.map((c) => c.candidateId);
  const summary = await client.request<{
    data: { categories: { categoryId: number; stages: { stageId: number }[] }[] };
  }>('GET', `/api/v1/pipelines/${r.projectId}/summary`);
  r.stages = summary.body.data.categories.flatMap((c): Recruiter['stages'] =>
    c.stages.length
      ? c.stages.map((s) => ({ categoryId: c.categoryId, stageId: s.stageId }))
      : [{ categoryId: c.categoryId, stageId: null }],
  );
  return r;
}

export const ACTIONS: readonly Action[] = [
  { name: 'search', weight: 20, run: async (r) => [await search(r)] },
  {
    name: 'search page 2',
    weight: 4,
    run: async (r) => [{ ...(await search(r, 25)), name: 'search page 2' }],
  },
  {
    name: 'profile',
    weight: 12,
    run: async (r) =>
      r.profiles.length
        ? [await r.client.request('GET', `/api/tb-v2/v1/sourcing/profiles/${pickOne(r.profiles)}`)]
        : [],
  },
  {
    name: 'projects list',
    weight: 8,
    run: async (r) => [await r.client.request('GET', '/api/v1/projects/list?scope=mine&limit=10')],
  },
  {
    name: 'pipeline list',
    weight: 12,
    run: async (r) => [
      await r.client.request('POST', '/api/v1/pipelines/candidates', { projectId: r.projectId, limit: 25 }),
    ],
  },
  {
    name: 'pipeline summary',
    weight: 8,
    run: async (r) => [await r.client.request('GET', `/api/v1/pipelines/${r.projectId}/summary`)],
  },
  { name: 'dashboard', weight: 8, run: async (r) => [await r.client.request('GET', '/api/v1/dashboard')] },
  {
    name: 'candidate record',
    weight: 10,
    run: async (r) =>
      r.candidates.length
        ? [await r.client.request('GET', `/api/v1/candidates/${pickOne(r.candidates)}/record`)]
        : [],
  },
  {
    name: 'activities',
    weight: 6,
    run: async (r) =>
      r.candidates.length
        ? [await r.client.request('GET', `/api/v1/candidates/${pickOne(r.candidates)}/activities`)]
        : [],
  },
  {
    name: 'add note',
    weight: 6,
    run: async (r) =>
      r.candidates.length
        ? [
            await r.client.request('POST', '/api/v1/pipelines/addNotes', {
              candidateId: pickOne(r.candidates),
              projectId: r.projectId,
              body: `Called, follow up next week (${new Date().toISOString()})`,
              visibility: 0,
            }),
          ]
        : [],
  },
  {
    name: 'move',
    weight: 6,
    run: async (r) => {
      if (!r.candidates.length || !r.stages.length) return [];
      const to = pickOne(r.stages);
      return [
        await r.client.request('POST', '/api/v1/pipelines/changeStage', {
          projectId: r.projectId,
          candidateIds: [pickOne(r.candidates)],
          categoryId: to.categoryId,
          stageId: to.stageId,
        }),
      ];
    },
  },
];
