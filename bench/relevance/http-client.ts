// The recruiter's side of the API: a browser-like client (cookies, CSRF header) logged in as the
// demo user, and the one call the relevance run makes. Queries go through HTTP, not the service,
// so validation, scoping and the hit mapper are all part of what is measured.
import type { SearchFilters, SearchResponse } from '@talentbase/shared';

export class HttpClient {
  private cookies = new Map<string, string>();
  constructor(private readonly base: string) {}

  private absorb(res: Response) {
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const [k, v] = (pair ?? '').split('=');
      if (k && v !== undefined) this.cookies.set(k.trim(), v);
    }
  }

  async request<T>(method: string, url: string, body?: unknown): Promise<T> {
    if (method !== 'GET' && !this.cookies.has('tb_csrf')) await this.request('GET', '/api/auth/csrf');
    const res = await fetch(this.base + url, {
      method,
      headers: {
        cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(method !== 'GET'
          ? { 'x-csrf-token': this.cookies.get('tb_csrf') ?? '', 'content-type': 'application/json' }
          : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    this.absorb(res);
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${url} ${res.status}: ${text.slice(0, 300)}`);
    return (text ? JSON.parse(text) : null) as T;
  }

  login(email: string, password: string) {
    return this.request('POST', '/api/auth/login', { email, password });
  }

  /** One page of a search, as the sourcing page asks for it; never recorded in the history. */
  search(filters: SearchFilters, start: number, limit: 10 | 25 | 50, facets: boolean) {
    return this.request<SearchResponse>('POST', '/api/tb-v2/v1/sourcing/search', {
      filters,
      sort: 'relevance',
      start,
      limit,
      facets,
      record: false,
    });
  }
}
