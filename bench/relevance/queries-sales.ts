// Sales queries. "VP Sales" is a Vice President of Sales, "AE" an Account Executive, "SDR"/"BDR"
// the first rung of the team, "rep" a representative.
import {
  anySkill,
  cur,
  job,
  knows,
  near,
  PLACES,
  type ProfileView,
  past,
  pastHere,
  type RelevanceQuery,
  within,
  wordsNear,
} from './rubric';

const VP_SALES = /^(senior )?(vice president|vp),? (of )?sales$/;
const AE =
  /^(junior |associate |senior |lead |principal )?((enterprise|mid-market|federal|commercial|corporate|strategic|saas|public sector) )?account executive$|^(enterprise |mid-market )?ae$/;
const SDR = /^(junior |associate |senior )?(sales development representative|sdr|sales development rep)$/;
const BDR =
  /^(junior |associate |senior )?(business development representative|bdr|business development rep)$/;
const MD_REP =
  /^(junior |associate |senior |lead )?(medical device sales representative|medical sales representative)$/;
const PHARMA_REP =
  /^(junior |associate |senior |lead )?(pharmaceutical sales representative|pharma sales rep)$/;
/**
 * "sales" within two words of "manager", in either order, by someone who manages sellers: a
 * Sales Enablement or Sales Operations Manager matches the words but not the job.
 */
const salesManager = (title: string) =>
  wordsNear(title, 'sales', 'manager', 2) && !/enablement|operations/.test(title);
// A Salesforce certification is evidence of Salesforce.
const salesforce = (p: ProfileView) => knows(p, 'Salesforce', /salesforce/);
const inLondonArea = (p: ProfileView) => within(p, PLACES.london, 50);
const inCalifornia = (p: ProfileView) => p.state === 'CA';

export const SALES_QUERIES: readonly RelevanceQuery[] = [
  {
    id: 'sales-vp-sales',
    family: 'sales',
    features: ['keywords', 'abbreviation'],
    intent: 'A VP of Sales.',
    filters: { keywords: 'vp sales' },
    rubric: [
      [3, 'Current Vice President of Sales', (p) => cur(p, VP_SALES)],
      [
        2,
        'Current chief revenue officer, or a VP of Sales before, still in sales',
        (p) => cur(p, /^chief revenue officer$/) || pastHere(p, VP_SALES, 'sales'),
      ],
      [
        1,
        'Current director or head of sales, or a VP of Sales before in another field',
        (p) => cur(p, /^(director of sales|sales director|head of sales)$/) || past(p, VP_SALES),
      ],
    ],
  },
  {
    id: 'sales-manager-proximity',
    family: 'sales',
    features: ['proximity', 'phrase'],
    intent: 'Sales managers, however the title is worded ("sales manager"~2).',
    filters: { keywords: '"sales manager"~2' },
    rubric: [
      [3, 'Current title has "sales" within two words of "manager"', (p) => salesManager(p.title)],
      [
        2,
        'Such a title before, still in sales',
        (p) => p.family === 'sales' && p.pastTitles.some(salesManager),
      ],
      [
        1,
        'Current sales leader above manager, a sales account manager, sales enablement/operations manager, or a sales manager before',
        (p) =>
          p.pastTitles.some(salesManager) ||
          cur(p, job('director of sales|sales director|head of sales|account manager|key account manager')) ||
          cur(p, VP_SALES) ||
          wordsNear(p.title, 'sales', 'manager', 2),
      ],
    ],
  },
  {
    id: 'sales-ae-saas-salesforce',
    family: 'sales',
    features: ['or', 'and', 'parentheses', 'phrase', 'abbreviation'],
    intent: 'A SaaS account executive who works in Salesforce.',
    filters: { keywords: '("account executive" OR ae) AND saas AND salesforce' },
    rubric: [
      [
        3,
        'Current account executive with SaaS sales and Salesforce',
        (p) => cur(p, AE) && anySkill(p, 'SaaS Sales') && salesforce(p),
      ],
      [
        2,
        'Current AE with one of them, or an AE before (still in sales) with both',
        (p) =>
          (cur(p, AE) && (anySkill(p, 'SaaS Sales') || salesforce(p))) ||
          (pastHere(p, AE, 'sales') && anySkill(p, 'SaaS Sales') && salesforce(p)),
      ],
      [
        1,
        'Current AE, or SaaS sales and Salesforce in a sales role',
        (p) => cur(p, AE) || (p.family === 'sales' && anySkill(p, 'SaaS Sales') && salesforce(p)),
      ],
    ],
  },
  {
    id: 'sales-sdr-bdr-london-filters',
    family: 'sales',
    features: ['titles', 'experience', 'radius'],
    intent: 'SDRs or BDRs within 50 miles of London with under four years of experience.',
    filters: {
      titles: ['Sales Development Representative', 'Business Development Representative'],
      experienceBands: ['0-2', '2-4'],
      locations: [near(PLACES.london, 50)],
    },
    rubric: [
      [
        3,
        'In range, current SDR or BDR, under 4 years',
        (p) => inLondonArea(p) && (cur(p, SDR) || cur(p, BDR)) && p.years < 4,
      ],
      [
        2,
        'In range, current SDR or BDR with 4+ years',
        (p) => inLondonArea(p) && (cur(p, SDR) || cur(p, BDR)),
      ],
      [
        1,
        'In range, inside sales rep under 4 years',
        (p) => inLondonArea(p) && cur(p, /inside sales rep/) && p.years < 4,
      ],
    ],
  },
  {
    id: 'sales-medical-device-rep-keywords',
    family: 'sales',
    features: ['keywords', 'abbreviation'],
    intent: 'A medical device sales representative ("rep").',
    filters: { keywords: 'medical device sales rep' },
    rubric: [
      [3, 'Current medical device sales representative', (p) => cur(p, MD_REP)],
      [
        2,
        'A medical device rep before (still in sales), or a current sales title with medical device sales',
        (p) => pastHere(p, MD_REP, 'sales') || (p.family === 'sales' && anySkill(p, 'Medical Device Sales')),
      ],
      [
        1,
        'Current pharmaceutical sales rep, medical device sales skills, or a medical device rep before',
        (p) => cur(p, PHARMA_REP) || anySkill(p, 'Medical Device Sales') || past(p, MD_REP),
      ],
    ],
  },
  {
    id: 'sales-pharma-reps-california-filters',
    family: 'sales',
    features: ['titles', 'location'],
    intent: 'Pharmaceutical sales representatives in California.',
    filters: { titles: ['Pharmaceutical Sales Representative'], locations: [{ region: 'US-CA' }] },
    rubric: [
      [3, 'In California, current pharmaceutical sales rep', (p) => inCalifornia(p) && cur(p, PHARMA_REP)],
      [
        2,
        'In California, current medical device rep (the nearest job)',
        (p) => inCalifornia(p) && cur(p, MD_REP),
      ],
      [
        1,
        'In California, a pharma rep before (the filter asks for the current title), or pharmaceutical sales skills',
        (p) => inCalifornia(p) && (past(p, PHARMA_REP) || anySkill(p, 'Pharmaceutical Sales')),
      ],
    ],
  },
  {
    id: 'sales-sdr-or-bdr-not-manager',
    family: 'sales',
    features: ['or', 'not', 'abbreviation'],
    intent: 'SDRs or BDRs, not their managers.',
    filters: { keywords: '(sdr OR bdr) NOT manager' },
    rubric: [
      [3, 'Current SDR or BDR', (p) => cur(p, SDR) || cur(p, BDR)],
      [
        2,
        'An SDR or BDR before, now in another non-manager sales role',
        (p) =>
          (past(p, SDR) || past(p, BDR)) &&
          p.family === 'sales' &&
          !/manager|director|vice president/.test(p.title),
      ],
      [1, 'Current inside sales rep', (p) => cur(p, /inside sales rep/)],
    ],
  },
];
