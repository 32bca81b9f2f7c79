import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandler } from './error-handler';
import { registerJsonParser } from './json-body';
import {
  findLoneSurrogate,
  findLoneSurrogateInJson,
  hasLoneSurrogate,
  LONE_SURROGATE_MESSAGE,
  registerRequestTextGuard,
} from './request-text';

describe('lone surrogate detection', () => {
  it('tells a lone half from a pair', () => {
    expect(hasLoneSurrogate('plain')).toBe(false);
    expect(hasLoneSurrogate('rocket 🚀 and 😀')).toBe(false);
    for (const bad of ['\ud800', 'a\udfff', '🚀\ud83d', '\ude00\ud83d'])
      expect(hasLoneSurrogate(bad)).toBe(true);
  });

  it('names the path of the first bad key or value', () => {
    expect(findLoneSurrogate({ a: ['ok', { b: 'x\ud800' }] })).toBe('a.1.b');
    expect(findLoneSurrogate({ 'k\udc00': 1 })).toBe('k\udc00');
    expect(findLoneSurrogate('\ud800')).toBe('_');
    expect(findLoneSurrogate({ a: 1, b: null, c: [true, 'fine 🚀'] })).toBeNull();
    expect(findLoneSurrogate(['ok', '\ud800'], 'list')).toBe('list.1');
  });

  it('walks a body nested 100,000 levels deep without overflowing the stack', () => {
    const depth = 100_000;
    const text = `${'['.repeat(depth)}"\\udc00"${']'.repeat(depth)}`;
    const found = findLoneSurrogateInJson(text, JSON.parse(text));
    expect(found).toBe(Array.from({ length: depth }, () => '0').join('.'));
  });

  it('walks a parsed JSON body only when its text has a surrogate escape', () => {
    const text = '{"a":"\\ud800"}';
    expect(findLoneSurrogateInJson(text, JSON.parse(text))).toBe('a');
    // No escape in the text: nothing to find, whatever the object (the walk is skipped).
    expect(findLoneSurrogateInJson('{"a":"b"}', { a: '\ud800' })).toBeNull();
  });
});

describe('request guard', () => {
  // Fastify's own parsers never produce a lone surrogate; a parser that decodes %uD800 (like
  // `unescape`, or `qs` in its latin1 mode) would. The guard refuses what any parser hands over.
  async function appWith(querystringParser: (s: string) => Record<string, string>) {
    const app = Fastify({ routerOptions: { querystringParser } });
    registerErrorHandler(app);
    registerJsonParser(app);
    registerRequestTextGuard(app);
    app.get('/q', async (req) => ({ query: req.query }));
    app.post('/b', async (req) => ({ body: req.body }));
    await app.ready();
    return app;
  }
  const unescaping = (s: string) =>
    Object.fromEntries(
      s
        .split('&')
        .filter(Boolean)
        .map((pair) => pair.split('=').map((part) => unescape(part)) as [string, string]),
    );

  it('refuses a query value a permissive parser decoded to a lone surrogate', async () => {
    const app = await appWith(unescaping);
    const bad = await app.inject({ method: 'GET', url: '/q?name=a%uD800' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: LONE_SURROGATE_MESSAGE,
      details: { fields: { name: 'Not valid Unicode (a lone surrogate)' } },
    });
    const good = await app.inject({ method: 'GET', url: '/q?name=%uD83D%uDE80' });
    expect(good.statusCode).toBe(200);
    expect(good.json().query.name).toBe('🚀');
    await app.close();
  });

  it('refuses a JSON body with one before the route runs', async () => {
    const app = await appWith(unescaping);
    const res = await app.inject({
      method: 'POST',
      url: '/b',
      headers: { 'content-type': 'application/json' },
      payload: '{"list":[{"name":"\\udbff"}]}',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fields).toEqual({ 'list.0.name': expect.any(String) });
    await app.close();
  });

  it("refuses prototype-poisoning keys as Fastify's own JSON parser did, written plainly or escaped", async () => {
    const app = await appWith(unescaping);
    for (const payload of [
      '{"a":1,"__proto__":{"isAdmin":true}}',
      '{"list":[{"\\u005f_proto__":{"x":1}}]}',
      '{"constructor":{"prototype":{"isAdmin":true}}}',
    ]) {
      const res = await app.inject({
        method: 'POST',
        url: '/b',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode, payload).toBe(400);
      expect(res.json().message).toMatch(/not allowed/);
    }
    const fine = await app.inject({
      method: 'POST',
      url: '/b',
      headers: { 'content-type': 'application/json' },
      payload: '{"constructor":"Ada","proto":1,"name":"\\u00e9"}',
    });
    expect(fine.statusCode).toBe(200);
    expect(fine.json().body).toEqual({ constructor: 'Ada', proto: 1, name: 'é' });
    await app.close();
  });
});
