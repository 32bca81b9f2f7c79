// Legal queries. Attorney, lawyer and counsel name the same profession; "in-house" counsel work
// for a company, not a firm; "JD" is the law degree.
import {
  anySkill,
  cur,
  hasEducation,
  job,
  type ProfileView,
  past,
  pastHere,
  type RelevanceQuery,
  yearsBetween,
} from './rubric';

const LITIGATOR = job('litigation attorney|litigator|trial attorney|litigation associate|trial lawyer');
/** Anyone practising law, partners included. */
const LAWYER =
  /attorney|lawyer|counsel|solicitor|prosecutor|public defender|law firm partner|managing partner/;
const litigation = (p: ProfileView) => anySkill(p, 'Litigation', 'Civil Litigation', 'Commercial Litigation');
const IP_ATTORNEY = job(
  'intellectual property attorney|ip attorney|patent attorney|ip counsel|trademark attorney',
);
const ipSkills = (p: ProfileView) =>
  anySkill(p, 'Intellectual Property', 'Patent Law', 'Patent Prosecution', 'Trademarks');
const PARALEGAL = job(
  'paralegal|litigation paralegal|corporate paralegal|certified paralegal|legal specialist',
);
const IN_HOUSE = job(
  'corporate counsel|in-house counsel|legal counsel|commercial counsel|product counsel|staff counsel',
);
const IN_HOUSE_NEAR =
  /^(general counsel|deputy general counsel|associate general counsel|privacy counsel|government contracts counsel)$/;
const PRIVACY = job('privacy counsel|privacy attorney|data protection counsel|data protection officer');
const privacySkills = (p: ProfileView) =>
  anySkill(p, 'Privacy Law', 'General Data Protection Regulation', 'California Consumer Privacy Act');
/** A past title counts fully while the person still practises law. */
const pastLawyer = (p: ProfileView, re: RegExp) => past(p, re) && cur(p, LAWYER);
const lawFirm = (p: ProfileView) => p.industry === 'law practice';

export const LEGAL_QUERIES: readonly RelevanceQuery[] = [
  {
    id: 'legal-litigation-attorney-keywords',
    family: 'legal',
    features: ['keywords'],
    intent: 'A litigation attorney.',
    filters: { keywords: 'litigation attorney' },
    rubric: [
      [3, 'Current litigation attorney (litigator, trial attorney)', (p) => cur(p, LITIGATOR)],
      [
        2,
        'Another current lawyer who litigates, or a litigator before who still practises law',
        (p) => (cur(p, LAWYER) && litigation(p)) || pastLawyer(p, LITIGATOR),
      ],
      [
        1,
        'Another current lawyer, a paralegal who litigates, or a litigator before',
        (p) => cur(p, LAWYER) || (cur(p, PARALEGAL) && litigation(p)) || past(p, LITIGATOR),
      ],
    ],
  },
  {
    id: 'legal-ip-or-patent-counsel',
    family: 'legal',
    features: ['or', 'and', 'parentheses', 'phrase'],
    intent: 'An intellectual property or patent lawyer.',
    filters: { keywords: '("intellectual property" OR patent) AND (attorney OR counsel)' },
    rubric: [
      [3, 'Current IP or patent attorney', (p) => cur(p, IP_ATTORNEY)],
      [
        2,
        'Another current lawyer with IP/patent skills, or an IP attorney before who still practises law',
        (p) => (cur(p, LAWYER) && ipSkills(p)) || pastLawyer(p, IP_ATTORNEY),
      ],
      [
        1,
        'Current patent agent, IP skills in a legal role, or an IP attorney before',
        (p) =>
          cur(p, job('patent agent|registered patent agent')) ||
          (p.family === 'legal' && ipSkills(p)) ||
          past(p, IP_ATTORNEY),
      ],
    ],
  },
  {
    id: 'legal-paralegals-plural',
    family: 'legal',
    features: ['keywords', 'plural'],
    intent: 'Paralegals.',
    filters: { keywords: 'paralegals' },
    rubric: [
      [3, 'Current paralegal', (p) => cur(p, PARALEGAL)],
      [
        2,
        'A paralegal before (still in legal work), or a current legal assistant',
        (p) => pastHere(p, PARALEGAL, 'legal') || cur(p, job('legal assistant|legal secretary')),
      ],
      [
        1,
        'Current law clerk or e-discovery specialist, or a paralegal before',
        (p) =>
          cur(p, job('law clerk|e-discovery specialist|litigation support specialist')) || past(p, PARALEGAL),
      ],
    ],
  },
  {
    id: 'legal-in-house-or-corporate-counsel',
    family: 'legal',
    features: ['or', 'phrase'],
    intent: 'In-house (corporate) counsel.',
    filters: { keywords: '"in-house counsel" OR "corporate counsel"' },
    rubric: [
      [3, 'Current corporate / in-house counsel', (p) => cur(p, IN_HOUSE)],
      [
        2,
        'Current general, deputy, privacy or contracts counsel in-house, or corporate counsel before who still practises law',
        (p) => cur(p, IN_HOUSE_NEAR) || pastLawyer(p, IN_HOUSE),
      ],
      [
        1,
        'Current corporate attorney at a firm, or corporate counsel before',
        (p) => cur(p, job('corporate attorney|corporate lawyer|transactional attorney')) || past(p, IN_HOUSE),
      ],
    ],
  },
  {
    id: 'legal-privacy-counsel-proximity',
    family: 'legal',
    features: ['proximity', 'phrase'],
    intent: 'A privacy lawyer ("privacy counsel"~3).',
    filters: { keywords: '"privacy counsel"~3' },
    rubric: [
      [3, 'Current privacy counsel / attorney / data protection officer', (p) => cur(p, PRIVACY)],
      [
        2,
        'Another current lawyer with privacy law, or privacy counsel before who still practises law',
        (p) => (cur(p, LAWYER) && privacySkills(p)) || pastLawyer(p, PRIVACY),
      ],
      [
        1,
        'Privacy law skills in a legal or compliance role, or privacy counsel before',
        (p) => (p.family === 'legal' && privacySkills(p)) || past(p, PRIVACY),
      ],
    ],
  },
  {
    id: 'legal-jd-law-firm-mid-filters',
    family: 'legal',
    features: ['education', 'industry', 'experience'],
    intent: 'Mid-level lawyers at law firms: a JD, law practice, 4 to 8 years.',
    filters: { educationLevels: ['jd'], industries: ['Law Practice'], experienceBands: ['4-6', '6-8'] },
    rubric: [
      [
        3,
        'JD, at a law firm, 4-8 years, current lawyer title',
        (p) => hasEducation(p, 'jd') && lawFirm(p) && yearsBetween(p, 4, 8) && cur(p, LAWYER),
      ],
      [
        2,
        'JD at a law firm with 4-8 years in another title, or a lawyer there with 2-4 or 8-10 years',
        (p) =>
          hasEducation(p, 'jd') &&
          lawFirm(p) &&
          (yearsBetween(p, 4, 8) || (cur(p, LAWYER) && yearsBetween(p, 2, 10))),
      ],
      [
        1,
        'JD with 4-8 years at a legal services employer',
        (p) => hasEducation(p, 'jd') && yearsBetween(p, 4, 8) && p.industry === 'legal services',
      ],
    ],
  },
];
