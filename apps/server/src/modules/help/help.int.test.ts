/**
 * The help tab's calls over HTTP with the repository's own articles and change log: signed-in
 * only, the main page, search ranking and its bad input, topics, articles with sanitised HTML and
 * related ones, 404s, what's new newest first, and the public build identifier.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, TestClient } from '../../test/test-app';

let t: TestApp;
let user: TestClient;
let anonymous: TestClient;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  user = new TestClient(t.app);
  expect((await user.login('growth.recruiter@talentbase.dev')).status).toBe(200);
  anonymous = new TestClient(t.app);
}, 120_000);
afterAll(() => t.close());

describe('help', () => {
  it('is for signed-in users', async () => {
    for (const url of [
      '/api/v1/help',
      '/api/v1/help/search?q=sequence',
      '/api/v1/help/topics/engage',
      '/api/v1/help/articles/sequences',
      '/api/v1/help/whats-new',
    ]) {
      expect((await anonymous.get(url)).status, url).toBe(401);
    }
  });

  it('MAIN lists the topics in order with their articles, the ones to start with and the newest change', async () => {
    const res = await user.get('/api/v1/help');
    expect(res.status).toBe(200);
    const keys = res.body.topics.map((topic: { key: string }) => topic.key);
    expect(keys.slice(0, 4)).toEqual([
      'getting-started',
      'searching-candidates',
      'projects-and-pipelines',
      'engage',
    ]);
    expect(keys).toEqual(
      expect.arrayContaining(['team-administration', 'plans-and-billing', 'data-protection']),
    );
    const total = res.body.topics.reduce(
      (n: number, topic: { articles: unknown[] }) => n + topic.articles.length,
      0,
    );
    expect(total).toBeGreaterThanOrEqual(12);
    expect(res.body.topics[0]).toMatchObject({
      key: 'getting-started',
      title: 'Getting started',
      articles: expect.arrayContaining([expect.objectContaining({ slug: 'welcome-to-talentbase' })]),
    });
    expect(res.body.popular.length).toBeGreaterThan(2);
    expect(res.body.latestNews).toMatchObject({
      id: expect.any(String),
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
  });

  it('SEARCH ranks the article about the words first, with a snippet', async () => {
    const res = await user.get('/api/v1/help/search?q=sequence');
    expect(res.status).toBe(200);
    expect(res.body.query).toBe('sequence');
    expect(res.body.results[0]).toMatchObject({
      slug: 'sequences',
      topic: 'engage',
      title: 'Email and text sequences',
    });
    expect(res.body.results.length).toBeGreaterThan(2);
    for (const r of res.body.results) expect(r.snippet.toLowerCase()).toMatch(/sequence/);

    const bool = await user.get(`/api/v1/help/search?q=${encodeURIComponent('  Boolean NEAR  ')}`);
    expect(bool.body.query).toBe('Boolean NEAR');
    expect(bool.body.results[0].slug).toBe('boolean-search');

    // Every word must be found somewhere; accents and case do not matter.
    expect((await user.get('/api/v1/help/search?q=SAML%20provisioning')).body.results[0].slug).toBe(
      'single-sign-on',
    );
    expect((await user.get('/api/v1/help/search?q=r%C3%A9sum%C3%A9')).body.results[0].slug).toBe(
      'applicant-match',
    );
    expect((await user.get('/api/v1/help/search?q=zebra%20sequence')).body.results).toEqual([]);
    expect((await user.get('/api/v1/help/search?q=%2A%2A%2A')).body.results).toEqual([]);
  });

  it('SEARCH refuses an empty or too long query with a clear message', async () => {
    for (const url of ['/api/v1/help/search', '/api/v1/help/search?q=', '/api/v1/help/search?q=%20%20']) {
      const res = await user.get(url);
      expect(res.status, url).toBe(400);
      expect(JSON.stringify(res.body)).toMatch(/Type what you are looking for/);
    }
    const long = await user.get(`/api/v1/help/search?q=${'a'.repeat(101)}`);
    expect(long.status).toBe(400);
    expect(JSON.stringify(long.body)).toMatch(/limited to 100 characters/);
    expect((await user.get(`/api/v1/help/search?q=${'a'.repeat(100)}`)).status).toBe(200);
  });

  it('TOPIC lists one topic; an unknown topic is 404', async () => {
    const res = await user.get('/api/v1/help/topics/engage');
    expect(res.status).toBe(200);
    expect(res.body.topic).toEqual({ key: 'engage', title: 'Engage' });
    expect(res.body.articles.map((a: { slug: string }) => a.slug)).toEqual([
      'sequences',
      'mailbox-and-inbox',
      'meetings-and-texts',
    ]);
    expect((await user.get('/api/v1/help/topics/nope')).status).toBe(404);
    expect((await user.get('/api/v1/help/topics/..%2F..%2Fetc')).status).toBe(404);
  });

  it('ARTICLE answers the sanitised HTML, its topic and related articles; an unknown slug is 404', async () => {
    const res = await user.get('/api/v1/help/articles/sequences');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      slug: 'sequences',
      title: 'Email and text sequences',
      topic: 'engage',
      topicTitle: 'Engage',
    });
    expect(res.body.html).toContain('<a href="/engage/sequences">Engage › Sequences</a>');
    expect(res.body.html).not.toMatch(/<script|\son\w+=/i);
    expect(res.body.related.length).toBeGreaterThan(0);
    expect(res.body.related.map((a: { slug: string }) => a.slug)).not.toContain('sequences');
    const missing = await user.get('/api/v1/help/articles/no-such-article');
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('NOT_FOUND');
  });

  it('NEW lists the change log newest first, each with an id', async () => {
    const res = await user.get('/api/v1/help/whats-new');
    expect(res.status).toBe(200);
    const dates = res.body.entries.map((e: { date: string }) => e.date);
    expect(dates.length).toBeGreaterThan(5);
    expect([...dates].sort().reverse()).toEqual(dates);
    const ids = res.body.entries.map((e: { id: string }) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(res.body.entries[0].html).toContain('<li>');
    expect((await user.get('/api/v1/help')).body.latestNews.id).toBe(ids[0]);
  });
});

describe('version', () => {
  it('answers the build identifier to anyone, never cached, the same on each call', async () => {
    const a = await anonymous.get('/api/version');
    expect(a.status).toBe(200);
    expect(a.body.buildId).toMatch(/^(dev|web)-[0-9a-z]+$/);
    expect(a.headers['cache-control']).toBe('no-store');
    expect((await user.get('/api/version')).body.buildId).toBe(a.body.buildId);
  });
});
