import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, TestClient } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('route table', () => {
  it('has an access rule on every API route', () => {
    const api = t.app.routeTable.filter((r) => r.url.startsWith('/api'));
    expect(api.length).toBeGreaterThan(5);
    const missing = api.filter((r) => !r.access).map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
  });

  it('serves the OpenAPI document generated from the contracts', async () => {
    const res = await new TestClient(t.app).get('/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toMatch(/^3\./);
    expect(Object.keys(res.body.paths)).toEqual(
      expect.arrayContaining(['/api/auth/signup', '/api/auth/login', '/api/auth/me', '/api/health']),
    );
    const login = res.body.paths['/api/auth/login'].post;
    expect(login.requestBody.content['application/json'].schema.properties.email).toBeTruthy();
  });

  it('answers unknown API paths with the error body', async () => {
    const res = await new TestClient(t.app).get('/api/does-not-exist');
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('NOT_FOUND');
  });
});

describe('health', () => {
  it('reports ok when the database and the queue answer', async () => {
    const res = await new TestClient(t.app).get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', db: 'ok', queue: 'ok' });
  });

  it('answers 503 naming the failing part', async () => {
    const down = await createTestApp({ queueHealthy: async () => false });
    try {
      const res = await new TestClient(down.app).get('/api/health');
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ status: 'down', db: 'ok', queue: 'down' });
    } finally {
      await down.close();
    }
  });
});
