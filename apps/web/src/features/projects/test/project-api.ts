/**
 * A fetch stand-in for the project screens: like test/api-stub.ts, but each recorded request keeps
 * its query string and JSON body, and a route answer may depend on them (the list's filters).
 */
import { vi } from 'vitest';
import type { StubAnswer } from '../../../test/api-stub';

export type RecordedRequest = { method: string; path: string; query: URLSearchParams; body: unknown };
export type ProjectRoutes = Record<string, StubAnswer | ((req: RecordedRequest) => StubAnswer)>;

const NOT_FOUND: StubAnswer = [404, { code: 'NOT_FOUND', message: 'Project not found', details: null }];

export function stubProjectApi(routes: ProjectRoutes) {
  const requests: RecordedRequest[] = [];
  const fetchStub = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const req: RecordedRequest = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    requests.push(req);
    const route = routes[`${req.method} ${req.path}`];
    const [status, body] = typeof route === 'function' ? route(req) : (route ?? NOT_FOUND);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  };
  vi.stubGlobal('fetch', vi.fn(fetchStub));
  return {
    requests,
    /** Requests to `METHOD /api/path`, oldest first. */
    to: (key: string) => requests.filter((r) => `${r.method} ${r.path}` === key),
  };
}
