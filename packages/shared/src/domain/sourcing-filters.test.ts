import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CLEARANCE_TYPE_OPTIONS,
  COMPANY_SIZE_BANDS,
  COMPANY_TYPE_OPTIONS,
  FUNDING_STAGE_OPTIONS,
} from './company-filters';
import {
  ACTIVITY_LEVEL_OPTIONS,
  CONTACT_FILTER_OPTIONS,
  DIVERSITY_OPTIONS,
  diversityOptionsFor,
  EDUCATION_LEVEL_OPTIONS,
  EXPERIENCE_BANDS,
  isInBand,
  LANGUAGE_PROFICIENCY_OPTIONS,
  RADIUS_OPTIONS,
  RECENCY_OPTIONS,
  RECENCY_OPTIONS_BOUNDED,
  RECENCY_PRESET_DAYS,
  RECENCY_PRESET_DAYS_BOUNDED,
  radiusMilesToKm,
  SAMPLE_SEARCH_RADIUS_KM,
  SENIORITY_OPTIONS,
  TENURE_BANDS,
  US_WORK_AUTHORIZATION_FILTER_TEXT,
  YEAR_LIST_SPAN,
  yearOptions,
} from './sourcing-filters';

const values = (options: readonly { value: unknown }[]) => options.map((option) => option.value);
const labels = (options: readonly { label: string }[]) => options.map((option) => option.label);

describe('radius', () => {
  it('pairs each mile option with its km value', () => {
    expect(RADIUS_OPTIONS.map((option) => [option.miles, option.km])).toEqual([
      [5, 8],
      [10, 16],
      [15, 25],
      [30, 50],
      [50, 80],
      [100, 160],
    ]);
    expect(radiusMilesToKm(50)).toBe(SAMPLE_SEARCH_RADIUS_KM);
    expect(radiusMilesToKm(7)).toBeUndefined();
  });

  it('km values are the miles converted to round figures, within 5%', () => {
    for (const option of RADIUS_OPTIONS) {
      expect(Math.abs(option.km / (option.miles * 1.609344) - 1)).toBeLessThan(0.05);
    }
  });
});

describe('candidate option lists', () => {
  it('match the spec', () => {
    expect(ACTIVITY_LEVEL_OPTIONS).toEqual([
      { value: 1, label: 'No Activity Recorded' },
      { value: 2, label: 'Somewhat Active' },
      { value: 3, label: 'Active' },
      { value: 4, label: 'Very Active' },
    ]);
    expect(values(SENIORITY_OPTIONS)).toEqual(['junior', 'senior', 'manager', 'director', 'executive']);
    expect(values(EDUCATION_LEVEL_OPTIONS)).toEqual([
      'high_school',
      'associate',
      'bachelor',
      'master',
      'ph.d',
      'jd',
      'md',
      'do',
      'mba',
      'pharmd',
    ]);
    expect(values(LANGUAGE_PROFICIENCY_OPTIONS)).toEqual([1, 2, 3, 4, 5]);
    expect(LANGUAGE_PROFICIENCY_OPTIONS[0].label).toBe('Limited');
    expect(LANGUAGE_PROFICIENCY_OPTIONS[4].label).toBe('Native');
    expect(values(CONTACT_FILTER_OPTIONS)).toEqual(['has_contact_info', 'has_personal_email']);
    expect(US_WORK_AUTHORIZATION_FILTER_TEXT).toBe('Candidates With U.S. Work Authorization');
  });

  it('flags only lgbt and asian-american among diversity options', () => {
    expect(values(DIVERSITY_OPTIONS)).toEqual([
      'women',
      'african-american',
      'hispanic',
      'veteran',
      'native-american',
      'lgbt',
      'asian-american',
    ]);
    expect(DIVERSITY_OPTIONS.filter((option) => option.featureFlagged).map((option) => option.value)).toEqual(
      ['lgbt', 'asian-american'],
    );
    expect(values(diversityOptionsFor(false))).not.toContain('lgbt');
    expect(diversityOptionsFor(true)).toHaveLength(7);
  });

  it('has both recency preset lists', () => {
    expect(RECENCY_PRESET_DAYS).toEqual([0, 1, 7, 30, 90, 180, 360]);
    expect(RECENCY_PRESET_DAYS_BOUNDED).toEqual([1, 7, 30, 90, 180, 360]);
    expect(values(RECENCY_OPTIONS)).toEqual([...RECENCY_PRESET_DAYS]);
    expect(values(RECENCY_OPTIONS_BOUNDED)).toEqual([...RECENCY_PRESET_DAYS_BOUNDED]);
    expect(new Set(labels(RECENCY_OPTIONS)).size).toBe(RECENCY_OPTIONS.length);
  });
});

describe('numeric bands', () => {
  it('use the spec band values', () => {
    expect(values(EXPERIENCE_BANDS)).toEqual(['0-2', '2-4', '4-6', '6-8', '8-10', '10+']);
    expect(values(TENURE_BANDS)).toEqual(['<0.5', '0.5-1', '1-2', '2-4', '4+']);
    expect(values(COMPANY_SIZE_BANDS)).toEqual([
      '1-50',
      '51-200',
      '201-500',
      '501-1000',
      '1001-5000',
      '5001-10000',
      '10001+',
    ]);
  });

  it.each([
    ['experience', EXPERIENCE_BANDS],
    ['tenure', TENURE_BANDS],
    ['company size', COMPANY_SIZE_BANDS],
  ] as const)('%s bands are contiguous and end open', (_name, bands) => {
    for (let index = 1; index < bands.length; index++) {
      expect(bands[index]?.min).toBe(bands[index - 1]?.max);
    }
    expect(bands.at(-1)?.max).toBeNull();
  });

  it('puts every value in exactly one band, boundaries included', () => {
    for (const value of [0, 1.99, 2, 4, 9.99, 10, 45]) {
      expect(EXPERIENCE_BANDS.filter((band) => isInBand(band, value))).toHaveLength(1);
    }
    expect(EXPERIENCE_BANDS.find((band) => isInBand(band, 2))?.value).toBe('2-4');
    expect(TENURE_BANDS.find((band) => isInBand(band, 0.49))?.value).toBe('<0.5');
    expect(TENURE_BANDS.find((band) => isInBand(band, 0.5))?.value).toBe('0.5-1');
    expect(COMPANY_SIZE_BANDS.find((band) => isInBand(band, 50))?.value).toBe('1-50');
    expect(COMPANY_SIZE_BANDS.find((band) => isInBand(band, 51))?.value).toBe('51-200');
    expect(COMPANY_SIZE_BANDS.find((band) => isInBand(band, 10_000))?.value).toBe('5001-10000');
    expect(COMPANY_SIZE_BANDS.find((band) => isInBand(band, 10_001))?.value).toBe('10001+');
    expect(COMPANY_SIZE_BANDS.some((band) => isInBand(band, 0))).toBe(false);
  });
});

describe('company options', () => {
  it('list funding stages Seed, Series A to H, IPO and ICO', () => {
    expect(labels(FUNDING_STAGE_OPTIONS)).toEqual([
      'Seed',
      'Series A',
      'Series B',
      'Series C',
      'Series D',
      'Series E',
      'Series F',
      'Series G',
      'Series H',
      'IPO',
      'Initial Coin Offering',
    ]);
  });

  it('list the six company types', () => {
    expect(labels(COMPANY_TYPE_OPTIONS)).toEqual([
      'Fortune Global 500',
      'Fortune U.S. 1000',
      'Unicorn',
      'Public',
      'Private',
      'Government',
    ]);
  });

  it('have 12 distinct clearance types including Top Secret', () => {
    expect(CLEARANCE_TYPE_OPTIONS).toHaveLength(12);
    expect(labels(CLEARANCE_TYPE_OPTIONS)).toContain('Top Secret');
    expect(new Set(values(CLEARANCE_TYPE_OPTIONS)).size).toBe(12);
  });
});

describe('yearOptions', () => {
  it('goes back 50 years, newest first', () => {
    const years = yearOptions(2026);
    expect(YEAR_LIST_SPAN).toBe(50);
    expect(years[0]).toEqual({ value: 2026, label: '2026' });
    expect(years.at(-1)?.value).toBe(1976);
    expect(years).toHaveLength(51);
  });
});

describe('band properties', () => {
  it('every non-negative value falls in exactly one experience and one tenure band', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 80, noNaN: true }), (years) => {
        const experience = EXPERIENCE_BANDS.filter((band) => isInBand(band, years));
        const tenure = TENURE_BANDS.filter((band) => isInBand(band, years));
        return experience.length === 1 && tenure.length === 1;
      }),
    );
  });

  it('every headcount of at least 1 falls in exactly one company-size band', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5_000_000 }), (headcount) => {
        return COMPANY_SIZE_BANDS.filter((band) => isInBand(band, headcount)).length === 1;
      }),
    );
  });
});
