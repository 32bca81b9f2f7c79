import crypto from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PushCandidateInput } from './connector';
import { leverConnector } from './lever';
import {
  caught,
  parseMultipart,
  RESUME_BYTES,
  type Recorded,
  sampleCandidate,
  startVendorServer,
  testOptions,
  transportFailureTests,
  type VendorServer,
} from './test-support/vendor-server';

const KEY = 'lever-key-9a8b7c6d';
const BASIC = `Basic ${Buffer.from(`${KEY}:`).toString('base64')}`;
const POSTINGS = [
  { id: 'p1', text: 'Backend Engineer', state: 'published', categories: { location: 'Berlin' } },
  { id: 'p2', text: 'Designer', state: 'published', categories: {} },
  { id: 'p3', text: 'Recruiter', state: 'published', categories: { location: 'Remote' } },
];
type Opp = {
  id: string;
  contact: string;
  name: string;
  emails: string[];
  stage: string;
  postings: string[];
  createdAt: number;
};
let opportunities: Opp[] = [];
let server: VendorServer;

function page<T>(items: T[], req: Recorded, size = 2) {
  const offset = Number(req.query.get('offset') ?? '0');
  const slice = items.slice(offset, offset + size);
  const hasNext = offset + size < items.length;
  return { json: { data: slice, hasNext, ...(hasNext ? { next: String(offset + size) } : {}) } };
}

function route(req: Recorded) {
  if (req.headers.authorization !== BASIC)
    return { status: 401, json: { code: 'Unauthorized', message: 'Invalid API key' } };
  if (req.method === 'GET' && req.path === '/v1/postings') return page(POSTINGS, req);
  if (req.method === 'GET' && req.path === '/v1/stages')
    return page(
      [
        { id: 'lead-new', text: 'New lead' },
        { id: 'applicant-new', text: 'New applicant' },
        { id: 'phone', text: 'Phone screen' },
      ],
      req,
    );
  if (req.method === 'GET' && req.path === '/v1/archive_reasons')
    return { json: { data: [{ id: 'r1', text: 'Underqualified', type: 'non-hired' }], hasNext: false } };
  if (req.method === 'GET' && req.path === '/v1/opportunities') {
    const email = req.query.get('email');
    const posting = req.query.get('posting_id');
    const matched = opportunities.filter(
      (o) => (!email || o.emails.includes(email)) && (!posting || o.postings.includes(posting)),
    );
    return page(matched, req, 100);
  }
  if (req.method === 'POST' && req.path === '/v1/opportunities') {
    if (!req.query.get('perform_as'))
      return { status: 400, json: { code: 'BadRequest', message: 'perform_as is required' } };
    let fields: { name: string; emails: string[]; postings?: string[]; stage?: string };
    if (String(req.headers['content-type']).startsWith('multipart/form-data')) {
      const parts = parseMultipart(req);
      fields = {
        name: parts.find((p) => p.name === 'name')!.data.toString(),
        emails: parts.filter((p) => p.name === 'emails[]').map((p) => p.data.toString()),
        postings: parts.filter((p) => p.name === 'postings[]').map((p) => p.data.toString()),
      };
    } else fields = req.json() as typeof fields;
    const opp: Opp = {
      id: `opp-${opportunities.length + 1}`,
      contact: `contact-${opportunities.length + 1}`,
      name: fields.name,
      emails: fields.emails,
      stage: fields.stage ?? 'applicant-new',
      postings: fields.postings ?? [],
      createdAt: Date.UTC(2026, 5, 1),
    };
    opportunities.push(opp);
    return { status: 201, json: { data: opp } };
  }
  if (req.method === 'POST' && /^\/v1\/opportunities\/[^/]+\/notes$/.test(req.path))
    return { status: 201, json: { data: { noteId: 'n1' } } };
  if (req.method === 'PUT' && req.path === '/v1/opportunities/opp-1/archived') {
    if (!req.query.get('perform_as'))
      return { status: 400, json: { code: 'BadRequest', message: 'perform_as is required' } };
    const { reason } = req.json() as { reason?: string };
    if (reason !== 'r1')
      return { status: 400, json: { code: 'BadRequest', message: 'Invalid archive reason' } };
    return { json: { data: { id: 'opp-1', archived: { reason } } } };
  }
  if (req.method === 'PUT' && req.path === '/v1/opportunities/opp-1/stage')
    return { json: { data: { id: 'opp-1' } } };
  return undefined;
}

const connector = (sleeps: number[] = []) =>
  leverConnector(
    testOptions(
      { apiKey: KEY, baseUrl: `${server.url}/v1`, actingUserId: 'user-7', signingSecret: 'sigtok' },
      sleeps,
    ),
  );
const push = (over: Partial<PushCandidateInput> = {}): PushCandidateInput => ({
  job: 'p1',
  stage: 'phone',
  idempotencyKey: `k-${crypto.randomUUID()}`,
  candidate: sampleCandidate(),
  ...over,
});

beforeAll(async () => {
  server = await startVendorServer(route);
});
afterAll(() => server.close());
beforeEach(() => {
  server.reset();
  opportunities = [];
});

describe('Lever connector', () => {
  it('lists published postings with offset paging (hasNext/next)', async () => {
    const first = await connector().listJobs();
    expect(first.items.map((j) => j.id)).toEqual(['p1', 'p2']);
    expect(first.items[0]).toEqual({
      id: 'p1',
      title: 'Backend Engineer',
      status: 'published',
      location: 'Berlin',
    });
    expect(first.nextCursor).toBe('2');
    const second = await connector().listJobs({ cursor: first.nextCursor });
    expect(second.items.map((j) => j.id)).toEqual(['p3']);
    expect(second.nextCursor).toBeNull();
    expect(server.requests[0]!.headers.authorization).toBe(BASIC);
    expect(server.requests[0]!.query.get('limit')).toBe('100');
    expect(server.requests[1]!.query.get('offset')).toBe('2');
  });

  it('lists the account stages across pages', async () => {
    expect((await connector().listStages('p1')).map((s) => s.id)).toEqual([
      'lead-new',
      'applicant-new',
      'phone',
    ]);
  });

  it('pushes a candidate with the resume as multipart resumeFile, as the acting user, then the notes', async () => {
    const result = await connector().pushCandidate(push());
    expect(result).toEqual({
      externalCandidateId: 'contact-1',
      externalApplicationId: 'opp-1',
      created: true,
    });
    const create = server.requests.find((r) => r.method === 'POST' && r.path === '/v1/opportunities')!;
    expect(create.query.get('perform_as')).toBe('user-7');
    const parts = parseMultipart(create);
    const value = (name: string) => parts.filter((p) => p.name === name).map((p) => p.data.toString());
    expect(value('name')).toEqual(['Ada Lovelace']);
    expect(value('headline')).toEqual(['Engineer at Analytical Engines']);
    expect(value('emails[]')).toEqual(['ada@example.com']);
    expect(value('phones[0][type]')).toEqual(['mobile']);
    expect(value('phones[0][value]')).toEqual(['+44 20 7946 0000']);
    expect(value('links[]')).toEqual(['https://linkedin.com/in/ada', 'https://ada.dev']);
    expect(value('sources[]')).toEqual(['Talentbase']);
    expect(value('origin')).toEqual(['sourced']);
    expect(value('postings[]')).toEqual(['p1']);
    expect(value('stage')).toEqual(['phone']);
    const file = parts.find((p) => p.name === 'resumeFile')!;
    expect(file.filename).toBe('ada.pdf');
    expect(file.contentType).toBe('application/pdf');
    expect(new Uint8Array(file.data)).toEqual(RESUME_BYTES);
    const note = server.requests.find((r) => r.path === '/v1/opportunities/opp-1/notes')!;
    expect(note.json()).toEqual({ value: 'Strong on maths' });
    expect(note.query.get('perform_as')).toBe('user-7');
  });

  it('without a resume the create is JSON', async () => {
    const c = sampleCandidate();
    delete c.resume;
    await connector().pushCandidate(push({ candidate: c }));
    const create = server.requests.find((r) => r.method === 'POST' && r.path === '/v1/opportunities')!;
    expect(create.json()).toEqual({
      name: 'Ada Lovelace',
      headline: 'Engineer at Analytical Engines',
      location: 'London',
      emails: ['ada@example.com'],
      phones: [{ type: 'mobile', value: '+44 20 7946 0000' }],
      links: ['https://linkedin.com/in/ada', 'https://ada.dev'],
      sources: ['Talentbase'],
      tags: ['sourcing'],
      origin: 'sourced',
      postings: ['p1'],
      stage: 'phone',
    });
  });

  it('a second push finds the opportunity by email and posting', async () => {
    await connector().pushCandidate(push());
    server.reset();
    expect(await connector().pushCandidate(push())).toEqual({
      externalCandidateId: 'contact-1',
      externalApplicationId: 'opp-1',
      created: false,
    });
    expect(server.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
    expect(server.requests[0]!.query.get('posting_id')).toBe('p1');
    expect(opportunities).toHaveLength(1);
  });

  it('moves an opportunity to a stage and lists archive reasons', async () => {
    await connector().pushCandidate(push());
    await connector().moveCandidate('opp-1', 'lead-new');
    const move = server.requests.find((r) => r.method === 'PUT')!;
    expect(move.json()).toEqual({ stage: 'lead-new' });
    expect(move.query.get('perform_as')).toBe('user-7');
    expect(await connector().listDeclineReasons()).toEqual([{ id: 'r1', name: 'Underqualified' }]);
  });

  it('archives an opportunity with an archive reason, then adds the note, as the acting user', async () => {
    await connector().rejectApplication!('opp-1', 'r1', 'Not enough Go');
    const archive = server.requests.find((r) => r.path === '/v1/opportunities/opp-1/archived')!;
    expect(archive.method).toBe('PUT');
    expect(archive.json()).toEqual({ reason: 'r1' });
    expect(archive.query.get('perform_as')).toBe('user-7');
    const note = server.requests.find((r) => r.path === '/v1/opportunities/opp-1/notes')!;
    expect(note.json()).toEqual({ value: 'Not enough Go' });
  });

  it('archiving needs a reason Lever has', async () => {
    expect((await caught(connector().rejectApplication!('opp-1', null))).kind).toBe('invalid');
    expect(server.requests).toHaveLength(0);
    const refused = await caught(connector().rejectApplication!('opp-1', 'r9'));
    expect(refused.kind).toBe('invalid');
    expect(refused.message).toMatch(/Lever/);
  });

  it('pulls applicants of a posting since a date', async () => {
    await connector().pushCandidate(push());
    const since = new Date('2026-01-01T00:00:00Z');
    const applicants = await connector().pullApplicants('p1', since);
    expect(applicants).toEqual([
      {
        candidateId: 'contact-1',
        applicationId: 'opp-1',
        name: 'Ada Lovelace',
        emails: ['ada@example.com'],
        stageId: 'applicant-new',
        appliedAt: '2026-06-01T00:00:00.000Z',
      },
    ]);
    expect(server.requests.at(-1)!.query.get('created_at_start')).toBe(String(since.getTime()));
  });

  it('verifies a webhook signature over token + triggeredAt', () => {
    const token = 'abc';
    const triggeredAt = 1700000000000;
    const signature = crypto.createHmac('sha256', 'sigtok').update(`${token}${triggeredAt}`).digest('hex');
    const c = connector();
    expect(
      c.verifyWebhook?.({ headers: {}, rawBody: JSON.stringify({ token, triggeredAt, signature }) }),
    ).toBe(true);
    expect(
      c.verifyWebhook?.({ headers: {}, rawBody: JSON.stringify({ token, triggeredAt: 1, signature }) }),
    ).toBe(false);
    expect(c.verifyWebhook?.({ headers: {}, rawBody: 'nope' })).toBe(false);
  });

  transportFailureTests(() => ({
    server,
    connector,
    secrets: [KEY, Buffer.from(`${KEY}:`).toString('base64')],
  }));
});
