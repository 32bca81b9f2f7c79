/**
 * The export catalogue (spec 3.1): the systems candidates can be sent to, sorted ascending by
 * `order`. The spec names thirteen entries (Bullhorn, Greenhouse, Greenhouse Harvest, Lever,
 * Workday, iCIMS, Salesforce, Ashby, Teamtailor, Manatal, Zapier and the two LinkedIn Recruiter
 * variants) and says the full list of about 58 is not shown: the other entries are the ATS and CRM
 * systems of the connect catalogue that accept candidates, with flags from each vendor's public API
 * documentation (`source: 'vendor-docs'`). Images are local monograms (apps/web/public/apps/icons).
 */
import type { ExportCatalogueEntry } from '../contracts/integrations';

type Flags = Omit<ExportCatalogueEntry, 'order' | 'id' | 'label' | 'imageUrl' | 'imageLargeUrl' | 'source'>;

export const iconPath = (id: string) => `/apps/icons/${id}.svg`;

const JOB = { hasJobs: true, jobSelectLabel: 'Job', jobPlaceholder: 'Select a job' } as const;
const JOB_STAGE = { ...JOB, hasStages: true, needStage: true } as const;

// [id, label, flags, source]
const ROWS: [string, string, Flags, 'spec' | 'vendor-docs'][] = [
  [
    'bullhorn',
    'Bullhorn',
    {
      ...JOB,
      jobOptional: true,
      hasTearsheet: true,
      tearsheetSelectLabel: 'Tearsheet',
      tearsheetPlaceholder: 'Select a tearsheet',
      hasCompany: true,
    },
    'spec',
  ],
  [
    'greenhouse',
    'Greenhouse',
    { ...JOB_STAGE, hasProspectStage: true, prospectStageLabel: 'Prospect stage' },
    'spec',
  ],
  [
    'greenhouse_harvest',
    'Greenhouse Harvest',
    { ...JOB_STAGE, jobOptional: true, hasProspectStage: true, prospectStageLabel: 'Prospect stage' },
    'spec',
  ],
  [
    'lever',
    'Lever',
    {
      ...JOB,
      jobOptional: true,
      hasStages: true,
      needStage: true,
      hasProspectStage: true,
      prospectStageLabel: 'Opportunity stage',
    },
    'spec',
  ],
  ['workday', 'Workday', { ...JOB, topCategory: 'workflow' }, 'spec'],
  ['icims', 'iCIMS', { ...JOB_STAGE, topCategory: 'workflow' }, 'spec'],
  ['salesforce', 'Salesforce', { hasCompany: true, hasList: true }, 'spec'],
  ['ashby', 'Ashby', { ...JOB_STAGE, topCategory: 'interviewPlan' }, 'spec'],
  ['teamtailor', 'Teamtailor', { ...JOB_STAGE, jobOptional: true }, 'spec'],
  ['manatal', 'Manatal', { ...JOB_STAGE, jobOptional: true }, 'spec'],
  ['zapier', 'Zapier', {}, 'spec'],
  [
    'linkedin_recruiter_lite',
    'LinkedIn Recruiter Lite',
    { hasJobs: true, jobSelectLabel: 'Project', jobPlaceholder: 'Select a project', hasStages: true },
    'spec',
  ],
  [
    'linkedin_recruiter',
    'LinkedIn Recruiter',
    { hasJobs: true, jobSelectLabel: 'Project', jobPlaceholder: 'Select a project', hasStages: true },
    'spec',
  ],
  ['jobvite', 'Jobvite', { ...JOB_STAGE }, 'vendor-docs'],
  ['smartrecruiters', 'SmartRecruiters', { ...JOB_STAGE, jobOptional: true }, 'vendor-docs'],
  [
    'workable',
    'Workable',
    { ...JOB_STAGE, jobOptional: true, hasPool: true, poolSelectLabel: 'Talent pool' },
    'vendor-docs',
  ],
  [
    'pcrecruiter',
    'PCRecruiter',
    { ...JOB, jobOptional: true, hasCompany: true, hasFolderGroup: true },
    'vendor-docs',
  ],
  ['beamery', 'Beamery', { hasPool: true, poolSelectLabel: 'Pool', hasList: true }, 'vendor-docs'],
  [
    'beamery_frontier',
    'Beamery Frontier',
    { hasPool: true, poolSelectLabel: 'Pool', hasList: true },
    'vendor-docs',
  ],
  ['jobadder', 'JobAdder', { ...JOB, jobOptional: true, hasCompany: true }, 'vendor-docs'],
  ['smashfly', 'SmashFly', { hasList: true }, 'vendor-docs'],
  ['taleo_enterprise', 'Taleo Enterprise', { ...JOB, topCategory: 'workflow' }, 'vendor-docs'],
  ['taleo_business', 'Taleo Business', { ...JOB }, 'vendor-docs'],
  ['zoho', 'Zoho Recruit', { ...JOB, jobOptional: true, hasStages: true }, 'vendor-docs'],
  ['breezy', 'Breezy HR', { ...JOB_STAGE, hasPool: true, poolSelectLabel: 'Talent pool' }, 'vendor-docs'],
  ['cats', 'CATS', { ...JOB, jobOptional: true, hasList: true }, 'vendor-docs'],
  ['crelate', 'Crelate', { ...JOB, jobOptional: true, hasStages: true, hasCompany: true }, 'vendor-docs'],
  [
    'recruitee',
    'Recruitee',
    { ...JOB_STAGE, jobOptional: true, hasPool: true, poolSelectLabel: 'Talent pool' },
    'vendor-docs',
  ],
  ['jazzhr', 'JazzHR', { ...JOB_STAGE, jobOptional: true }, 'vendor-docs'],
  ['pipedrive', 'Pipedrive', { hasCompany: true, hasStages: true }, 'vendor-docs'],
  ['x0pa', 'X0PA', { ...JOB }, 'vendor-docs'],
  ['avature_websources', 'Avature WebSources', {}, 'vendor-docs'],
  ['avature_eis', 'Avature External Import Service', { ...JOB, jobOptional: true }, 'vendor-docs'],
  ['phenom', 'Phenom People', { ...JOB, jobOptional: true, hasList: true }, 'vendor-docs'],
  ['jobdiva', 'JobDiva', { ...JOB, jobOptional: true, hasCompany: true }, 'vendor-docs'],
  ['smashflyx', 'SmashFlyX', { hasList: true }, 'vendor-docs'],
  ['copper', 'Copper', { hasCompany: true, hasStages: true }, 'vendor-docs'],
  ['successfactors', 'SAP SuccessFactors', { ...JOB, topCategory: 'workflow' }, 'vendor-docs'],
  ['talemetry', 'Talemetry', { ...JOB, jobOptional: true }, 'vendor-docs'],
  ['clinch', 'Clinch', { ...JOB, jobOptional: true, hasList: true }, 'vendor-docs'],
  [
    'gem',
    'Gem',
    { hasProspectStage: true, needProspectStage: false, prospectStageLabel: 'Project', hasList: true },
    'vendor-docs',
  ],
  ['erecruit', 'Erecruit', { ...JOB, jobOptional: true, hasCompany: true }, 'vendor-docs'],
  ['ukg_pro', 'UKG Pro', { ...JOB }, 'vendor-docs'],
  ['oracle_recruiting_cloud', 'Oracle Recruiting Cloud', { ...JOB, topCategory: 'workflow' }, 'vendor-docs'],
  [
    'bullhorn_salesforce',
    'Bullhorn for Salesforce',
    {
      ...JOB,
      jobOptional: true,
      hasTearsheet: true,
      tearsheetSelectLabel: 'Tearsheet',
      tearsheetPlaceholder: 'Select a tearsheet',
    },
    'vendor-docs',
  ],
  ['microsoft_dynamics', 'Microsoft Dynamics', { hasCompany: true, hasList: true }, 'vendor-docs'],
  ['comeet', 'Comeet', { ...JOB_STAGE }, 'vendor-docs'],
  ['loxo', 'Loxo', { ...JOB, jobOptional: true, hasStages: true, hasCompany: true }, 'vendor-docs'],
  [
    'recruiterflow',
    'Recruiterflow',
    { ...JOB_STAGE, jobOptional: true, hasProspectStage: true, prospectStageLabel: 'Prospect stage' },
    'vendor-docs',
  ],
  ['ceipal', 'Ceipal', { ...JOB, jobOptional: true }, 'vendor-docs'],
  ['top_echelon', 'Top Echelon', { ...JOB, jobOptional: true, hasCompany: true }, 'vendor-docs'],
  ['general_ats', 'Other ATS (webhook)', { jobOptional: true }, 'vendor-docs'],
  ['livehire', 'Livehire', { hasPool: true, poolSelectLabel: 'Talent community' }, 'vendor-docs'],
  ['avature_connector', 'Avature', { ...JOB, jobOptional: true, hasFolderGroup: true }, 'vendor-docs'],
  ['indeed_connector', 'Indeed', {}, 'vendor-docs'],
  ['hubspot', 'HubSpot', { hasCompany: true, hasList: true }, 'vendor-docs'],
  ['jobscore', 'JobScore', { ...JOB_STAGE }, 'vendor-docs'],
  ['hireology', 'Hireology', { ...JOB }, 'vendor-docs'],
];

export const EXPORT_CATALOGUE: readonly ExportCatalogueEntry[] = ROWS.map(
  ([id, label, flags, source], i) => ({
    order: (i + 1) * 10,
    id,
    label,
    imageUrl: iconPath(id),
    imageLargeUrl: iconPath(id),
    ...flags,
    source,
  }),
).sort((a, b) => a.order - b.order);

export function exportEntry(id: string): ExportCatalogueEntry | undefined {
  return EXPORT_CATALOGUE.find((e) => e.id === id);
}
