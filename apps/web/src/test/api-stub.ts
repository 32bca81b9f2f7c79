/** A fetch stand-in routing `METHOD /api/path` to canned answers, recording every call. */
export type StubAnswer = [status: number, body: unknown];
export type StubRoutes = Record<string, StubAnswer | ((init: RequestInit | undefined) => StubAnswer)>;

export function apiStub(routes: StubRoutes) {
  const calls: string[] = [];
  const fetchStub = async (input: RequestInfo | URL, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${String(input).split('?')[0]}`;
    calls.push(key);
    const route = routes[key];
    const [status, body] =
      typeof route === 'function'
        ? route(init)
        : (route ?? [404, { code: 'NOT_FOUND', message: 'Not found', details: null }]);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  };
  return { fetchStub, calls };
}
