// Finance and accounting queries. "CPA" is the Certified Public Accountant licence (CPA Canada
// counts), "CFO" the Chief Financial Officer, "SOX" Sarbanes-Oxley.
import {
  anySkill,
  cur,
  hasCert,
  job,
  near,
  PLACES,
  type ProfileView,
  past,
  pastHere,
  type RelevanceQuery,
  within,
} from './rubric';

const CPA = /\(cpa( canada)?\)|certified public accountant/;
const ACCOUNTING = job(
  'accountant|staff accountant|general ledger accountant|gl accountant|corporate accountant|tax accountant|auditor|internal auditor|accounting manager|controller|financial controller|tax manager',
);
const FINANCIAL_ANALYST = job('financial analyst|fp&a analyst|finance analyst|corporate financial analyst');
const FINANCE_MODELLERS = job(
  'investment banking analyst|investment analyst|treasury analyst|finance manager|equity research analyst',
);
const CONTROLLER = /^(financial |corporate |plant )?(controller|comptroller)$/;
const CFO = /^(chief financial officer|cfo|chief finance officer)$/;
const VP_FINANCE = /^(senior )?(vice president|vp),? (of )?finance$/;
const INTERNAL_AUDITOR = job('internal auditor|internal audit associate|it auditor|sox auditor');
const ACCOUNTANT = job(
  'accountant|staff accountant|general ledger accountant|gl accountant|corporate accountant',
);
const inNewYorkArea = (p: ProfileView) => within(p, PLACES.newYork, 50);

export const FINANCE_QUERIES: readonly RelevanceQuery[] = [
  {
    id: 'finance-cpa-abbrev',
    family: 'finance-accounting',
    features: ['keywords', 'abbreviation'],
    intent: 'Licensed CPAs in accounting roles.',
    filters: { keywords: 'cpa' },
    rubric: [
      [3, 'Current accounting or audit role holding the CPA', (p) => cur(p, ACCOUNTING) && hasCert(p, CPA)],
      [2, 'Holds the CPA, another title', (p) => hasCert(p, CPA)],
      [1, 'Current accounting or audit role without the CPA', (p) => cur(p, ACCOUNTING)],
    ],
  },
  {
    id: 'finance-financial-analyst-modeling',
    family: 'finance-accounting',
    features: ['phrase', 'and', 'or', 'parentheses'],
    intent: 'A financial analyst who builds models in Excel.',
    filters: { keywords: '"financial analyst" AND ("financial modeling" OR excel)' },
    rubric: [
      [
        3,
        'Current financial analyst with financial modeling or Excel',
        (p) => cur(p, FINANCIAL_ANALYST) && anySkill(p, 'Financial Modeling', 'Microsoft Excel'),
      ],
      [
        2,
        'Current financial analyst without them, another finance analyst role with modeling, or a financial analyst before (still in finance) with them',
        (p) =>
          cur(p, FINANCIAL_ANALYST) ||
          (cur(p, FINANCE_MODELLERS) && anySkill(p, 'Financial Modeling')) ||
          (pastHere(p, FINANCIAL_ANALYST, 'finance') && anySkill(p, 'Financial Modeling', 'Microsoft Excel')),
      ],
      [
        1,
        'Financial modeling skills, or a financial analyst before',
        (p) => anySkill(p, 'Financial Modeling') || past(p, FINANCIAL_ANALYST),
      ],
    ],
  },
  {
    id: 'finance-controller-10y-filters',
    family: 'finance-accounting',
    features: ['titles', 'experience'],
    intent: 'Controllers with more than ten years of experience.',
    filters: { titles: ['Controller'], experienceBands: ['10+'] },
    rubric: [
      [3, 'Current controller with 10+ years', (p) => cur(p, CONTROLLER) && p.years >= 10],
      [2, 'Current controller with 8-10 years', (p) => cur(p, CONTROLLER) && p.years >= 8],
      [
        1,
        'Current accounting manager (assistant controller) with 10+ years, or a controller before now leading finance',
        (p) =>
          p.years >= 10 &&
          (cur(p, /^accounting manager$/) ||
            (past(p, CONTROLLER) && (cur(p, CFO) || cur(p, VP_FINANCE) || cur(p, /director of finance/)))),
      ],
    ],
  },
  {
    id: 'finance-cfo-or-vp-finance',
    family: 'finance-accounting',
    features: ['or', 'phrase', 'abbreviation'],
    intent: 'A CFO or VP of Finance.',
    filters: { keywords: 'cfo OR "vp finance"' },
    rubric: [
      [3, 'Current CFO or VP of Finance', (p) => cur(p, CFO) || cur(p, VP_FINANCE)],
      [
        2,
        'A CFO or VP of Finance before, still in finance',
        (p) => pastHere(p, CFO, 'finance') || pastHere(p, VP_FINANCE, 'finance'),
      ],
      [
        1,
        'Current director of finance, treasurer or controller, or a CFO/VP Finance before in another field',
        (p) =>
          past(p, CFO) ||
          past(p, VP_FINANCE) ||
          cur(p, /^(director of finance|finance director|head of finance|treasurer)$/) ||
          cur(p, CONTROLLER),
      ],
    ],
  },
  {
    id: 'finance-internal-auditors-sox-plural',
    family: 'finance-accounting',
    features: ['keywords', 'plural', 'abbreviation'],
    intent: 'Internal auditors with SOX experience.',
    filters: { keywords: 'internal auditors sox' },
    rubric: [
      [
        3,
        'Current internal auditor with Sarbanes-Oxley',
        (p) => cur(p, INTERNAL_AUDITOR) && anySkill(p, 'Sarbanes-Oxley'),
      ],
      [
        2,
        'Current internal auditor without SOX, an external auditor with SOX, or an internal auditor before (still in finance) with SOX',
        (p) =>
          cur(p, INTERNAL_AUDITOR) ||
          ((cur(p, job('auditor|external auditor|audit associate')) ||
            pastHere(p, INTERNAL_AUDITOR, 'finance')) &&
            anySkill(p, 'Sarbanes-Oxley')),
      ],
      [
        1,
        'SOX in a finance role, or an internal auditor before',
        (p) => (p.family === 'finance' && anySkill(p, 'Sarbanes-Oxley')) || past(p, INTERNAL_AUDITOR),
      ],
    ],
  },
  {
    id: 'finance-accountants-nyc-netsuite-filters',
    family: 'finance-accounting',
    features: ['titles', 'skills', 'radius', 'abbreviation'],
    intent: 'Accountants who use NetSuite within 50 miles of New York City.',
    filters: { titles: ['Accountant'], skills: ['NetSuite'], locations: [near(PLACES.newYork, 50)] },
    rubric: [
      [
        3,
        'In range, current accountant with NetSuite',
        (p) => inNewYorkArea(p) && cur(p, ACCOUNTANT) && anySkill(p, 'Oracle NetSuite'),
      ],
      [
        2,
        'In range, another accounting title with NetSuite',
        (p) => inNewYorkArea(p) && cur(p, ACCOUNTING) && anySkill(p, 'Oracle NetSuite'),
      ],
      [1, 'In range, current accountant without NetSuite', (p) => inNewYorkArea(p) && cur(p, ACCOUNTANT)],
    ],
  },
];
