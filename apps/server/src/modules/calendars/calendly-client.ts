/**
 * Calendly's API v2 as the poller and the connect form use it, with a personal access token
 * (Authorization: Bearer). The calls follow the published reference: GET /users/me (the user's
 * URI and scheduling URL), GET /event_types?user= ("calendly templates"), GET
 * /scheduled_events?user=&min_start_time= and GET /scheduled_events/{uuid}/invitees, each a
 * `collection` with `pagination.next_page`.
 *
 * The base URL comes from configuration (CALENDLY_API_URL). A `next_page` link is only followed
 * when it stays on that base, so a response cannot send the token somewhere else.
 */

export type CalendlyUser = { uri: string; name: string; email: string; schedulingUrl: string };
export type CalendlyEventTypeItem = {
  uri: string;
  name: string;
  durationMinutes: number;
  schedulingUrl: string;
};
export type CalendlyEvent = {
  uri: string;
  uuid: string;
  name: string;
  status: 'active' | 'canceled';
  startTime: Date;
  endTime: Date;
  location: string;
};
export type CalendlyInvitee = { email: string; name: string; status: string };

/** Why a call failed: 'auth' (token refused) is not worth retrying; the others may pass. */
export class CalendlyError extends Error {
  constructor(
    readonly kind: 'auth' | 'http' | 'network' | 'format',
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
    this.name = 'CalendlyError';
  }
}

export type CalendlyClient = {
  me: () => Promise<CalendlyUser>;
  eventTypes: (userUri: string) => Promise<CalendlyEventTypeItem[]>;
  scheduledEvents: (userUri: string, minStartTime: Date) => Promise<CalendlyEvent[]>;
  invitees: (eventUuid: string) => Promise<CalendlyInvitee[]>;
};

const MAX_PAGES = 20;
const TIMEOUT_MS = 15_000;

type Json = Record<string, unknown>;
const str = (v: unknown): string => (typeof v === 'string' ? v : '');
/** A link we put in emails and pages: https only, so an answer cannot smuggle in another scheme. */
const httpsUrl = (v: unknown): string => {
  const text = str(v);
  try {
    return new URL(text).protocol === 'https:' ? text : '';
  } catch {
    return '';
  }
};

export function createCalendlyClient(baseUrl: string, token: string): CalendlyClient {
  const base = baseUrl.replace(/\/+$/, '');

  async function get(url: string): Promise<Json> {
    let res: Response;
    try {
      res = await fetch(url, {
        headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
        signal: AbortSignal.timeout(TIMEOUT_MS),
        redirect: 'error',
      });
    } catch (error) {
      throw new CalendlyError(
        'network',
        `Calendly could not be reached: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    if (res.status === 401 || res.status === 403)
      throw new CalendlyError(
        'auth',
        'Calendly refused the personal access token. Create a new token in Calendly and connect again.',
        res.status,
      );
    if (!res.ok) throw new CalendlyError('http', `Calendly answered ${res.status}`, res.status);
    try {
      return (await res.json()) as Json;
    } catch {
      throw new CalendlyError('format', 'Calendly answered something that is not JSON');
    }
  }

  async function collection(first: string): Promise<Json[]> {
    const items: Json[] = [];
    let url: string | null = first;
    for (let page = 0; url && page < MAX_PAGES; page += 1) {
      const body = await get(url);
      if (!Array.isArray(body.collection))
        throw new CalendlyError('format', 'Calendly answered without a list');
      items.push(...(body.collection as Json[]));
      const next = str((body.pagination as Json | undefined)?.next_page);
      url = next.startsWith(`${base}/`) ? next : null;
    }
    return items;
  }

  return {
    async me() {
      const body = await get(`${base}/users/me`);
      const r = (body.resource ?? {}) as Json;
      if (!str(r.uri)) throw new CalendlyError('format', 'Calendly did not say who the token belongs to');
      return {
        uri: str(r.uri),
        name: str(r.name),
        email: str(r.email),
        schedulingUrl: httpsUrl(r.scheduling_url),
      };
    },
    async eventTypes(userUri) {
      const items = await collection(
        `${base}/event_types?${new URLSearchParams({ user: userUri, count: '100' })}`,
      );
      return items
        .filter((e) => e.active !== false)
        .map((e) => ({
          uri: str(e.uri),
          name: str(e.name),
          durationMinutes: typeof e.duration === 'number' ? e.duration : 30,
          schedulingUrl: httpsUrl(e.scheduling_url),
        }));
    },
    async scheduledEvents(userUri, minStartTime) {
      const query = new URLSearchParams({
        user: userUri,
        min_start_time: minStartTime.toISOString(),
        count: '100',
        sort: 'start_time:asc',
      });
      const items = await collection(`${base}/scheduled_events?${query}`);
      return items.flatMap((e) => {
        const uri = str(e.uri);
        const start = new Date(str(e.start_time));
        const end = new Date(str(e.end_time));
        if (!uri || Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return [];
        const loc = (e.location ?? {}) as Json;
        return [
          {
            uri,
            uuid: uri.split('/').at(-1) ?? '',
            name: str(e.name),
            status: e.status === 'canceled' ? ('canceled' as const) : ('active' as const),
            startTime: start,
            endTime: end,
            location: str(loc.join_url) || str(loc.location),
          },
        ];
      });
    },
    async invitees(eventUuid) {
      if (!/^[A-Za-z0-9-]{1,64}$/.test(eventUuid))
        throw new CalendlyError('format', 'Not a Calendly event id');
      const items = await collection(`${base}/scheduled_events/${eventUuid}/invitees?count=100`);
      return items.map((i) => ({
        email: str(i.email).trim().toLowerCase(),
        name: str(i.name),
        status: str(i.status),
      }));
    },
  };
}
