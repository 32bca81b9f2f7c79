/**
 * Every filter of candidate search against fixture people whose expected results are known:
 * each search adds the keyword `tbfixture` (only fixtures carry it) to one filter and must return
 * exactly the fixtures that filter selects, for the demo recruiter of the pro team.
 */
import type { SearchFilters } from '@talentbase/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSearchTestApp, type SearchTestApp } from '../../test/search-app';
import { CITIES } from '../../test/talent-fixture';
import { TestClient } from '../../test/test-app';
import { compileFilters } from './filter-compiler';
import { SearchContext } from './search-context';
import { FIXTURES } from './search-fixtures';
import { SqlParams } from './sql-params';

let t: SearchTestApp;
let recruiter: TestClient;

beforeAll(async () => {
  t = await createSearchTestApp(FIXTURES);
  recruiter = new TestClient(t.app);
  await recruiter.login('demo@talentbase.dev');
}, 120_000);
afterAll(() => t.close());

async function search(filters: SearchFilters, extra: Record<string, unknown> = {}, client = recruiter) {
  const res = await client.post('/api/tb-v2/v1/sourcing/search', {
    filters: { keywords: 'tbfixture', ...filters },
    limit: 50,
    record: false,
    facets: false,
    ...extra,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

async function names(filters: SearchFilters, extra: Record<string, unknown> = {}, client = recruiter) {
  const body = await search(filters, extra, client);
  return (body.hits as { fullName: string }[]).map((h) => h.fullName.split(' ')[0]).sort();
}

const VISIBLE_TO_PRO = ['Avery', 'Blake', 'Casey', 'Devon', 'Emery', 'Finley'];

describe('baseline', () => {
  it('finds every fixture the team may see, and its own candidate but not another team\u2019s', async () => {
    expect(await names({})).toEqual(VISIBLE_TO_PRO);
  });

  it('the other team sees its own candidate instead', async () => {
    const other = new TestClient(t.app);
    await other.login('growth.recruiter@talentbase.dev');
    expect(await names({}, {}, other)).toEqual(['Avery', 'Blake', 'Casey', 'Devon', 'Emery', 'Gray']);
  });
});

describe('job titles', () => {
  it('current title, also written with a level or as a synonym', async () => {
    expect(await names({ titles: ['Software Engineer'] })).toEqual(['Avery', 'Finley']);
    expect(await names({ titles: ['Software Developer'] })).toEqual(['Avery', 'Finley']);
    expect(await names({ titles: ['Sr. Software Engineer'] })).toEqual(['Avery', 'Finley']);
  });

  it('past titles, and current or past', async () => {
    expect(await names({ titles: ['Software Engineer'], titleScope: 'past' })).toEqual(['Blake', 'Emery']);
    expect(await names({ titles: ['Software Engineer'], titleScope: 'current_or_past' })).toEqual([
      'Avery',
      'Blake',
      'Emery',
      'Finley',
    ]);
  });

  it('several titles are alternatives; excluded titles are left out', async () => {
    expect(await names({ titles: ['Registered Nurse', 'Account Executive'] })).toEqual(['Casey', 'Devon']);
    expect(await names({ excludeTitles: ['Software Engineer', 'Registered Nurse'] })).toEqual([
      'Blake',
      'Devon',
      'Emery',
    ]);
  });

  it('an unknown title is matched as words in titles, with a warning', async () => {
    const body = await search({ titles: ['Account Exec Extraordinaire'] });
    expect(body.hits).toHaveLength(0);
    expect(body.warnings.join(' ')).toContain('Not a job title we know');
  });
});

describe('skills', () => {
  it('mandatory skills are all required, synonyms included', async () => {
    expect(await names({ skills: ['JavaScript'] })).toEqual(['Avery']);
    expect(await names({ skills: ['k8s'] })).toEqual(['Avery', 'Emery']);
    expect(await names({ skills: ['Kubernetes', 'Java'] })).toEqual(['Emery']);
    expect(await names({ skills: ['Amazon Web Services', 'Python'] })).toEqual(['Blake']);
  });

  it('nice-to-have skills filter nothing but rank holders first and say so', async () => {
    const body = await search({ niceToHaveSkills: ['React', 'Java'] });
    const order = (body.hits as { fullName: string }[]).map((h) => h.fullName.split(' ')[0]);
    expect(order).toHaveLength(VISIBLE_TO_PRO.length);
    expect(['Avery', 'Emery']).toContain(order[0]);
    const avery = body.hits.find((h: { fullName: string }) => h.fullName.startsWith('Avery'));
    expect(avery.match.matchedNiceToHave).toEqual(['React']);
    expect(avery.match.missingSkills).toEqual(['Java']);
  });
});

describe('location', () => {
  it('a city, a radius in miles or km, a state, a country', async () => {
    expect(await names({ locations: [{ city: CITIES.austin.id }] })).toEqual(['Avery', 'Finley']);
    // Round Rock is 27 km from Austin: outside 15 miles (25 km), inside 30 miles (50 km).
    expect(
      await names({ locations: [{ city: CITIES.austin.id, radius: { unit: 'mi', value: 15 } }] }),
    ).toEqual(['Avery', 'Finley']);
    expect(
      await names({ locations: [{ city: CITIES.austin.id, radius: { unit: 'mi', value: 30 } }] }),
    ).toEqual(['Avery', 'Blake', 'Finley']);
    // Houston is 235 km away.
    expect(
      await names({ locations: [{ city: CITIES.austin.id, radius: { unit: 'km', value: 160 } }] }),
    ).not.toContain('Casey');
    expect(await names({ locations: [{ region: 'US-TX' }] })).toEqual(['Avery', 'Blake', 'Casey', 'Finley']);
    expect(await names({ locations: [{ country: 'GB' }, { country: 'CA' }] })).toEqual(['Devon', 'Emery']);
  });

  it("a skill within a radius: the skill holders inside the circle, another team's never", async () => {
    const within = (skills: string[], mi: number) =>
      names({ skills, locations: [{ city: CITIES.austin.id, radius: { unit: 'mi', value: mi } }] });
    expect(await within(['Python'], 15)).toEqual([]);
    expect(await within(['Python'], 30)).toEqual(['Blake']);
    expect(await within(['k8s'], 30)).toEqual(['Avery']);
    expect(await within(['Go'], 100)).toEqual(['Finley']);
  });

  it('skill-area codes alone find the skill holders of the circle at the band asked for', async () => {
    const ctx = new SearchContext(t.db.db);
    const narrowingCodes = async (filters: SearchFilters) => {
      const compiled = await compileFilters(filters, new SqlParams(), {
        teamId: t.proTeamId,
        dict: await ctx.dictionary(),
        geo: ctx.geo,
        lookupLexemes: ctx.lookupLexemes,
        wordCounts: ctx.wordCounts,
        diversityExtended: false,
      });
      const narrowing = compiled.clauses.find((c) => c.narrows);
      const { rows } = await t.db.pool.query<{ id: string }>(
        'select profile_id::text as id from talent_search where terms && $1::int[]',
        [narrowing?.codes ?? []],
      );
      return rows.map((r) => Number(r.id));
    };
    const around = { city: CITIES.austin.id, radius: { unit: 'mi' as const, value: 30 } };
    // Blake: Python, 9 years, Round Rock (27 km from Austin).
    expect(await narrowingCodes({ skills: ['Python'], locations: [around] })).toContain(t.ids.blake);
    expect(
      await narrowingCodes({ skills: ['Python'], locations: [around], experienceBands: ['8-10'] }),
    ).toContain(t.ids.blake);
    expect(
      await narrowingCodes({ skills: ['Python'], locations: [around], experienceBands: ['0-2'] }),
    ).not.toContain(t.ids.blake);
  });

  it('each hit says how far it is from the searched place', async () => {
    const body = await search({ locations: [{ city: CITIES.austin.id, radius: { unit: 'mi', value: 30 } }] });
    const blake = body.hits.find((h: { fullName: string }) => h.fullName.startsWith('Blake'));
    expect(blake.match.distanceKm).toBeGreaterThan(25);
    expect(blake.match.distanceKm).toBeLessThan(30);
  });

  it('a radius that is not one of the options is refused', async () => {
    const res = await recruiter.post('/api/tb-v2/v1/sourcing/search', {
      filters: { locations: [{ city: CITIES.austin.id, radius: { unit: 'mi', value: 7 } }] },
    });
    expect(res.status).toBe(400);
  });
});

describe('experience, tenure, seniority', () => {
  it('bands and ranges', async () => {
    expect(await names({ experienceBands: ['8-10'] })).toEqual(['Blake']);
    expect(await names({ experienceBands: ['2-4', '4-6'] })).toEqual(['Casey', 'Finley']);
    expect(await names({ experienceRange: { min: 10 } })).toEqual(['Devon', 'Emery']);
    expect(await names({ experienceRange: { min: 5, max: 10 } })).toEqual(['Avery', 'Blake']);
    expect(await names({ tenureBands: ['<0.5'] })).toEqual(['Casey']);
    expect(await names({ tenureBands: ['4+'] })).toEqual(['Devon']);
    expect(await names({ seniorities: ['manager'] })).toEqual(['Devon', 'Emery']);
  });
});

describe('education and languages', () => {
  it('level, major and school', async () => {
    expect(await names({ educationLevels: ['ph.d'] })).toEqual(['Blake']);
    expect(await names({ educationLevels: ['mba', 'associate'] })).toEqual(['Casey', 'Emery']);
    expect(await names({ majors: ['Computer Science'] })).toEqual(['Avery']);
    expect(await names({ schools: ['Rice University'] })).toEqual(['Blake']);
  });

  it('language with a minimum proficiency', async () => {
    expect(await names({ languages: [{ language: 'Spanish', minProficiency: 3 }] })).toEqual(['Avery']);
    expect(await names({ languages: [{ language: 'es', minProficiency: 4 }] })).toEqual([]);
    expect(await names({ languages: [{ language: 'French' }] })).toEqual(['Devon']);
  });
});

describe('companies', () => {
  it('current, past, excluded', async () => {
    expect(await names({ companies: ['Google'] })).toEqual(['Avery']);
    expect(await names({ companies: ['Google'], companyScope: 'past' })).toEqual(['Blake']);
    expect(await names({ companies: ['Shopify'], companyScope: 'current_or_past' })).toEqual(['Emery']);
    expect(await names({ excludeCompanies: ['Brightlane Labs'] })).toEqual(['Avery', 'Casey', 'Emery']);
  });

  it('size, funding, type and industry of the current company', async () => {
    expect(await names({ companySizes: ['10001+'] })).toContain('Avery');
    expect(await names({ companyTypes: ['public'] })).toContain('Avery');
    expect(await names({ companyTypes: ['public'] })).not.toContain('Finley');
    expect(await names({ industries: ['Software Development'] })).toContain('Avery');
  });
});

describe('people', () => {
  it('diversity, veteran, clearance, work authorisation', async () => {
    expect(await names({ diversity: ['women'] })).toEqual(['Avery']);
    expect(await names({ diversity: ['hispanic', 'african-american'] })).toEqual(['Avery', 'Casey']);
    expect(await names({ diversity: ['veteran'] })).toEqual(['Blake']);
    expect(await names({ clearances: ['secret', 'top_secret'] })).toEqual(['Blake']);
    expect(await names({ usWorkAuthorization: true })).toEqual(['Avery', 'Blake', 'Casey', 'Finley']);
  });

  it('feature-flagged diversity options are left out with a warning for a team without the flag', async () => {
    const body = await search({ diversity: ['lgbt'] });
    expect(body.warnings.join(' ')).toContain('not enabled');
  });

  it('contact filters', async () => {
    expect(await names({ contact: ['has_contact_info'] })).toEqual([
      'Avery',
      'Blake',
      'Devon',
      'Emery',
      'Finley',
    ]);
    expect(await names({ contact: ['has_personal_email'] })).toEqual(['Avery', 'Emery']);
  });

  it('recency and activity level', async () => {
    expect(await names({ recencyDays: 30 })).toEqual(['Avery', 'Devon', 'Finley']);
    expect(await names({ recencyDays: 0 })).toEqual(VISIBLE_TO_PRO);
    expect(await names({ activityLevels: [1] })).toEqual(['Casey']);
    expect(await names({ activityLevels: [4, 2] })).toEqual(['Avery', 'Blake']);
  });

  it('source', async () => {
    expect(await names({ sources: ['import'] })).toEqual(['Finley']);
    expect(await names({ sources: ['hiretual'] })).toEqual(['Avery', 'Blake', 'Casey', 'Devon', 'Emery']);
  });
});

describe('keywords and Boolean strings', () => {
  it('AND, OR, NOT, phrases, -term, wildcards', async () => {
    expect(await names({ keywords: 'tbfixture AND (nurse OR "account executive") NOT london' })).toEqual([
      'Casey',
    ]);
    expect(await names({ keywords: 'tbfixture ("data scientist" OR "engineering manager")' })).toEqual([
      'Blake',
      'Emery',
    ]);
    expect(await names({ keywords: 'tbfixture -kubernetes -go' })).toEqual(['Blake', 'Casey', 'Devon']);
    expect(await names({ keywords: 'tbfixture AND organi?ations' })).toEqual(['Blake']);
    expect(await names({ keywords: 'tbfixture AND optimi*' })).toEqual(['Blake']);
    expect(await names({ keywords: 'tbfix* AND *sales' })).toEqual(['Devon']);
  });

  it('synonyms widen a keyword: k8s finds Kubernetes', async () => {
    const body = await search({ keywords: 'tbfixture k8s' });
    expect(body.hits.map((h: { fullName: string }) => h.fullName.split(' ')[0]).sort()).toEqual([
      'Avery',
      'Emery',
    ]);
    expect(body.query.expansions).toContainEqual(expect.objectContaining({ term: 'k8s', kind: 'synonym' }));
  });

  it('messy strings are searched best-effort with warnings, never a failure', async () => {
    const body = await search({ keywords: 'tbfixture AND ((nurse OR “emergency room”' });
    expect(body.query.warnings.length).toBeGreaterThan(0);
    expect(body.hits.map((h: { fullName: string }) => h.fullName.split(' ')[0])).toEqual(['Casey']);
  });

  it('hits mark the words that matched', async () => {
    const body = await search({ keywords: 'tbfixture AND "emergency room"' });
    const casey = body.hits[0];
    const summary = casey.match.highlights.find((h: { field: string }) => h.field === 'summary');
    const [start, end] = summary.ranges[0];
    expect(summary.text.slice(start, end).toLowerCase()).toBe('emergency room');
  });
});

describe('sorting and paging', () => {
  it('by experience and by recency', async () => {
    const byYears = (await search({}, { sort: 'experience' })).hits.map(
      (h: { fullName: string }) => h.fullName.split(' ')[0],
    );
    expect(byYears.slice(0, 3)).toEqual(['Emery', 'Devon', 'Blake']);
    const byRecency = (await search({}, { sort: 'recency' })).hits.map(
      (h: { fullName: string }) => h.fullName.split(' ')[0],
    );
    expect(byRecency[0]).toBe('Avery');
    expect(byRecency[byRecency.length - 1]).toBe('Casey');
  });

  it('pages do not overlap and add up to the total', async () => {
    const first = await search({}, { limit: 10, start: 0 });
    expect(first.total).toBe(VISIBLE_TO_PRO.length);
    const second = await search({}, { limit: 10, start: 10 });
    expect(second.hits).toHaveLength(0);
  });

  it('refuses to page past 10,000 results', async () => {
    const res = await recruiter.post('/api/tb-v2/v1/sourcing/search', {
      filters: {},
      start: 9995,
      limit: 10,
    });
    expect(res.status).toBe(400);
  });
});

describe('facets', () => {
  it('are exact for a small result and count the fixture titles', async () => {
    const body = await search({}, { facets: true });
    expect(body.facets.approximate).toBe(false);
    const titles = body.facets.groups.find((g: { key: string }) => g.key === 'title');
    expect(titles.values).toContainEqual(expect.objectContaining({ value: 'Software Engineer', count: 2 }));
    const location = body.facets.groups.find((g: { key: string }) => g.key === 'location');
    expect(location.values).toContainEqual(
      expect.objectContaining({ value: JSON.stringify({ city: CITIES.austin.id }), count: 2 }),
    );
  });
});

describe('people we know (team sourcing defaults)', () => {
  it('leaves out people in the team\u2019s projects, people it wrote to, and profiles this recruiter opened', async () => {
    const q = (text: string, params: unknown[]) => t.db.pool.query(text, params);
    const userId = async (email: string) =>
      (await q('select id from users where email = $1', [email])).rows[0].id as string;
    const demo = await userId('demo@talentbase.dev');
    const growthUser = await userId('growth.recruiter@talentbase.dev');
    const project = async (teamId: string, by: string) =>
      (
        await q(
          `insert into projects (team_id, project_name, created_by) values ($1, 'Known people', $2) returning id`,
          [teamId, by],
        )
      ).rows[0].id as number;
    // Avery is in one of the team's projects; Devon only in another team's.
    await q('insert into project_candidates (project_id, profile_id) values ($1, $2)', [
      await project(t.proTeamId, demo),
      t.ids.avery,
    ]);
    await q('insert into project_candidates (project_id, profile_id) values ($1, $2)', [
      await project(t.growthTeamId, growthUser),
      t.ids.devon,
    ]);
    // The team wrote to Blake from a sequence.
    const campaign = (
      await q(
        `insert into engage_campaigns (team_id, user_id, sender_user_id, name) values ($1, $2, $2, 'Known') returning id`,
        [t.proTeamId, demo],
      )
    ).rows[0].id;
    await q(
      `insert into engage_threads (team_id, campaign_id, profile_id, user_id, recipient_name, recipient_email)
       values ($1, $2, $3, $4, 'Blake Morrow', 'blake@example.com')`,
      [t.proTeamId, campaign, t.ids.blake, demo],
    );
    // The recruiter opens Casey's profile; a colleague has not.
    expect((await recruiter.get(`/api/tb-v2/v1/sourcing/profiles/${t.ids.casey}`)).status).toBe(200);

    expect(await names({ excludeInProjects: true })).toEqual(['Blake', 'Casey', 'Devon', 'Emery', 'Finley']);
    expect(await names({ excludeContacted: true })).toEqual(['Avery', 'Casey', 'Devon', 'Emery', 'Finley']);
    expect(await names({ excludeViewed: true })).toEqual(['Avery', 'Blake', 'Devon', 'Emery', 'Finley']);
    expect(await names({ excludeInProjects: true, excludeContacted: true, excludeViewed: true })).toEqual([
      'Devon',
      'Emery',
      'Finley',
    ]);
    // Each team and recruiter knows their own people only.
    const other = new TestClient(t.app);
    await other.login('growth.recruiter@talentbase.dev');
    expect(
      await names({ excludeInProjects: true, excludeContacted: true, excludeViewed: true }, {}, other),
    ).toEqual(['Avery', 'Blake', 'Casey', 'Emery', 'Gray']);
    // Turned off (false) is the same as not set.
    expect(await names({ excludeInProjects: false })).toEqual(VISIBLE_TO_PRO);
  });
});
