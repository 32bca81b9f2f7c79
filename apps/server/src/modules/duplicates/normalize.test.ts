import { describe, expect, it } from 'vitest';
import { matchKeysOf } from './match-keys';
import {
  companyKey,
  nameCompanyKey,
  nameKey,
  nameTokens,
  normalizeEmail,
  normalizePhone,
  normalizeProfileUrl,
} from './normalize';
import { jaroWinkler, nameSimilarity, SIMILAR_NAME_THRESHOLD } from './similarity';

describe('email', () => {
  it('trims and lower-cases', () => {
    expect(normalizeEmail('  Anna.Lee@Example.COM ')).toBe('anna.lee@example.com');
  });
  it('drops dots and +tags for Gmail only', () => {
    expect(normalizeEmail('Anna.Lee+jobs@googlemail.com')).toBe('annalee@gmail.com');
    expect(normalizeEmail('a.n.n.a.lee@gmail.com')).toBe('annalee@gmail.com');
    expect(normalizeEmail('anna.lee+x@example.com')).toBe('anna.lee+x@example.com');
  });
  it('gives no key for what is not an address', () => {
    for (const bad of [
      '',
      'anna',
      '@example.com',
      'anna@',
      'anna@localhost',
      'an na@example.com',
      '+x@gmail.com',
    ])
      expect(normalizeEmail(bad)).toBeNull();
  });
});

describe('phone', () => {
  it('reads international and national numbers into E.164', () => {
    expect(normalizePhone('+1 (415) 555-0123')).toBe('+14155550123');
    expect(normalizePhone('415.555.0123', 'US')).toBe('+14155550123');
    expect(normalizePhone('020 7946 0958', 'gb')).toBe('+442079460958');
    expect(normalizePhone('0044 20 7946 0958')).toBe('+442079460958');
  });
  it('gives no key for a national number without a country, or for junk', () => {
    expect(normalizePhone('415 555 0123')).toBeNull();
    expect(normalizePhone('12345', 'US')).toBeNull();
    expect(normalizePhone('call me maybe', 'US')).toBeNull();
    expect(normalizePhone('', 'US')).toBeNull();
  });
});

describe('profile URL', () => {
  it('keeps host and path, drops scheme, www, case, query and trailing slash', () => {
    expect(normalizeProfileUrl('https://www.LinkedIn.com/in/Anna-Lee/?trk=abc')).toBe(
      'linkedin.com/in/anna-lee',
    );
    expect(normalizeProfileUrl('linkedin.com/in/anna-lee')).toBe('linkedin.com/in/anna-lee');
    expect(normalizeProfileUrl('http://uk.linkedin.com/in/anna-lee/details/skills')).toBe(
      'linkedin.com/in/anna-lee',
    );
    expect(normalizeProfileUrl('https://github.com/AnnaLee#readme')).toBe('github.com/annalee');
  });
  it('gives no key for a bare network home page or something that is not a web address', () => {
    expect(normalizeProfileUrl('https://www.linkedin.com/')).toBeNull();
    expect(normalizeProfileUrl('https://linkedin.com/company/acme')).toBeNull();
    expect(normalizeProfileUrl('javascript:alert(1)')).toBeNull();
    expect(normalizeProfileUrl('not a url')).toBeNull();
  });
});

describe('name and company', () => {
  it('sorts folded name tokens, so order, case, accents and titles do not matter', () => {
    expect(nameKey('Lee Anna')).toBe(nameKey('anna LEE'));
    expect(nameKey('Dr. José  Núñez Jr.')).toBe('jose nunez');
    expect(nameKey("Łukasz O'Brien")).toBe('lukasz obrien');
    expect(nameKey('Lee, Anna')).toBe('anna lee');
  });
  it('drops legal forms from companies', () => {
    expect(companyKey('Acme, Inc.')).toBe('acme');
    expect(companyKey('ACME LLC')).toBe('acme');
    expect(companyKey('The Acme Corp')).toBe('acme');
    expect(companyKey('Müller GmbH')).toBe('muller');
    expect(companyKey('Procter & Gamble Co.')).toBe('procter and gamble');
  });
  it('needs both a full name and a company', () => {
    expect(nameCompanyKey('Anna Lee', 'Acme Inc')).toBe('acme|anna lee');
    expect(nameCompanyKey('Lee Anna', 'acme')).toBe('acme|anna lee');
    expect(nameCompanyKey('Anna', 'Acme')).toBeNull();
    expect(nameCompanyKey('Anna Lee', '')).toBeNull();
  });
});

describe('matchKeysOf', () => {
  it('gives one key per distinct identity, by kind', () => {
    const keys = matchKeysOf({
      fullName: 'Anna Lee',
      company: 'Acme Inc',
      emails: ['Anna@Example.com', 'anna@example.com ', 'bad'],
      phones: ['(415) 555-0123', '+14155550123'],
      profileUrls: ['linkedin.com/in/annalee'],
      countryCode: 'US',
    });
    expect(keys).toEqual([
      { kind: 1, key: 'anna@example.com' },
      { kind: 2, key: '+14155550123' },
      { kind: 3, key: 'linkedin.com/in/annalee' },
      { kind: 4, key: 'acme|anna lee' },
    ]);
  });
  it('gives nothing for an empty identity', () => {
    expect(matchKeysOf({})).toEqual([]);
  });
});

describe('similarity', () => {
  it('Jaro-Winkler matches the textbook values', () => {
    expect(jaroWinkler('martha', 'marhta')).toBeCloseTo(0.961, 3);
    expect(jaroWinkler('dixon', 'dicksonx')).toBeCloseTo(0.813, 3);
    expect(jaroWinkler('abc', 'abc')).toBe(1);
    expect(jaroWinkler('abc', 'xyz')).toBe(0);
    expect(jaroWinkler('', 'abc')).toBe(0);
  });
  const sim = (a: string, b: string) => nameSimilarity(nameTokens(a), nameTokens(b));
  it('scores typos, swapped order and a missing middle name as the same person', () => {
    expect(sim('Jonathan Smith', 'Jonathan Smtih')).toBeGreaterThanOrEqual(SIMILAR_NAME_THRESHOLD);
    expect(sim('Smith Jonathan', 'Jonathan Smith')).toBe(1);
    expect(sim('Maria Lopez', 'Maria Lopes')).toBeGreaterThanOrEqual(SIMILAR_NAME_THRESHOLD);
    expect(sim('Anna Marie Lee', 'Anna Lee')).toBeGreaterThanOrEqual(SIMILAR_NAME_THRESHOLD);
    expect(sim('Priya Raghunathan', 'Priya Ragunathan')).toBeGreaterThanOrEqual(SIMILAR_NAME_THRESHOLD);
  });
  it('keeps different people apart even with a shared first or last name', () => {
    expect(sim('Anna Lee', 'Anna Kim')).toBeLessThan(SIMILAR_NAME_THRESHOLD);
    expect(sim('Anna Lee', 'Mark Lee')).toBeLessThan(SIMILAR_NAME_THRESHOLD);
    expect(sim('John Smith', 'Joan Smythe')).toBeLessThan(SIMILAR_NAME_THRESHOLD);
    expect(sim('Wei Zhang', 'Wei Wang')).toBeLessThan(SIMILAR_NAME_THRESHOLD);
  });
});
