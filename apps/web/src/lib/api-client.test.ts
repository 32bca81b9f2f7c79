import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponses } from '../test/render';
import { ApiError, api, dispositionFileName, parseApiError, readCookie } from './api-client';

function clearCookie() {
  // biome-ignore lint/suspicious/noDocumentCookie: tests set the CSRF cookie the server would set
  document.cookie = 'tb_csrf=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
}

describe('parseApiError', () => {
  it('reads code, message and field messages from the API error body', () => {
    const error = parseApiError(
      400,
      JSON.stringify({
        code: 'VALIDATION_FAILED',
        message: 'Some fields are not valid',
        details: { fields: { password: 'Password needs a digit', 'address.city': 'Enter a city' } },
      }),
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(400);
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.message).toBe('Some fields are not valid');
    expect(error.fields).toEqual({ password: 'Password needs a digit', 'address.city': 'Enter a city' });
    expect(error.hasFieldErrors).toBe(true);
  });

  it('keeps the server message for 401 and 429', () => {
    const e401 = parseApiError(
      401,
      JSON.stringify({
        code: 'INVALID_CREDENTIALS',
        message: 'Email or password is incorrect',
        details: null,
      }),
    );
    expect(e401.code).toBe('INVALID_CREDENTIALS');
    expect(e401.message).toBe('Email or password is incorrect');
    expect(e401.fields).toEqual({});
    const e429 = parseApiError(
      429,
      JSON.stringify({ code: 'ACCOUNT_LOCKED', message: 'Locked for 15 minutes', details: {} }),
    );
    expect(e429.code).toBe('ACCOUNT_LOCKED');
    expect(e429.message).toBe('Locked for 15 minutes');
  });

  it('takes the first message when a field carries a list, and ignores non-string messages', () => {
    const error = parseApiError(
      400,
      JSON.stringify({
        code: 'VALIDATION_FAILED',
        message: 'Invalid',
        details: { fields: { a: ['first', 'second'], b: 3 } },
      }),
    );
    expect(error.fields).toEqual({ a: 'first' });
  });

  it('falls back on the status when the body is not the API shape', () => {
    const html = parseApiError(502, '<html>Bad gateway</html>');
    expect(html.code).toBe('INTERNAL');
    expect(html.message).toMatch(/HTTP 502/);
    expect(parseApiError(429, '').code).toBe('RATE_LIMITED');
    expect(parseApiError(403, 'null').message).toBe('Forbidden resource');
    const unknownCode = parseApiError(409, JSON.stringify({ code: 'SOMETHING_NEW', message: 'Taken' }));
    expect(unknownCode.code).toBe('CONFLICT');
    expect(unknownCode.message).toBe('Taken');
    expect(parseApiError(404, JSON.stringify({ code: 'NOT_FOUND', message: '  ' })).message).toBe(
      'Not found.',
    );
  });
});

describe('dispositionFileName', () => {
  it('prefers the exact UTF-8 name, then the plain one', () => {
    expect(
      dispositionFileName(
        `attachment; filename="Zoe_s_project_candidates-2026-11-26.csv"; filename*=UTF-8''Zo%C3%AB%27s%20project%20candidates-2026-11-26.csv`,
      ),
    ).toBe("Zoë's project candidates-2026-11-26.csv");
    expect(dispositionFileName('attachment; filename="candidates-2026-11-26.csv"')).toBe(
      'candidates-2026-11-26.csv',
    );
    expect(dispositionFileName(`attachment; filename="a.csv"; filename*=UTF-8''%E0%A4%A`)).toBe('a.csv');
    expect(dispositionFileName(null)).toBeNull();
  });
});

describe('readCookie', () => {
  it('finds a cookie among others and decodes it', () => {
    expect(readCookie('tb_csrf', 'a=1; tb_csrf=abc%3D%3D; b=2')).toBe('abc==');
    expect(readCookie('tb_csrf', 'tb_csrf_other=1')).toBeNull();
  });
});

describe('api requests', () => {
  afterEach(clearCookie);

  it('sends the CSRF cookie value as x-csrf-token on state changes, not on GET', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the server sets this cookie in real use
    document.cookie = 'tb_csrf=token-1; path=/';
    const { fetchStub, calls } = jsonResponses([200, { ok: true }], [200, { ok: true }]);
    vi.stubGlobal('fetch', vi.fn(fetchStub));
    await api.post('/auth/logout');
    await api.get('/health', { tags: ['a', 'b'] });
    const postHeaders = new Headers(calls[0]?.init?.headers);
    expect(postHeaders.get('x-csrf-token')).toBe('token-1');
    expect(calls[0]?.init?.credentials).toBe('same-origin');
    expect(new Headers(calls[1]?.init?.headers).get('x-csrf-token')).toBeNull();
    expect(decodeURIComponent(calls[1]?.url ?? '')).toBe('/api/health?tags[]=a&tags[]=b');
  });

  it('sends the token on a GET that asks for it, and retries it once after CSRF_FAILED', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the server sets this cookie in real use
    document.cookie = 'tb_csrf=stale; path=/';
    const { fetchStub, calls } = jsonResponses(
      [403, { code: 'CSRF_FAILED', message: 'Invalid CSRF token', details: null }],
      [200, { csrfToken: 'fresh' }],
      [200, { ok: true }],
    );
    vi.stubGlobal('fetch', vi.fn(fetchStub));
    await expect(
      api.get('/v1/candidates/viewContacts', { candidateId: 7 }, undefined, { csrf: true }),
    ).resolves.toEqual({ ok: true });
    expect(calls.map((c) => c.url)).toEqual([
      '/api/v1/candidates/viewContacts?candidateId=7',
      '/api/auth/csrf',
      '/api/v1/candidates/viewContacts?candidateId=7',
    ]);
    expect(calls[0]?.init?.method).toBe('GET');
    expect(new Headers(calls[0]?.init?.headers).get('x-csrf-token')).toBe('stale');
    expect(new Headers(calls[2]?.init?.headers).get('x-csrf-token')).toBe('fresh');
  });

  it('asks the server for a token when the cookie is missing', async () => {
    clearCookie();
    const { fetchStub, calls } = jsonResponses([200, { csrfToken: 'fresh' }], [200, { ok: true }]);
    vi.stubGlobal('fetch', vi.fn(fetchStub));
    await api.post('/auth/logout');
    expect(calls.map((c) => c.url)).toEqual(['/api/auth/csrf', '/api/auth/logout']);
    expect(new Headers(calls[1]?.init?.headers).get('x-csrf-token')).toBe('fresh');
  });

  it('retries once with a fresh token after CSRF_FAILED', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the server sets this cookie in real use
    document.cookie = 'tb_csrf=stale; path=/';
    const { fetchStub, calls } = jsonResponses(
      [403, { code: 'CSRF_FAILED', message: 'Invalid CSRF token', details: null }],
      [200, { csrfToken: 'fresh' }],
      [200, { ok: true }],
    );
    vi.stubGlobal('fetch', vi.fn(fetchStub));
    await expect(api.post('/auth/logout')).resolves.toEqual({ ok: true });
    expect(calls.map((c) => c.url)).toEqual(['/api/auth/logout', '/api/auth/csrf', '/api/auth/logout']);
    expect(new Headers(calls[2]?.init?.headers).get('x-csrf-token')).toBe('fresh');
  });

  it('throws an ApiError with the field messages of a 400', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the server sets this cookie in real use
    document.cookie = 'tb_csrf=t; path=/';
    const body = {
      code: 'VALIDATION_FAILED',
      message: 'Invalid',
      details: { fields: { newPassword: 'Password needs a digit' } },
    };
    vi.stubGlobal('fetch', vi.fn(jsonResponses([400, body]).fetchStub));
    const error = await api.post('/settings/password', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).fields).toEqual({ newPassword: 'Password needs a digit' });
  });

  it('turns an answer that is not JSON into INVALID_RESPONSE', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>Bad gateway</html>', { status: 200 })),
    );
    await expect(api.get('/auth/me')).rejects.toMatchObject({ status: 200, code: 'INVALID_RESPONSE' });
  });

  it('turns a network failure into NETWORK_ERROR', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(api.get('/health')).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });
});
