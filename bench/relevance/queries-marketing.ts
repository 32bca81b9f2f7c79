// Marketing queries. "CMO" is a Chief Marketing Officer, "SEO"/"SEM" search engine optimisation
// and marketing, "manag*" any form of manager/management.
import {
  allSkills,
  anySkill,
  cur,
  job,
  knows,
  type ProfileView,
  past,
  pastHere,
  type RelevanceQuery,
} from './rubric';

const SEARCH_MARKETER = job(
  'seo specialist|seo manager|seo analyst|seo strategist|search engine optimization specialist|paid media specialist|ppc specialist|paid search specialist|sem specialist|digital marketing specialist|digital marketer',
);
const seoOrSem = (p: ProfileView) =>
  anySkill(p, 'Search Engine Optimization', 'Search Engine Marketing', 'Pay-Per-Click Advertising');
// A certification in a tool is evidence of the tool.
const analytics = (p: ProfileView) => knows(p, 'Google Analytics', /google analytics/);
const marketo = (p: ProfileView) => knows(p, 'Marketo', /marketo/) || anySkill(p, 'HubSpot');
const PMM = job('product marketing manager|pmm|product marketer|solutions marketing manager');
/** B2B SaaS shows in where someone works: software and technology employers. */
const softwareIndustry = (p: ProfileView) =>
  /software|technology|it services|internet|data infrastructure|computer and network security/.test(
    p.industry,
  );
const MARKETING_MANAGER = /marketing manager|manager, marketing/;
const CMO = /^(chief marketing officer|cmo|chief brand officer|chief growth officer)$/;
const VP_MARKETING = /^(senior )?(vice president|vp|svp),? (of )?marketing$/;
const CONTENT_MANAGER = job(
  'content marketing manager|content manager|content marketer|content lead|editorial manager',
);
const DEMAND_GEN = job(
  'demand generation manager|demand gen manager|pipeline marketing manager|demand marketing manager',
);

export const MARKETING_QUERIES: readonly RelevanceQuery[] = [
  {
    id: 'marketing-seo-sem-google-analytics',
    family: 'marketing',
    features: ['or', 'and', 'parentheses', 'phrase', 'abbreviation'],
    intent: 'A search marketer (SEO or SEM) who works in Google Analytics.',
    filters: { keywords: '(seo OR sem) AND "google analytics"' },
    rubric: [
      [
        3,
        'Current SEO/paid-search/digital marketing specialist with SEO or SEM and Google Analytics',
        (p) => cur(p, SEARCH_MARKETER) && seoOrSem(p) && analytics(p),
      ],
      [2, 'SEO or SEM with Google Analytics, any title', (p) => seoOrSem(p) && analytics(p)],
      [1, 'SEO or SEM in a marketing role', (p) => p.family === 'marketing' && seoOrSem(p)],
    ],
  },
  {
    id: 'marketing-pmm-b2b-saas-keywords',
    family: 'marketing',
    features: ['keywords', 'abbreviation'],
    intent: 'A product marketing manager from B2B SaaS.',
    filters: { keywords: 'product marketing manager b2b saas' },
    rubric: [
      [
        3,
        'Current product marketing manager at a software or technology employer',
        (p) => cur(p, PMM) && softwareIndustry(p),
      ],
      [
        2,
        'Current PMM elsewhere, or a PMM before now at a software employer',
        (p) => cur(p, PMM) || (pastHere(p, PMM, 'marketing') && softwareIndustry(p)),
      ],
      [
        1,
        'Product marketing skills at a software employer',
        (p) => anySkill(p, 'Product Marketing') && softwareIndustry(p),
      ],
    ],
  },
  {
    id: 'marketing-manager-wildcard',
    family: 'marketing',
    features: ['wildcard'],
    intent: 'Marketing managers (marketing manag*).',
    filters: { keywords: 'marketing manag*' },
    rubric: [
      [3, 'Current title says marketing manager (any kind)', (p) => cur(p, MARKETING_MANAGER)],
      [
        2,
        'Current marketing manager under another name or a marketing director (anyone in marketing who once was a marketing manager included)',
        (p) =>
          p.family === 'marketing' &&
          (/manager|director|head of marketing/.test(p.title) || past(p, MARKETING_MANAGER)),
      ],
      [
        1,
        'Anyone else in marketing, or a marketing manager before in another field',
        (p) => p.family === 'marketing' || past(p, MARKETING_MANAGER),
      ],
    ],
  },
  {
    id: 'marketing-cmo-abbrev',
    family: 'marketing',
    features: ['keywords', 'abbreviation'],
    intent: 'A CMO.',
    filters: { keywords: 'cmo' },
    rubric: [
      [3, 'Current chief marketing officer', (p) => cur(p, CMO)],
      [
        2,
        'Current VP of Marketing, or a CMO before, still in marketing',
        (p) => cur(p, VP_MARKETING) || pastHere(p, CMO, 'marketing'),
      ],
      [
        1,
        'Current director or head of marketing, or a CMO before in another field',
        (p) => cur(p, /^(director of marketing|marketing director|head of marketing)$/) || past(p, CMO),
      ],
    ],
  },
  {
    id: 'marketing-content-senior-filters',
    family: 'marketing',
    features: ['titles', 'skills', 'seniority'],
    intent: 'Senior content marketing managers who write copy.',
    filters: { titles: ['Content Marketing Manager'], skills: ['Copywriting'], seniorities: ['senior'] },
    rubric: [
      [
        3,
        'Current content marketing manager at senior level with copywriting',
        (p) => cur(p, CONTENT_MANAGER) && p.level === 'senior' && anySkill(p, 'Copywriting'),
      ],
      [
        2,
        'Current content marketing manager with copywriting at another level, or a senior copywriter with content marketing',
        (p) =>
          (cur(p, CONTENT_MANAGER) && anySkill(p, 'Copywriting')) ||
          (cur(p, job('copywriter')) && p.level === 'senior' && anySkill(p, 'Content Marketing')),
      ],
      [
        1,
        'A content marketing manager before, with copywriting',
        (p) => past(p, CONTENT_MANAGER) && anySkill(p, 'Copywriting'),
      ],
    ],
  },
  {
    id: 'marketing-demand-gen-marketo',
    family: 'marketing',
    features: ['or', 'and', 'parentheses', 'phrase', 'wildcard'],
    intent: 'A demand generation marketer who runs Marketo or HubSpot.',
    filters: { keywords: '("demand gen*" OR "demand generation") AND (marketo OR hubspot)' },
    rubric: [
      [
        3,
        'Current demand generation manager with Marketo or HubSpot',
        (p) => cur(p, DEMAND_GEN) && marketo(p),
      ],
      [
        2,
        'Current demand gen manager without them, or a marketer with demand generation and Marketo/HubSpot',
        (p) =>
          cur(p, DEMAND_GEN) || (p.family === 'marketing' && allSkills(p, 'Demand Generation') && marketo(p)),
      ],
      [1, 'Demand generation skills', (p) => anySkill(p, 'Demand Generation')],
    ],
  },
];
