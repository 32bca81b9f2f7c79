/**
 * The web app's own files are served outside the API's rate limit and hashed chunks are cached for
 * good: a page loads dozens of route chunks, and a recruiter opening a few tabs must never be
 * refused the code of the page (the browser would show an error page, not the 429 toast).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, TestClient } from '../../test/test-app';

const LIMIT = 5;
let t: TestApp;
let webDist: string;

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'tb-web-dist-'));
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(path.join(webDist, 'assets', 'page-Ab12Cd34.js'), 'export const page = 1;');
  fs.writeFileSync(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await createTestApp({ env: { WEB_DIST: webDist, API_RATE_LIMIT_PER_MINUTE: String(LIMIT) } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe('the web app’s files', () => {
  it('are never rate limited, while the API still is for the same caller', async () => {
    const c = new TestClient(t.app, { remoteAddress: '198.51.100.7' });
    for (let i = 0; i < LIMIT * 3; i++) {
      expect((await c.get('/assets/page-Ab12Cd34.js')).status).toBe(200);
      expect((await c.get('/favicon.svg')).status).toBe(200);
      expect((await c.get('/talent-pool/projects')).status).toBe(200); // a client-side route
    }
    const api: number[] = [];
    for (let i = 0; i < LIMIT + 2; i++) api.push((await c.get('/api/auth/csrf')).status);
    expect(api.slice(0, LIMIT)).toEqual(Array(LIMIT).fill(200));
    expect(api.at(-1)).toBe(429);
  });

  it('keeps hashed chunks for a year and checks the unhashed files on every load', async () => {
    const c = new TestClient(t.app, { remoteAddress: '198.51.100.8' });
    const chunk = await c.get('/assets/page-Ab12Cd34.js');
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await c.get('/talent-pool/projects');
    expect(String(page.headers['cache-control'] ?? '')).not.toContain('immutable');
    const icon = await c.get('/favicon.svg');
    expect(String(icon.headers['cache-control'] ?? '')).not.toContain('immutable');
  });
});
