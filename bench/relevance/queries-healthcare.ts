// Nursing and healthcare queries. A recruiter reads "RN" as Registered Nurse and knows that a
// Critical Care or ER nurse is an RN; ICU is intensive/critical care; plurals mean the singular.
import {
  anySkill,
  cur,
  hasCert,
  hasEducation,
  type ProfileView,
  past,
  pastHere,
  type RelevanceQuery,
} from './rubric';

// A past title counts fully only while the person still works in healthcare (`pastHere`).
const HC = 'healthcare';

/** Registered-nurse roles: the title itself and the RN specialties (not LPN, CNA, NP or CRNA). */
const RN =
  /^(junior |associate |senior |lead )?(registered nurse|staff nurse|clinical nurse|(medical-surgical|critical care|icu|emergency room|er|operating room|labor and delivery|pediatric|nicu|oncology|psychiatric|travel|home health|hospice|charge) nurse|nurse case manager|nurse educator)$/;
const ANY_NURSE = /\bnurse\b|\bnursing\b/;
/**
 * Adult intensive care in the title or the skills ("ICU" is a way of writing Critical Care). A
 * neonatal ICU nurse holds Critical Care too, but a recruiter filling an ICU post grades NICU lower.
 */
const icu = (p: ProfileView) =>
  !/\bnicu\b|neonatal/.test(p.title) &&
  (/critical care|\bicu\b|intensive care/.test(p.title) || anySkill(p, 'Critical Care', 'ICU'));
const nicu = (p: ProfileView) => /\bnicu\b|neonatal/.test(p.title) || anySkill(p, 'Neonatal Intensive Care');
const inTexas = (p: ProfileView) => p.state === 'TX';
const PEDIATRIC_NURSE =
  /^(junior |associate |senior |lead )?(pediatric (nurse|rn|registered nurse)|peds nurse)$/;
const NP =
  /^(junior |associate |senior |lead )?((psychiatric |family )?nurse practitioner|psychiatric-mental health nurse practitioner|aprn|fnp)$/;
const LPN_CNA =
  /^(junior |associate |senior |lead )?(licensed (practical|vocational) nurse|lpn|lvn|certified nursing assistant|nursing assistant|nurse aide|cna)$/;
const TRAVEL = /^(junior |associate |senior |lead )?(travel (nurse|rn)|traveling nurse)$/;
const PHARMACIST = /^(junior |associate |senior |lead )?(clinical |staff |hospital )?pharmacist$/;

export const HEALTHCARE_QUERIES: readonly RelevanceQuery[] = [
  {
    id: 'nursing-rn-icu',
    family: 'nursing-healthcare',
    features: ['phrase', 'abbreviation'],
    intent: 'A registered nurse who works in intensive care.',
    filters: { keywords: '"registered nurse" icu' },
    rubric: [
      [3, 'Current RN role with ICU/critical care in the title or skills', (p) => cur(p, RN) && icu(p)],
      [
        2,
        'An RN before (not now, still in healthcare) with ICU, or a current RN with neonatal intensive care',
        (p) => (pastHere(p, RN, HC) && icu(p)) || (cur(p, RN) && nicu(p)),
      ],
      [
        1,
        'Current RN role without ICU, or an RN with ICU before who left healthcare',
        (p) => cur(p, RN) || (past(p, RN) && icu(p)),
      ],
    ],
  },
  {
    id: 'nursing-rn-abbrev-texas',
    family: 'nursing-healthcare',
    features: ['keywords', 'abbreviation', 'location'],
    intent: 'Registered nurses ("rn") in Texas.',
    filters: { keywords: 'rn', locations: [{ region: 'US-TX' }] },
    rubric: [
      [3, 'In Texas, current RN role', (p) => inTexas(p) && cur(p, RN)],
      [
        2,
        'In Texas, an RN before (still in healthcare), an RN-licensed nurse leader, or holding the NCLEX-RN licence',
        (p) =>
          inTexas(p) &&
          (pastHere(p, RN, HC) ||
            cur(p, /nurse manager|director of nursing|chief nursing/) ||
            hasCert(p, /nclex-rn/)),
      ],
      [
        1,
        'In Texas, another nursing title (LPN, NP, CNA ...), or an RN before',
        (p) => inTexas(p) && (cur(p, ANY_NURSE) || past(p, RN)),
      ],
    ],
  },
  {
    id: 'nursing-pediatric-nurses-plural',
    family: 'nursing-healthcare',
    features: ['keywords', 'plural'],
    intent: 'Pediatric nurses.',
    filters: { keywords: 'pediatric nurses' },
    rubric: [
      [3, 'Current pediatric nurse', (p) => cur(p, PEDIATRIC_NURSE)],
      [
        2,
        'Current NICU nurse, an RN with pediatric nursing, or a pediatric nurse before (still in healthcare)',
        (p) =>
          cur(p, /nicu nurse|neonatal/) ||
          (cur(p, RN) && anySkill(p, 'Pediatric Nursing')) ||
          pastHere(p, PEDIATRIC_NURSE, HC),
      ],
      [
        1,
        'A nurse with pediatrics or PALS, or a pediatric nurse before',
        (p) =>
          (cur(p, ANY_NURSE) && anySkill(p, 'Pediatrics', 'Pediatric Advanced Life Support')) ||
          past(p, PEDIATRIC_NURSE),
      ],
    ],
  },
  {
    id: 'nursing-nurse-near-icu',
    family: 'nursing-healthcare',
    features: ['proximity', 'abbreviation'],
    intent: 'An ICU nurse (nurse NEAR/3 icu).',
    filters: { keywords: 'nurse NEAR/3 icu' },
    rubric: [
      [3, 'Current nurse with ICU/critical care in the title or skills', (p) => cur(p, ANY_NURSE) && icu(p)],
      [
        2,
        'Current NICU nurse, or a nurse before with ICU (still in healthcare)',
        (p) => (cur(p, ANY_NURSE) && nicu(p)) || (pastHere(p, ANY_NURSE, HC) && icu(p)),
      ],
      [
        1,
        'Current nurse with ICU-adjacent skills (progressive care, ventilation), or a nurse with ICU before',
        (p) =>
          (cur(p, ANY_NURSE) && anySkill(p, 'Progressive Care', 'Mechanical Ventilation')) ||
          (past(p, ANY_NURSE) && icu(p)),
      ],
    ],
  },
  {
    id: 'nursing-np-masters-us-filters',
    family: 'nursing-healthcare',
    features: ['titles', 'education', 'location'],
    intent: "Nurse practitioners in the US with a master's degree.",
    filters: { titles: ['Nurse Practitioner'], educationLevels: ['master'], locations: [{ country: 'US' }] },
    rubric: [
      [
        3,
        "In the US, current nurse practitioner with a master's",
        (p) => p.countryCode === 'US' && cur(p, NP) && hasEducation(p, 'master'),
      ],
      [2, "In the US, current NP without a master's on record", (p) => p.countryCode === 'US' && cur(p, NP)],
      [
        1,
        "In the US with a master's, another advanced-practice nurse (CRNA, CNS, midwife) or an NP before",
        (p) =>
          p.countryCode === 'US' &&
          hasEducation(p, 'master') &&
          (past(p, NP) || cur(p, /nurse anesthetist|clinical nurse specialist|nurse midwife/)),
      ],
    ],
  },
  {
    id: 'nursing-travel-rn-telemetry',
    family: 'nursing-healthcare',
    features: ['or', 'and', 'parentheses', 'phrase', 'abbreviation'],
    intent: 'A travel RN with telemetry or med-surg experience.',
    filters: { keywords: '("travel nurse" OR "travel rn") AND (telemetry OR "med surg")' },
    rubric: [
      [
        3,
        'Current travel nurse with telemetry or medical-surgical nursing',
        (p) => cur(p, TRAVEL) && anySkill(p, 'Telemetry', 'Medical-Surgical Nursing'),
      ],
      [
        2,
        'Current travel nurse without them, or a travel nurse before (still in healthcare) with them',
        (p) =>
          cur(p, TRAVEL) || (pastHere(p, TRAVEL, HC) && anySkill(p, 'Telemetry', 'Medical-Surgical Nursing')),
      ],
      [
        1,
        'A staff RN with telemetry or med-surg (not travelling), or a travel nurse before',
        (p) => (cur(p, RN) && anySkill(p, 'Telemetry', 'Medical-Surgical Nursing')) || past(p, TRAVEL),
      ],
    ],
  },
  {
    id: 'healthcare-clinical-pharmacist-pharmd',
    family: 'nursing-healthcare',
    features: ['keywords', 'education'],
    intent: 'A clinical pharmacist holding a PharmD.',
    filters: { keywords: 'clinical pharmacist', educationLevels: ['pharmd'] },
    rubric: [
      [3, 'Current pharmacist with a PharmD', (p) => cur(p, PHARMACIST) && hasEducation(p, 'pharmd')],
      [
        2,
        'A pharmacist before with a PharmD, still in healthcare',
        (p) => pastHere(p, PHARMACIST, HC) && hasEducation(p, 'pharmd'),
      ],
      [1, 'A PharmD in another healthcare or research role', (p) => hasEducation(p, 'pharmd')],
    ],
  },
  {
    id: 'healthcare-lpn-or-cna',
    family: 'nursing-healthcare',
    features: ['or', 'abbreviation'],
    intent: 'Licensed practical nurses or certified nursing assistants.',
    filters: { keywords: 'lpn OR cna' },
    rubric: [
      [3, 'Current LPN/LVN or CNA', (p) => cur(p, LPN_CNA)],
      [
        2,
        'An LPN or CNA before (still in healthcare), or a current patient care technician',
        (p) => pastHere(p, LPN_CNA, HC) || cur(p, /patient care tech/),
      ],
      [
        1,
        'Current home health aide or medical assistant, or an LPN/CNA before',
        (p) => cur(p, /^(home health aide|medical assistant)$/) || past(p, LPN_CNA),
      ],
    ],
  },
];
