/**
 * The long tail of employers: most people work at companies nobody outside their town has heard
 * of. These are invented (two-part names such as "Harborline Analytics") with an industry, a size
 * band and, for young tech companies, a funding stage; their domains are under example.com so
 * no real company is implied.
 */
import type { CompanySizeBand, FundingStage } from '@talentbase/shared/domain/company-filters';
import type { CompanyDef } from '../taxonomy/companies';
import { INDUSTRIES } from '../taxonomy/industries';
import { type Random, WeightedPicker } from './random';

const FIRST = [
  'Harbor',
  'North',
  'Blue',
  'Silver',
  'Granite',
  'Cedar',
  'Maple',
  'Summit',
  'River',
  'Bright',
  'Clear',
  'Iron',
  'Pine',
  'Oak',
  'Lake',
  'Stone',
  'Sky',
  'Red',
  'Golden',
  'Evergreen',
  'Prairie',
  'Coastal',
  'Highland',
  'Meridian',
  'Beacon',
  'Keystone',
  'Pioneer',
  'Liberty',
  'Union',
  'Sterling',
  'Crescent',
  'Lumen',
  'Vertex',
  'Nimbus',
  'Quanta',
  'Helix',
  'Orbit',
  'Nova',
  'Arbor',
  'Willow',
  'Falcon',
  'Aspen',
  'Copper',
  'Anchor',
  'Compass',
  'Harvest',
  'Atlas',
  'Tidal',
  'Polar',
  'Ember',
  'Juniper',
  'Sage',
  'Birch',
  'Westbrook',
  'Eastgate',
  'Southfield',
  'Fairview',
  'Brookside',
  'Ridgeway',
  'Lakeshore',
  'Kingsley',
];
const SECOND = [
  'line',
  'point',
  'path',
  'field',
  'bridge',
  'stone',
  'wave',
  'light',
  'works',
  'gate',
  'view',
  'crest',
  'spring',
  'wood',
  'way',
  'ridge',
  'mark',
  'port',
  'stack',
  'shift',
  'loop',
  'grid',
  'forge',
  'leaf',
];
const SUFFIX_BY_KEYWORD: readonly [RegExp, readonly string[]][] = [
  [
    /software|internet|it services|data|security|technology/i,
    ['Analytics', 'Labs', 'Software', 'Systems', 'Technologies', 'AI', 'Cloud', 'Data'],
  ],
  [
    /hospital|health|medical|pharma|biotech/i,
    ['Health', 'Medical Group', 'Clinic', 'Care', 'Therapeutics', 'Bio'],
  ],
  [/game/i, ['Games', 'Studios', 'Interactive', 'Entertainment']],
  [/architecture|construction|design/i, ['Architects', 'Design Studio', 'Partners', 'Builders']],
  [/legal|law/i, ['Law Group', 'Legal', 'LLP']],
  [/financ|bank|insurance|account|invest/i, ['Capital', 'Financial', 'Advisors', 'Partners', 'Credit Union']],
  [/education|school|university|e-learning/i, ['Academy', 'Learning', 'Education', 'Institute']],
  [/market|advertis|media/i, ['Media', 'Creative', 'Agency', 'Digital']],
  [/staffing|recruit|human resources/i, ['Talent', 'Staffing', 'People']],
  [/retail|consumer|food|beverage/i, ['Goods', 'Market', 'Brands', 'Co.']],
  [/manufactur|logistic|transport|supply/i, ['Industries', 'Logistics', 'Manufacturing', 'Supply']],
];
const DEFAULT_SUFFIXES = ['Group', 'Solutions', 'Partners', 'Inc.', 'Co.'];

const SIZE_WEIGHTS: readonly [CompanySizeBand, number][] = [
  ['1-50', 40],
  ['51-200', 30],
  ['201-500', 15],
  ['501-1000', 8],
  ['1001-5000', 6],
  ['5001-10000', 1],
];
const FUNDING: readonly FundingStage[] = [
  'seed',
  'series_a',
  'series_a',
  'series_b',
  'series_b',
  'series_c',
  'series_d',
];
const HQ = [
  ['Austin', 'US'],
  ['Denver', 'US'],
  ['Boston', 'US'],
  ['Chicago', 'US'],
  ['Seattle', 'US'],
  ['Atlanta', 'US'],
  ['Columbus', 'US'],
  ['Raleigh', 'US'],
  ['Phoenix', 'US'],
  ['Minneapolis', 'US'],
  ['Toronto', 'CA'],
  ['London', 'GB'],
  ['Manchester', 'GB'],
  ['Berlin', 'DE'],
  ['Bengaluru', 'IN'],
  ['Sydney', 'AU'],
  ['Dublin', 'IE'],
] as const;

function slug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export function buildExtraCompanies(random: Random, count: number): CompanyDef[] {
  const sizes = new WeightedPicker(
    SIZE_WEIGHTS.map(([band]) => band),
    SIZE_WEIGHTS.map(([, w]) => w),
  );
  const seen = new Set<string>();
  const out: CompanyDef[] = [];
  // Bounded attempts: the name space (60 x 24 x suffixes) is far larger than any count we ask for.
  for (let attempt = 0; out.length < count && attempt < count * 20; attempt++) {
    const industry = random.pick(INDUSTRIES);
    const suffixes = SUFFIX_BY_KEYWORD.find(([re]) => re.test(industry.name))?.[1] ?? DEFAULT_SUFFIXES;
    const base = `${random.pick(FIRST)}${random.pick(SECOND)}`;
    const name = `${base} ${random.pick(suffixes)}`;
    if (seen.has(name.toLowerCase())) continue;
    seen.add(name.toLowerCase());
    const sizeBand = sizes.pick(random);
    const young = /software|internet|technology|data|biotech|fintech|security|ai/i.test(industry.name);
    const [city, country] = random.pick(HQ);
    out.push({
      name,
      domain: `${slug(name)}.example.com`,
      industry: industry.name,
      sizeBand,
      fundingStage: young && random.chance(0.6) ? random.pick(FUNDING) : null,
      types: ['private'],
      hq: { city, country },
      families: industry.families,
    });
  }
  return out;
}
