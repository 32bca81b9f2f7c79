// Design and product queries. "UX" is user experience; a UX/UI Designer is a Product Designer;
// "product manag*" is product manager or product management.
import {
  anySkill,
  cur,
  hasCert,
  job,
  type ProfileView,
  past,
  pastHere,
  type RelevanceQuery,
  yearsBetween,
} from './rubric';

const UX_PRODUCT_DESIGNER = job(
  'ux designer|user experience designer|ux specialist|experience designer|product designer|digital product designer|ux/ui designer|ui/ux designer',
);
const OTHER_DIGITAL_DESIGNER = job(
  'ui designer|user interface designer|interaction designer|visual designer|ux researcher|design manager',
);
const uxSkill = (p: ProfileView) =>
  anySkill(p, 'User Experience Design', 'User Interface Design', 'Interaction Design');
const PRODUCT_DESIGNER = job('product designer|digital product designer|ux/ui designer|ui/ux designer');
const PRODUCT_MANAGER_TITLE = /product manager|product management/;
const roadmaps = (p: ProfileView) => anySkill(p, 'Product Roadmapping');
const PO_OR_SM = job(
  'product owner|digital product owner|agile product owner|scrum master|agile scrum master|scrum lead',
);
const agileOrJira = (p: ProfileView) => anySkill(p, 'Agile Methodologies', 'Scrum', 'Jira');
const GRAPHIC_DESIGNER = job('graphic designer|graphic artist|print designer');
const inUs = (p: ProfileView) => p.countryCode === 'US';

export const DESIGN_PRODUCT_QUERIES: readonly RelevanceQuery[] = [
  {
    id: 'design-ux-figma',
    family: 'design-product',
    features: ['or', 'and', 'parentheses', 'phrase', 'abbreviation'],
    intent: 'A UX designer who works in Figma.',
    filters: { keywords: '(ux OR "user experience") AND figma' },
    rubric: [
      [
        3,
        'Current UX or product designer with Figma',
        (p) => cur(p, UX_PRODUCT_DESIGNER) && anySkill(p, 'Figma'),
      ],
      [
        2,
        'Another digital designer with Figma and UX skills, or a UX/product designer without Figma',
        (p) =>
          (cur(p, OTHER_DIGITAL_DESIGNER) && anySkill(p, 'Figma') && uxSkill(p)) ||
          cur(p, UX_PRODUCT_DESIGNER),
      ],
      [
        1,
        'Figma with UX skills under any title, or a UX designer before',
        (p) => (anySkill(p, 'Figma') && uxSkill(p)) || past(p, UX_PRODUCT_DESIGNER),
      ],
    ],
  },
  {
    id: 'design-product-designer-senior-filters',
    family: 'design-product',
    features: ['titles', 'skills', 'seniority'],
    intent: 'Senior product designers who use Figma.',
    filters: { titles: ['Product Designer'], skills: ['Figma'], seniorities: ['senior'] },
    rubric: [
      [
        3,
        'Current product designer at senior level with Figma',
        (p) => cur(p, PRODUCT_DESIGNER) && p.level === 'senior' && anySkill(p, 'Figma'),
      ],
      [
        2,
        'Current product designer with Figma at another level, or a senior UX designer with Figma',
        (p) =>
          anySkill(p, 'Figma') &&
          (cur(p, PRODUCT_DESIGNER) || (cur(p, UX_PRODUCT_DESIGNER) && p.level === 'senior')),
      ],
      [1, 'A product designer before, with Figma', (p) => past(p, PRODUCT_DESIGNER) && anySkill(p, 'Figma')],
    ],
  },
  {
    id: 'product-manager-roadmap-wildcard',
    family: 'design-product',
    features: ['phrase', 'wildcard', 'and'],
    intent: 'A product manager who owns roadmaps ("product manag*" AND roadmap*).',
    filters: { keywords: '"product manag*" AND roadmap*' },
    rubric: [
      [
        3,
        'Current product manager title with roadmapping',
        (p) => cur(p, PRODUCT_MANAGER_TITLE) && roadmaps(p),
      ],
      [
        2,
        'Current product manager without roadmapping, a product owner with it, or a product manager before (still in product) with it',
        (p) =>
          cur(p, PRODUCT_MANAGER_TITLE) ||
          (roadmaps(p) &&
            (cur(p, job('product owner|product operations manager')) ||
              pastHere(p, PRODUCT_MANAGER_TITLE, 'product'))),
      ],
      [
        1,
        'Product management and roadmapping skills, any title',
        (p) => roadmaps(p) && (anySkill(p, 'Product Management') || past(p, PRODUCT_MANAGER_TITLE)),
      ],
    ],
  },
  {
    id: 'product-owner-or-scrum-master-agile',
    family: 'design-product',
    features: ['or', 'and', 'parentheses', 'phrase'],
    intent: 'A product owner or scrum master on agile teams (Jira, agile).',
    filters: { keywords: '("product owner" OR "scrum master") AND (jira OR agile)' },
    rubric: [
      [
        3,
        'Current product owner or scrum master with agile or Jira',
        (p) => cur(p, PO_OR_SM) && agileOrJira(p),
      ],
      [
        2,
        'Current PO or scrum master without them, or an agile coach, or a PO/SM before (still in product) with them',
        (p) =>
          cur(p, PO_OR_SM) ||
          (agileOrJira(p) && (cur(p, job('agile coach')) || pastHere(p, PO_OR_SM, 'product'))),
      ],
      [
        1,
        'A product or release manager with agile or Jira, a PO/SM before, or a PO/SM certification with agile',
        (p) =>
          (cur(p, /product manager|release manager/) && agileOrJira(p)) ||
          past(p, PO_OR_SM) ||
          (hasCert(p, /product owner|scrum ?master|\(cspo\)|\(csm\)|\(psm/) && agileOrJira(p)),
      ],
    ],
  },
  {
    id: 'design-graphic-designers-illustrator-plural',
    family: 'design-product',
    features: ['keywords', 'plural'],
    intent: 'Graphic designers who use Adobe Illustrator.',
    filters: { keywords: 'graphic designers adobe illustrator' },
    rubric: [
      [
        3,
        'Current graphic designer with Adobe Illustrator',
        (p) => cur(p, GRAPHIC_DESIGNER) && anySkill(p, 'Adobe Illustrator'),
      ],
      [
        2,
        'Current graphic designer without it, or a brand/visual designer or illustrator with it',
        (p) =>
          cur(p, GRAPHIC_DESIGNER) ||
          (cur(p, job('brand designer|visual designer|illustrator|art director')) &&
            anySkill(p, 'Adobe Illustrator')),
      ],
      [
        1,
        'A graphic designer before, or Illustrator with graphic design skills',
        (p) =>
          past(p, GRAPHIC_DESIGNER) || (anySkill(p, 'Adobe Illustrator') && anySkill(p, 'Graphic Design')),
      ],
    ],
  },
  {
    id: 'design-us-ux-designers-filters',
    family: 'design-product',
    features: ['titles', 'experience', 'location'],
    intent: 'UX or product designers in the US with 4 to 10 years of experience.',
    filters: {
      titles: ['UX Designer', 'Product Designer'],
      experienceBands: ['4-6', '6-8', '8-10'],
      locations: [{ country: 'US' }],
    },
    rubric: [
      [
        3,
        'In the US, current UX or product designer with 4-10 years',
        (p) => inUs(p) && cur(p, UX_PRODUCT_DESIGNER) && yearsBetween(p, 4, 10),
      ],
      [
        2,
        'In the US, a UX/product designer with other years, or a UI/interaction designer with 4-10',
        (p) =>
          inUs(p) &&
          (cur(p, UX_PRODUCT_DESIGNER) || (cur(p, OTHER_DIGITAL_DESIGNER) && yearsBetween(p, 4, 10))),
      ],
      [1, 'In the US, another designer', (p) => inUs(p) && p.family === 'design'],
    ],
  },
];
