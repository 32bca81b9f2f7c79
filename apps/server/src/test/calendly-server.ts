/**
 * A local server following Calendly's published API v2, for tests of the connect form and the
 * poller: GET /users/me, GET /event_types?user=, GET /scheduled_events?user=&min_start_time= and
 * GET /scheduled_events/{uuid}/invitees, each answering a `collection` with `pagination`
 * (`next_page` when there is more), behind `Authorization: Bearer <personal access token>`; an
 * unknown token gets Calendly's 401. Tests add users, event types, events and invitees, and can
 * make the next requests fail with a 500 to exercise the poller's retries.
 */
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeCalendlyUser = { token: string; uuid: string; name: string; email: string };
export type FakeEvent = {
  uuid: string;
  userUuid: string;
  name: string;
  status: 'active' | 'canceled';
  startTime: string;
  endTime: string;
  invitees: { email: string; name: string; status?: 'active' | 'canceled' }[];
};

export class CalendlyServer {
  private server: http.Server | null = null;
  private users: FakeCalendlyUser[] = [];
  events: FakeEvent[] = [];
  /** Requests answered, as `METHOD path?query`. */
  requests: string[] = [];
  /** How many coming requests get a 500. */
  failNext = 0;
  /** Items per page (small, so pagination is exercised). */
  pageSize = 2;

  get url(): string {
    const address = this.server?.address() as AddressInfo | null;
    if (!address) throw new Error('CalendlyServer not started');
    return `http://127.0.0.1:${address.port}`;
  }

  userUri(uuid: string): string {
    return `${this.url}/users/${uuid}`;
  }

  addUser(name: string, email: string): FakeCalendlyUser {
    const user = {
      token: `pat-${crypto.randomUUID()}`,
      uuid: crypto.randomUUID().toUpperCase(),
      name,
      email,
    };
    this.users.push(user);
    return user;
  }

  addEvent(event: Omit<FakeEvent, 'uuid'>): FakeEvent {
    const made = { ...event, uuid: crypto.randomUUID().toUpperCase() };
    this.events.push(made);
    return made;
  }

  async start(): Promise<string> {
    this.server = http.createServer((req, res) => this.handle(req, res));
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    return this.url;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private send(res: http.ServerResponse, status: number, body: unknown) {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  }

  /** A page of `items` from `page_token` (an offset here), with the next page's full URL. */
  private page(url: URL, items: unknown[]) {
    const offset = Number(url.searchParams.get('page_token') ?? 0);
    const count = Math.min(Number(url.searchParams.get('count') ?? 20), this.pageSize);
    const slice = items.slice(offset, offset + count);
    let next: string | null = null;
    if (offset + count < items.length) {
      const n = new URL(url.href);
      n.searchParams.set('page_token', String(offset + count));
      next = n.href;
    }
    return {
      collection: slice,
      pagination: {
        count: slice.length,
        next_page: next,
        next_page_token: next ? String(offset + count) : null,
      },
    };
  }

  private handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const url = new URL(req.url ?? '/', this.url);
    this.requests.push(`${req.method} ${url.pathname}${url.search}`);
    if (this.failNext > 0) {
      this.failNext -= 1;
      return this.send(res, 500, { title: 'Internal Server Error', message: 'Something went wrong' });
    }
    const token = (req.headers.authorization ?? '').replace(/^Bearer /, '');
    const user = this.users.find((u) => u.token === token);
    if (!user)
      return this.send(res, 401, { title: 'Unauthenticated', message: 'The access token is invalid' });
    const eventUri = (e: FakeEvent) => `${this.url}/scheduled_events/${e.uuid}`;

    if (url.pathname === '/users/me')
      return this.send(res, 200, {
        resource: {
          uri: this.userUri(user.uuid),
          name: user.name,
          email: user.email,
          scheduling_url: `https://calendly.com/${user.name.toLowerCase().replace(/\s+/g, '-')}`,
          timezone: 'UTC',
        },
      });
    if (url.pathname === '/event_types') {
      if (url.searchParams.get('user') !== this.userUri(user.uuid))
        return this.send(res, 403, { title: 'Permission Denied' });
      return this.send(
        res,
        200,
        this.page(url, [
          {
            uri: `${this.url}/event_types/A1`,
            name: '30 Minute Meeting',
            duration: 30,
            active: true,
            scheduling_url: 'https://calendly.com/x/30min',
          },
          {
            uri: `${this.url}/event_types/A2`,
            name: 'Interview',
            duration: 60,
            active: true,
            scheduling_url: 'https://calendly.com/x/interview',
          },
          {
            uri: `${this.url}/event_types/A3`,
            name: 'Old',
            duration: 15,
            active: false,
            scheduling_url: 'https://calendly.com/x/old',
          },
        ]),
      );
    }
    if (url.pathname === '/scheduled_events') {
      if (url.searchParams.get('user') !== this.userUri(user.uuid))
        return this.send(res, 403, { title: 'Permission Denied' });
      const min = url.searchParams.get('min_start_time');
      const events = this.events
        .filter((e) => e.userUuid === user.uuid && (!min || e.startTime >= min))
        .sort((a, b) => a.startTime.localeCompare(b.startTime))
        .map((e) => ({
          uri: eventUri(e),
          name: e.name,
          status: e.status,
          start_time: e.startTime,
          end_time: e.endTime,
          event_type: `${this.url}/event_types/A1`,
          location: { type: 'google_conference', join_url: 'https://meet.google.com/abc-defg-hij' },
        }));
      return this.send(res, 200, this.page(url, events));
    }
    const invitees = url.pathname.match(/^\/scheduled_events\/([^/]+)\/invitees$/);
    if (invitees) {
      const event = this.events.find((e) => e.uuid === invitees[1] && e.userUuid === user.uuid);
      if (!event) return this.send(res, 404, { title: 'Resource Not Found' });
      return this.send(
        res,
        200,
        this.page(
          url,
          event.invitees.map((i, n) => ({
            uri: `${eventUri(event)}/invitees/I${n}`,
            email: i.email,
            name: i.name,
            status: i.status ?? (event.status === 'canceled' ? 'canceled' : 'active'),
            event: eventUri(event),
          })),
        ),
      );
    }
    return this.send(res, 404, { title: 'Resource Not Found' });
  }
}
