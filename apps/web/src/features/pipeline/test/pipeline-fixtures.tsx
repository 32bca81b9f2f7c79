/**
 * A project's pipeline behind a stubbed API, for the pipeline screens' tests: the default outbound
 * pipeline with two candidates in Good Fit and one in Contacted, the lists answering by the filter
 * they are asked for, and a candidate record for the side panel.
 */
import { MantineProvider } from '@mantine/core';
import {
  CANDIDATE_PERMISSION_KEYS,
  type CandidatePermissions,
  type CandidateRecord,
  type PipelineCandidate,
  type PipelineSummary,
} from '@talentbase/shared';
import { defaultTemplateDetail } from '@talentbase/shared/domain/pipeline';
import { theme } from '../../../app/theme';
import { renderWithProviders } from '../../../test/render';
import { projectInformation } from '../../projects/test/fixtures';
import { type RecordedRequest, stubProjectApi } from '../../projects/test/project-api';
import { profileResponse } from '../../sourcing/test/fixtures';
import { PipelineSection } from '../components/pipeline-section';

export const summary: PipelineSummary = {
  templateId: null,
  templateName: 'Default outbound pipeline',
  categories: defaultTemplateDetail(),
  total: 3,
  positions: [
    {
      categoryId: 1,
      stageId: 1,
      count: 2,
      labels: [
        { stageLabel: 1, count: 1 },
        { stageLabel: 2, count: 1 },
      ],
    },
    { categoryId: 1, stageId: 2, count: 1, labels: [{ stageLabel: 3, count: 1 }] },
  ],
};

const day = 86_400_000;
export const candidate = (id: number, over: Partial<PipelineCandidate> = {}): PipelineCandidate => ({
  candidateId: id,
  name: `Candidate ${id}`,
  currentTitle: 'Backend Engineer',
  currentCompany: 'Acme',
  location: 'Austin, TX',
  categoryId: 1,
  stageId: 1,
  stageLabel: 1,
  engagementStatus: 1,
  addedAt: new Date(Date.now() - 10 * day).toISOString(),
  stageUpdatedAt: new Date(Date.now() - 3 * day).toISOString(),
  hasContact: true,
  hasPersonalEmail: false,
  availability: 0.4,
  ...over,
});

export const goodFit = [
  candidate(11, { stageLabel: 2, name: 'Ada Lovelace-Byron of a very long name' }),
  candidate(12),
];
export const contacted = [candidate(21, { stageId: 2, stageLabel: 3 })];

export function listAnswer(req: RecordedRequest): [number, unknown] {
  const body = req.body as { categoryId?: number; stageId?: number | null; filterByContact?: boolean };
  if (body.categoryId === undefined) {
    const rows = body.filterByContact ? [goodFit[0]] : [...goodFit, ...contacted];
    return [200, { data: rows, total: rows.length, totalCapped: false }];
  }
  const rows =
    body.categoryId === 1 && body.stageId === 1
      ? goodFit
      : body.categoryId === 1 && body.stageId === 2
        ? contacted
        : [];
  return [200, { data: rows, total: rows.length, totalCapped: false }];
}

const BENCH = {
  enabled: true,
  hasGoodFit: true,
  conversationRate: 0.25,
  contactedCandidates: 4,
  milestones: [
    { categoryId: 1, name: 'Sourcing', count: 3, firstReachedAt: '2026-01-02T00:00:00.000Z' },
    { categoryId: 2, name: 'Screen', count: 0, firstReachedAt: null },
  ],
};

const allowed = (value: boolean): CandidatePermissions =>
  Object.fromEntries(CANDIDATE_PERMISSION_KEYS.map((k) => [k, value])) as CandidatePermissions;

export function record(c: PipelineCandidate, over: Partial<CandidateRecord> = {}): CandidateRecord {
  const base = profileResponse();
  return {
    candidateId: c.candidateId,
    source: 'hiretual',
    isTeamProfile: false,
    profile: { ...base.profile, basic: { ...base.profile.basic, fullname: c.name } },
    editedParts: [],
    contacts: base.contacts,
    editableContacts: null,
    tags: [`Tag of ${c.candidateId}`],
    notes: [],
    files: [],
    gdpr: { review: false, reviewedBy: null, reviewedAt: null },
    projects: [],
    projectRole: 1,
    permissions: allowed(true),
    ...over,
  };
}

export const recordRoutes = Object.fromEntries(
  [...goodFit, ...contacted].map((c) => [
    `GET /api/v1/candidates/${c.candidateId}/record`,
    [200, { data: record(c) }] as [number, unknown],
  ]),
);

/** Each candidate has no offer yet (the side panel's Offer section). */
export const offerRoutes = Object.fromEntries(
  [...goodFit, ...contacted].map((c) => [
    `GET /api/v1/projects/101/candidates/${c.candidateId}/offers`,
    [
      200,
      {
        data: {
          offers: [],
          defaults: {
            currency: 'USD',
            salaryPeriod: 'year',
            bonusPercent: null,
            startDate: '2030-02-01',
            answerByDate: '2030-01-20',
            benefits: '',
            signatory: '',
          },
          approvalRequired: true,
          canManage: true,
        },
      },
    ] as [number, unknown],
  ]),
);

/**
 * A pipeline that remembers moves and label changes, so the board read again after a change
 * shows what the server would: each route answers from the same rows.
 */
export function livePipeline() {
  const rows = [...goodFit, ...contacted].map((c) => ({ ...c }));
  const names: Record<number, string> = {
    1: 'Good Fit',
    2: 'Contacted',
    3: 'Replied',
    5: 'Scheduled',
    6: 'Exported',
    0: 'Archived',
  };
  const routes = {
    'GET /api/v1/pipelines/101/summary': () => {
      const positions = new Map<string, PipelineSummary['positions'][number]>();
      for (const r of rows) {
        const key = `${r.categoryId}:${r.stageId}`;
        const p = positions.get(key) ?? {
          categoryId: r.categoryId,
          stageId: r.stageId,
          count: 0,
          labels: [],
        };
        p.count += 1;
        positions.set(key, p);
      }
      return [200, { data: { ...summary, total: rows.length, positions: [...positions.values()] } }];
    },
    'POST /api/v1/pipelines/candidates': (req: RecordedRequest) => {
      const body = req.body as { categoryId?: number; stageId?: number | null };
      const data = rows.filter(
        (r) =>
          body.categoryId === undefined || (r.categoryId === body.categoryId && r.stageId === body.stageId),
      );
      return [200, { data, total: data.length, totalCapped: false }];
    },
    'POST /api/v1/pipelines/changeStage': (req: RecordedRequest) => {
      const body = req.body as {
        candidateIds: number[];
        categoryId: number;
        stageId: number;
        stageLabel?: number;
      };
      const now = new Date().toISOString();
      for (const r of [...rows]) {
        if (!body.candidateIds.includes(r.candidateId)) continue;
        Object.assign(r, {
          categoryId: body.categoryId,
          stageId: body.stageId,
          stageLabel: body.stageLabel ?? 1,
          stageUpdatedAt: now,
        });
        // Last moved first, as the server orders a stage.
        rows.splice(rows.indexOf(r), 1);
        rows.unshift(r);
      }
      return [
        200,
        {
          moved: body.candidateIds.length,
          unchanged: 0,
          to: {
            categoryId: body.categoryId,
            stageId: body.stageId,
            stageLabel: body.stageLabel ?? 1,
            categoryName: 'Sourcing',
            stageName: names[body.stageId] ?? null,
            engagementStatus: 1,
          },
        },
      ];
    },
    'POST /api/v1/pipelines/changeLabel': (req: RecordedRequest) => {
      const body = req.body as { candidateIds: number[]; stageLabel: number };
      for (const r of rows) if (body.candidateIds.includes(r.candidateId)) r.stageLabel = body.stageLabel;
      return [200, { updated: body.candidateIds.length, unchanged: 0 }];
    },
  };
  return { rows, routes };
}

export function openPipeline(
  role: number,
  routes: Record<string, unknown> = {},
  path = '/v5/talent-pool/project/101',
) {
  const api = stubProjectApi({
    'GET /api/v1/pipelines/101/summary': [200, { data: summary }],
    'POST /api/v1/pipelines/candidates': listAnswer,
    'GET /api/tb-v2/v1/project/101/pipeline-benchmark': [200, { data: BENCH }],
    'GET /api/v1/candidates/tags': [200, { data: [] }],
    ...recordRoutes,
    ...offerRoutes,
    ...(routes as Record<string, [number, unknown]>),
  });
  const view = renderWithProviders(
    <MantineProvider theme={theme} env="test">
      <PipelineSection project={projectInformation({ recruiterRole: role })} />
    </MantineProvider>,
    { path },
  );
  return { api, view };
}
