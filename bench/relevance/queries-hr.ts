// HR and recruiting queries. "HRBP" is an HR Business Partner, "CHRO" a Chief Human Resources
// Officer (a Chief People Officer is the same job).
import { anySkill, cur, job, type ProfileView, past, pastHere, type RelevanceQuery } from './rubric';

const HRBP = job(
  'hr business partner|hrbp|human resources business partner|people business partner|strategic hr partner',
);
const TECH_RECRUITER = job('technical recruiter|tech recruiter|it recruiter|engineering recruiter');
const RECRUITING = job(
  'recruiter|corporate recruiter|talent acquisition (specialist|partner|manager|coordinator)|technical recruiter|sourcer|talent sourcer|recruiting coordinator|recruitment consultant|healthcare recruiter|executive search consultant|director of talent acquisition|recruiting manager',
);
const ATS_TOOLS = ['Greenhouse', 'Lever', 'Workday Recruiting', 'Workday HCM'];
const sourcing = (p: ProfileView) => anySkill(p, 'Candidate Sourcing', 'Boolean Search');
const HR_MANAGER =
  /^(hr manager|human resources manager|people manager|people operations manager|personnel manager)$/;
const CHRO = /^(chief human resources officer|chro|chief people officer|chief talent officer)$/;
const COMP_BEN = job(
  'compensation analyst|total rewards analyst|comp analyst|compensation specialist|benefits specialist|benefits analyst|benefits administrator',
);
const inUsOrCanada = (p: ProfileView) => p.countryCode === 'US' || p.countryCode === 'CA';

export const HR_QUERIES: readonly RelevanceQuery[] = [
  {
    id: 'hr-hrbp-abbrev',
    family: 'hr',
    features: ['keywords', 'abbreviation'],
    intent: 'An HR business partner.',
    filters: { keywords: 'hrbp' },
    rubric: [
      [3, 'Current HR business partner', (p) => cur(p, HRBP)],
      [
        2,
        'An HRBP before (still in HR), or a current HR generalist/manager who business-partners',
        (p) =>
          pastHere(p, HRBP, 'hr') ||
          (cur(p, /hr (generalist|manager)|human resources/) && anySkill(p, 'HR Business Partnering')),
      ],
      [
        1,
        'HR business partnering skills, or an HRBP before',
        (p) => anySkill(p, 'HR Business Partnering') || past(p, HRBP),
      ],
    ],
  },
  {
    id: 'hr-technical-recruiter-sourcing',
    family: 'hr',
    features: ['phrase', 'and', 'or', 'parentheses'],
    intent: 'A technical recruiter who sources (Boolean, sourcing).',
    filters: { keywords: '"technical recruiter" AND (sourcing OR boolean)' },
    rubric: [
      [
        3,
        'Current technical recruiter with sourcing or Boolean search',
        (p) => cur(p, TECH_RECRUITER) && sourcing(p),
      ],
      [
        2,
        'Current technical recruiter without them, or another recruiter with technical recruiting and sourcing',
        (p) =>
          cur(p, TECH_RECRUITER) ||
          (cur(p, RECRUITING) && anySkill(p, 'Technical Recruiting') && sourcing(p)),
      ],
      [
        1,
        'A recruiter who sources, or a technical recruiter before',
        (p) => (cur(p, RECRUITING) && sourcing(p)) || past(p, TECH_RECRUITER),
      ],
    ],
  },
  {
    id: 'hr-talent-acquisition-ats',
    family: 'hr',
    features: ['phrase', 'and', 'or', 'parentheses'],
    intent: 'A talent acquisition professional who works in Greenhouse, Lever or Workday.',
    filters: { keywords: '"talent acquisition" AND (greenhouse OR lever OR workday)' },
    rubric: [
      [
        3,
        'Current recruiting/TA role with Greenhouse, Lever or Workday',
        (p) => cur(p, RECRUITING) && anySkill(p, ...ATS_TOOLS),
      ],
      [
        2,
        'A recruiting role before (still in HR), or another HR role recruiting, with one of the tools',
        (p) =>
          anySkill(p, ...ATS_TOOLS) &&
          (pastHere(p, RECRUITING, 'hr') || (p.family === 'hr' && anySkill(p, 'Recruiting'))),
      ],
      [1, 'Current recruiting/TA role without those tools', (p) => cur(p, RECRUITING)],
    ],
  },
  {
    id: 'hr-managers-us-canada-filters',
    family: 'hr',
    features: ['titles', 'seniority', 'location'],
    intent: 'HR managers in the United States or Canada.',
    filters: {
      titles: ['HR Manager'],
      seniorities: ['manager'],
      locations: [{ country: 'US' }, { country: 'CA' }],
    },
    rubric: [
      [3, 'In the US or Canada, current HR manager', (p) => inUsOrCanada(p) && cur(p, HR_MANAGER)],
      [
        2,
        'In the US or Canada, a current HR business partner or HR director',
        (p) =>
          inUsOrCanada(p) &&
          (cur(p, HRBP) || cur(p, /^(director of human resources|hr director|head of hr|head of people)$/)),
      ],
      [
        1,
        'In the US or Canada, current HR generalist, or an HR manager before',
        (p) =>
          inUsOrCanada(p) && (cur(p, job('hr generalist|human resources generalist')) || past(p, HR_MANAGER)),
      ],
    ],
  },
  {
    id: 'hr-chro-or-chief-people-officer',
    family: 'hr',
    features: ['or', 'phrase', 'abbreviation'],
    intent: 'A CHRO or Chief People Officer.',
    filters: { keywords: 'chro OR "chief people officer"' },
    rubric: [
      [3, 'Current chief human resources / people officer', (p) => cur(p, CHRO)],
      [
        2,
        'Current VP of People/HR, or a CHRO before, still in HR',
        (p) => cur(p, /^(vice president|vp),? (of )?(people|human resources|hr)$/) || pastHere(p, CHRO, 'hr'),
      ],
      [
        1,
        'Current director of HR, or a CHRO before in another field',
        (p) =>
          cur(p, /^(director of human resources|hr director|head of people|head of hr)$/) || past(p, CHRO),
      ],
    ],
  },
  {
    id: 'hr-compensation-benefits-keywords',
    family: 'hr',
    features: ['keywords'],
    intent: 'A compensation and benefits analyst.',
    filters: { keywords: 'compensation benefits analyst' },
    rubric: [
      [
        3,
        'Current compensation or benefits analyst with compensation skills',
        (p) =>
          cur(p, COMP_BEN) &&
          anySkill(p, 'Compensation and Benefits', 'Compensation Analysis', 'Benefits Administration'),
      ],
      [
        2,
        'Current compensation or benefits analyst without them, or an HR analyst with compensation skills',
        (p) =>
          cur(p, COMP_BEN) ||
          (cur(p, /analyst/) &&
            p.family === 'hr' &&
            anySkill(p, 'Compensation and Benefits', 'Compensation Analysis')),
      ],
      [
        1,
        'Compensation and benefits skills',
        (p) => anySkill(p, 'Compensation and Benefits', 'Compensation Analysis'),
      ],
    ],
  },
];
