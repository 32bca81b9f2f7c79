// Operations queries: supply chain, warehouse, projects, continuous improvement and leadership.
// "PMP" is the Project Management Professional certification, "COO" the Chief Operating Officer.
import { anySkill, cur, hasCert, job, type ProfileView, past, pastHere, type RelevanceQuery } from './rubric';

const SAP_OR_ORACLE = ['SAP ERP', 'SAP S/4HANA', 'SAP Materials Management', 'SAP Ariba', 'Oracle SCM Cloud'];
const SUPPLY_CHAIN_TITLE = /supply chain/;
const supplyChainSkills = (p: ProfileView) =>
  anySkill(p, 'Supply Chain Management', 'Supply Chain Planning', 'Sales and Operations Planning');
const SUPPLY_CHAIN_NEAR = job(
  'demand planner|buyer|procurement manager|logistics manager|logistics analyst|category manager|inventory analyst',
);
const WAREHOUSE = job(
  'warehouse associate|warehouse worker|material handler|forklift operator|order picker|fulfillment associate',
);
const PROJECT_MANAGER = /project manager/;
const PMP = /\(pmp\)|project management professional/;
const SIX_SIGMA_CERT = /six sigma/;
const manufacturing = (p: ProfileView) =>
  /manufacturing/.test(p.industry) || anySkill(p, 'Manufacturing Operations', 'Lean Manufacturing');
const sixSigma = (p: ProfileView) => anySkill(p, 'Six Sigma') || hasCert(p, SIX_SIGMA_CERT);
const IMPROVEMENT_TITLE = job(
  'quality engineer|continuous improvement manager|quality manager|operations manager|production supervisor|operational excellence manager|lean manager',
);
const OPS_MANAGER =
  /^(operations manager|operations supervisor|site operations manager|plant operations manager|branch manager)$/;
const COO = /^(chief operating officer|coo|chief operations officer|president and coo)$/;

export const OPERATIONS_QUERIES: readonly RelevanceQuery[] = [
  {
    id: 'ops-supply-chain-sap-oracle',
    family: 'operations',
    features: ['phrase', 'and', 'or', 'parentheses', 'abbreviation'],
    intent: 'Supply chain professionals who work in SAP or Oracle SCM.',
    filters: { keywords: '"supply chain" AND (sap OR "oracle scm")' },
    rubric: [
      [
        3,
        'Current supply chain title with SAP or Oracle SCM',
        (p) => cur(p, SUPPLY_CHAIN_TITLE) && anySkill(p, ...SAP_OR_ORACLE),
      ],
      [
        2,
        'Current supply chain title without them, or a planning/procurement/logistics title with supply chain management and SAP/Oracle',
        (p) =>
          cur(p, SUPPLY_CHAIN_TITLE) ||
          (cur(p, SUPPLY_CHAIN_NEAR) && supplyChainSkills(p) && anySkill(p, ...SAP_OR_ORACLE)),
      ],
      [
        1,
        'Supply chain management with SAP or Oracle SCM, any title',
        (p) => supplyChainSkills(p) && anySkill(p, ...SAP_OR_ORACLE),
      ],
    ],
  },
  {
    id: 'ops-warehouse-forklift-keywords',
    family: 'operations',
    features: ['keywords'],
    intent: 'A warehouse worker who drives a forklift.',
    filters: { keywords: 'warehouse forklift' },
    rubric: [
      [
        3,
        'Current warehouse associate with forklift operation',
        (p) => cur(p, WAREHOUSE) && anySkill(p, 'Forklift Operation'),
      ],
      [
        2,
        'Current warehouse associate without it, or another warehouse/logistics role with forklift operation',
        (p) =>
          cur(p, WAREHOUSE) ||
          ((/warehouse|logistics|shipping/.test(p.title) || pastHere(p, WAREHOUSE, 'operations')) &&
            anySkill(p, 'Forklift Operation')),
      ],
      [
        1,
        'Forklift or warehouse operations skills',
        (p) => anySkill(p, 'Forklift Operation', 'Warehouse Operations'),
      ],
    ],
  },
  {
    id: 'ops-project-manager-pmp',
    family: 'operations',
    features: ['phrase', 'and', 'abbreviation'],
    intent: 'A project manager with the PMP.',
    filters: { keywords: '"project manager" AND pmp' },
    rubric: [
      [3, 'Current project manager holding the PMP', (p) => cur(p, PROJECT_MANAGER) && hasCert(p, PMP)],
      [
        2,
        'Current program manager or project coordinator with the PMP, or a project manager before with it',
        (p) => hasCert(p, PMP) && (cur(p, /program manager|project coordinator/) || past(p, PROJECT_MANAGER)),
      ],
      [
        1,
        'Current project manager without the PMP, or the PMP under another title',
        (p) => cur(p, PROJECT_MANAGER) || hasCert(p, PMP),
      ],
    ],
  },
  {
    id: 'ops-six-sigma-manufacturing',
    family: 'operations',
    features: ['phrase', 'or', 'and', 'parentheses'],
    intent: 'A (lean) six sigma practitioner in manufacturing.',
    filters: { keywords: '("lean six sigma" OR "six sigma") AND manufacturing' },
    rubric: [
      [
        3,
        'Current quality/improvement/operations title with six sigma, in manufacturing',
        (p) => cur(p, IMPROVEMENT_TITLE) && sixSigma(p) && manufacturing(p),
      ],
      [2, 'Six sigma and manufacturing, any title', (p) => sixSigma(p) && manufacturing(p)],
      [1, 'Six sigma without manufacturing', (p) => sixSigma(p)],
    ],
  },
  {
    id: 'ops-operations-managers-us-filters',
    family: 'operations',
    features: ['titles', 'experience', 'location'],
    intent: 'Experienced operations managers (8+ years) in the US.',
    filters: {
      titles: ['Operations Manager'],
      experienceBands: ['8-10', '10+'],
      locations: [{ country: 'US' }],
    },
    rubric: [
      [
        3,
        'In the US, current operations manager with 8+ years',
        (p) => p.countryCode === 'US' && cur(p, OPS_MANAGER) && p.years >= 8,
      ],
      [
        2,
        'In the US, current operations manager with 6-8 years',
        (p) => p.countryCode === 'US' && cur(p, OPS_MANAGER) && p.years >= 6,
      ],
      [
        1,
        'In the US with 8+ years, another operations manager title, or an operations manager before',
        (p) =>
          p.countryCode === 'US' &&
          p.years >= 8 &&
          (past(p, OPS_MANAGER) ||
            cur(
              p,
              /^(warehouse|logistics|supply chain|procurement|facilities|quality|ehs) manager$|^production supervisor$/,
            )),
      ],
    ],
  },
  {
    id: 'ops-coo-abbrev',
    family: 'operations',
    features: ['keywords', 'abbreviation'],
    intent: 'A COO.',
    filters: { keywords: 'coo' },
    rubric: [
      [3, 'Current chief operating officer', (p) => cur(p, COO)],
      [
        2,
        'A COO before (still in operations), or a current VP of Operations',
        (p) =>
          pastHere(p, COO, 'operations') || cur(p, /^(senior )?(vice president|vp|svp),? (of )?operations$/),
      ],
      [
        1,
        'Current director of operations or general manager, or a COO before in another field',
        (p) => cur(p, /^(director of operations|operations director|general manager)$/) || past(p, COO),
      ],
    ],
  },
];
